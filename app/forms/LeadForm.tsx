import { Form, useActionData, useFetcher, useNavigation } from "@remix-run/react";
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import {
  dialogs,
  fieldNames,
  validateField,
  validateForm,
  type DialogMessage,
  type FieldErrors,
  type FormId,
  type FormValues,
} from "../../shared/forms";
import { useRootData } from "../root";
import { MessageDialog } from "./MessageDialog";
import { DEFAULT_PLACEMENT, HONEYPOT_FIELD, KEY_FIELD, PLACEMENT_FIELD, type LeadActionData } from "./types";

interface FieldState {
  formId: FormId;
  idPrefix: string;
  values: FormValues;
  errors: FieldErrors;
  onValue: (name: string, value: string) => void;
}

const FieldContext = createContext<FieldState | null>(null);
export function useFieldState(): FieldState {
  const state = useContext(FieldContext);
  if (!state) throw new Error("Fields must be placed inside a LeadForm");
  return state;
}

interface LeadFormProps {
  formId: FormId;
  placement?: string;
  submitLabel: string;
  children: ReactNode;
  className?: string;
  /** Accessible name of the form. */
  label: string;
  /** Post to another route (an action-only route) instead of this page's own action. */
  action?: string;
  hidden?: Record<string, string>;
}

/**
 * One form of the site: a plain post that works without script; with script the same
 * schema checks fields as the visitor types and blocks a submit that would fail.
 */
export function LeadForm({ formId, placement = DEFAULT_PLACEMENT, action, ...rest }: LeadFormProps) {
  const root = useRootData();
  const routeActionData = useActionData<LeadActionData>();
  const fetcher = useFetcher<LeadActionData>({ key: `${formId}-${placement}` });
  const actionData = action ? fetcher.data : routeActionData;
  const mine = actionData?.form === formId && actionData.placement === placement ? actionData : undefined;
  const flash =
    root?.flash?.form === formId && (root.flash.placement ?? DEFAULT_PLACEMENT) === placement ? root.flash : undefined;
  const successDialog = flash?.outcome === "success" ? dialogs[formId].success : undefined;
  // A retry reuses the key of the failed attempt, so a write that landed late is not doubled.
  const submissionKey = mine?.key ?? root?.submissionKey ?? "";
  return (
    <LeadFormBody
      key={submissionKey}
      {...rest}
      formId={formId}
      placement={placement}
      action={action}
      fetcherForm={action ? fetcher.Form : undefined}
      fetcherBusy={fetcher.state !== "idle"}
      submissionKey={submissionKey}
      initialValues={mine?.values ?? flash?.values ?? {}}
      initialErrors={mine?.fieldErrors ?? flash?.fieldErrors ?? {}}
      initialDialog={mine?.dialog ?? flash?.dialog ?? successDialog}
      serverAnswer={mine}
    />
  );
}

function LeadFormBody(
  props: Omit<LeadFormProps, "placement"> & {
    placement: string;
    fetcherForm?: typeof Form;
    fetcherBusy: boolean;
    submissionKey: string;
    initialValues: FormValues;
    initialErrors: FieldErrors;
    initialDialog?: DialogMessage;
    /** The latest answer of the server to this form; each new one is shown, even with the same key. */
    serverAnswer?: LeadActionData;
  },
) {
  const { formId, placement } = props;
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>(props.initialValues);
  const [errors, setErrors] = useState<FieldErrors>(props.initialErrors);
  const [dialog, setDialog] = useState<DialogMessage | undefined>(props.initialDialog);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const { serverAnswer } = props;
  useEffect(() => {
    if (!serverAnswer) return;
    setErrors(serverAnswer.fieldErrors);
    setDialog(serverAnswer.dialog);
  }, [serverAnswer]);

  const busy = props.fetcherForm
    ? props.fetcherBusy
    : navigation.state === "submitting" && navigation.formData?.get(PLACEMENT_FIELD) === placement;
  const FormComponent = props.fetcherForm ?? Form;
  const idPrefix = `${formId}-${placement}`;

  const focusFirstInvalid = () => {
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  };

  const state: FieldState = {
    formId,
    idPrefix,
    values,
    errors,
    onValue(name, value) {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        const next = { ...current };
        const message = validateField(formId, name, value);
        if (message) next[name] = message;
        else delete next[name];
        return next;
      });
    },
  };

  return (
    <FieldContext.Provider value={state}>
      <FormComponent
        ref={formRef}
        method="post"
        action={props.action}
        preventScrollReset
        noValidate
        aria-label={props.label}
        className={`lead-form ${props.className ?? ""}`}
        onSubmit={(event) => {
          const data = Object.fromEntries(
            fieldNames(formId).map((name) => [name, String(new FormData(event.currentTarget).get(name) ?? "")]),
          );
          const checked = validateForm(formId, data);
          if (!checked.success) {
            event.preventDefault();
            setErrors(checked.fieldErrors);
            setDialog(checked.dialog);
          }
        }}
      >
        <input type="hidden" name={KEY_FIELD} value={props.submissionKey} />
        <input type="hidden" name={PLACEMENT_FIELD} value={placement} />
        {Object.entries(props.hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="hp-field" aria-hidden="true">
          <label>
            Leave this field empty
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        {props.children}
        <button type="submit" className="button button--block" disabled={busy} aria-busy={busy || undefined}>
          {busy ? "Sending\u2026" : props.submitLabel}
        </button>
      </FormComponent>
      {/* Outside the form: the dialog's own method="dialog" form cannot nest inside it. */}
      {dialog ? (
        <MessageDialog
          message={dialog}
          onClose={() => {
            setDialog(undefined);
            if (hydrated) focusFirstInvalid();
          }}
        />
      ) : null}
    </FieldContext.Provider>
  );
}
