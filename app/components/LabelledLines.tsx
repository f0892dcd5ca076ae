// Labelled values as a description list, in the order given: a desk lead's record and context,
// and on /my-data what is held for an address.

export function LabelledLines({
  className,
  label,
  lines,
}: {
  className: string;
  label?: string;
  lines: ReadonlyArray<{ label: string; value: string }>;
}) {
  return (
    <dl className={className} aria-label={label}>
      {lines.map((line, n) => (
        <div key={`${n}-${line.label}`}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
