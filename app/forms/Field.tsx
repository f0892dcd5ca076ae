import type { InputHTMLAttributes, ReactNode } from "react";
import { PHONE_MAX_LENGTH } from "#shared/forms/phone-length";
import { useFieldState } from "./LeadForm";

interface CommonProps {
  name: string;
  label: string;
  hint?: string;
}

function useField(name: string) {
  const { idPrefix, values, errors, onValue } = useFieldState();
  const id = `${idPrefix}-${name}`;
  const error = errors[name];
  const errorId = `${id}-error`;
  return {
    /** What the field's FieldShell shows around the control. */
    shell: { id, error, errorId },
    control: {
      id,
      name,
      defaultValue: values[name] ?? "",
      required: true,
      "aria-required": true,
      "aria-invalid": error ? (true as const) : undefined,
      "aria-describedby": error ? errorId : undefined,
      onChange: (event: { currentTarget: { value: string } }) =>
        onValue(name, event.currentTarget.value),
    },
  };
}

/**
 * A field's label, control and error. `errorSlot`: the empty error paragraph stays in the page
 * while there is no error (a lead form's live checks fill it); without it, it is there only
 * with an error.
 */
export function FieldShell({
  id,
  label,
  error,
  errorId,
  errorSlot = true,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  errorId: string;
  errorSlot?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error || errorSlot ? (
        <p id={errorId} className="field__error" role={error ? "alert" : undefined}>
          {error ?? ""}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One input outside a lead form (sign-in, /my-data): the page gives its id, typed value and the
 * server's error. Without an error the input points at `describedBy` (a hint), if any.
 */
export function InputField({
  id,
  label,
  error,
  errorId = `${id}-error`,
  describedBy,
  ...input
}: {
  id: string;
  label: string;
  error?: string | undefined;
  errorId?: string;
  describedBy?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "aria-invalid" | "aria-describedby">) {
  return (
    <FieldShell id={id} label={label} error={error} errorId={errorId} errorSlot={false}>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : describedBy}
      />
    </FieldShell>
  );
}

export function TextField({
  name,
  label,
  type = "text",
  ...input
}: CommonProps &
  Pick<
    InputHTMLAttributes<HTMLInputElement>,
    "type" | "autoComplete" | "inputMode" | "placeholder" | "maxLength"
  >) {
  const field = useField(name);
  return (
    <FieldShell {...field.shell} label={label}>
      <input {...field.control} type={type} {...input} />
    </FieldShell>
  );
}

/**
 * A phone number as people in India type it ("+91 98765 43210", "098765-43210"). The live
 * checks and the server take the ten digits out of it (shared/forms/phone.ts), so the field
 * leaves room for a prefix and separators. `tel` is the one autofill token HTML allows on a
 * telephone input: browsers fill the whole number, often "+91 98765 43210", which the field takes.
 */
export function PhoneField(props: CommonProps & { placeholder: string }) {
  return (
    <TextField
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      {...props}
      maxLength={PHONE_MAX_LENGTH}
    />
  );
}

export function TextAreaField({ name, label, rows = 5 }: CommonProps & { rows?: number }) {
  const field = useField(name);
  return (
    <FieldShell {...field.shell} label={label}>
      <textarea {...field.control} rows={rows} />
    </FieldShell>
  );
}

export function SelectField({
  name,
  label,
  placeholder,
  options,
}: CommonProps & { placeholder: string; options: readonly string[] }) {
  const field = useField(name);
  return (
    <FieldShell {...field.shell} label={label}>
      <select {...field.control}>
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
