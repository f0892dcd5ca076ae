import type { BatchView } from "#shared/catalogue/batches";

/** 'Next batch: Tue 1 Dec 2026 · enroll by 28 Nov', with both days readable by machines too. */
export function NextBatch({ batch, className = "" }: { batch: BatchView; className?: string }) {
  return (
    <p className={`next-batch ${className}`.trim()}>
      <strong>Next batch:</strong> <time dateTime={batch.start}>{batch.startText}</time> · enroll by{" "}
      <time dateTime={batch.enrollBy}>{batch.enrollByText}</time>
    </p>
  );
}
