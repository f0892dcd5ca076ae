import type { InputHTMLAttributes, ReactNode } from "react";
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
    id,
    error,
    errorId,
    control: {
      id,
      name,
      defaultValue: values[name] ?? "",
      required: true,
      "aria-required": true,
      "aria-invalid": error ? (true as const) : undefined,
      "aria-describedby": error ? errorId : undefined,
      onChange: (event: { currentTarget: { value: string } }) => onValue(name, event.currentTarget.value),
    },
  };
}

function FieldShell({ id, label, error, errorId, children }: { id: string; label: string; error?: string; errorId: string; children: ReactNode }) {
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      <p id={errorId} className="field__error" role={error ? "alert" : undefined}>
        {error ?? ""}
      </p>
    </div>
  );
}

export function TextField({
  name,
  label,
  type = "text",
  autoComplete,
  inputMode,
  placeholder,
  maxLength,
}: CommonProps & Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "inputMode" | "placeholder" | "maxLength">) {
  const field = useField(name);
  return (
    <FieldShell id={field.id} label={label} error={field.error} errorId={field.errorId}>
      <input {...field.control} type={type} autoComplete={autoComplete} inputMode={inputMode} placeholder={placeholder} maxLength={maxLength} />
    </FieldShell>
  );
}

export function TextAreaField({ name, label, rows = 5 }: CommonProps & { rows?: number }) {
  const field = useField(name);
  return (
    <FieldShell id={field.id} label={label} error={field.error} errorId={field.errorId}>
      <textarea {...field.control} rows={rows} />
    </FieldShell>
  );
}

export function SelectField({ name, label, placeholder, options }: CommonProps & { placeholder: string; options: readonly string[] }) {
  const field = useField(name);
  return (
    <FieldShell id={field.id} label={label} error={field.error} errorId={field.errorId}>
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
