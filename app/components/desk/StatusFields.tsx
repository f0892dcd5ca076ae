// The status and its "Why lost" reason, as the lead's form and the inbox's bulk bar both ask for
// them (the reason shows beside Lost, see the desk's CSS), and the error markup of the desk's
// plain forms: a control points at its error paragraph, `<id>-error`, while it has one.

/** The aria attributes of the control `id` while it has an error. */
export const invalidProps = (id: string, error: string | undefined) =>
  error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};

/** The error under the control `id`; `alert`: it is announced on its own. */
export function FieldError({
  id,
  error,
  alert = true,
}: {
  id: string;
  error: string | undefined;
  alert?: boolean;
}) {
  return error ? (
    <p id={`${id}-error`} className="field__error" role={alert ? "alert" : undefined}>
      {error}
    </p>
  ) : null;
}

interface Props {
  /** The ids' prefix: `<prefix>-status`, `<prefix>-lostReason`. */
  prefix: string;
  label: string;
  statuses: ReadonlyArray<{ value: string; label: string }>;
  /** A first, empty choice (the bulk bar changes no status unless one is chosen). */
  placeholder?: string;
  status: string;
  lostReason: string;
  errors: { status?: string | undefined; lostReason?: string | undefined };
  lostClassName: string;
  alert?: boolean;
}

export function StatusFields({ prefix, label, statuses, placeholder, errors, ...props }: Props) {
  const id = (name: "status" | "lostReason") => `${prefix}-${name}`;
  return (
    <>
      <div className="field">
        <label htmlFor={id("status")}>{label}</label>
        <select
          id={id("status")}
          name="status"
          defaultValue={props.status}
          {...invalidProps(id("status"), errors.status)}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {statuses.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </select>
        <FieldError id={id("status")} error={errors.status} alert={props.alert} />
      </div>
      <div className={`field ${props.lostClassName}`}>
        <label htmlFor={id("lostReason")}>Why lost (needed for Lost)</label>
        <input
          id={id("lostReason")}
          name="lostReason"
          maxLength={300}
          defaultValue={props.lostReason}
          {...invalidProps(id("lostReason"), errors.lostReason)}
        />
        <FieldError id={id("lostReason")} error={errors.lostReason} alert={props.alert} />
      </div>
    </>
  );
}
