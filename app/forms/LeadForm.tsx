import {
  Form,
  useActionData,
  useFetcher,
  useFormAction,
  useLocation,
  useNavigation,
} from "@remix-run/react";
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
// From the modules themselves, not the index: the browser never loads the registry (each
// component passes its own form's checks), and the success dialog comes with the page's data
// (root loader).
import {
  checkField,
  checkForm,
  fieldNamesOf,
  type FieldErrors,
  type FormValues,
} from "#shared/forms/check";
import type { FormChecks } from "#shared/forms/definition";
import { showDialog, type ShownDialog } from "#shared/forms/messages";
import type { FormId } from "#shared/forms/registry";
import {
  DEFAULT_PLACEMENT,
  HONEYPOT_FIELD,
  KEY_FIELD,
  PLACEMENT_FIELD,
} from "#shared/forms/transport";
import { mintSubmissionKey } from "#shared/forms/keys";
import { useRootData } from "../lib/root-data";
import { useFormNotice } from "../lib/form-notices";
import { FormNotice, MarketingConsentBox } from "./FormNotice";
import { MessageDialog } from "./MessageDialog";
import type { LeadActionData } from "../lib/lead-action-data";

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
  /** The form's fields, dialogs and places on the page, from its definition. */
  checks: FormChecks;
  placement?: string;
  submitLabel: string;
  children: ReactNode;
  className?: string;
  /** Accessible name of the form. */
  label: string;
  /** Post to another route (an action-only route) instead of this page's own action. */
  action?: string;
  hidden?: Record<string, string>;
  /** Called when the visitor closes this form's success dialog. */
  onSuccessClosed?: () => void;
}

/**
 * One form of the site: a plain post that works without script; with script the same schema the
 * server uses checks fields as the visitor types and blocks a submit that would fail. The page
 * carries nothing of the visitor: the idempotency key is minted in the browser.
 */
export function LeadForm({
  formId,
  placement = DEFAULT_PLACEMENT,
  action,
  ...rest
}: LeadFormProps) {
  const root = useRootData();
  const location = useLocation();
  const routeActionData = useActionData<LeadActionData>();
  const fetcher = useFetcher<LeadActionData>({ key: `${formId}-${placement}` });
  const response = (action ? fetcher.data : undefined) ?? routeActionData;
  const mine = response?.form === formId && response.placement === placement ? response : undefined;
  const sent = root?.sent;
  const success = sent?.form === formId && sent.placement === placement ? sent.dialog : undefined;
  // A new success (the success view reached by a redirect after a post, not a failed post on
  // that same view) starts a fresh, empty form with a new key.
  const [generation, setGeneration] = useState(0);
  const shownSuccess = useRef(location.key);
  useEffect(() => {
    if (!success || mine || shownSuccess.current === location.key) return;
    shownSuccess.current = location.key;
    setGeneration((g) => g + 1);
  }, [success, mine, location.key]);
  return (
    <LeadFormBody
      key={generation}
      {...rest}
      formId={formId}
      placement={placement}
      action={action}
      fetcherForm={action ? fetcher.Form : undefined}
      fetcherBusy={fetcher.state !== "idle"}
      initialValues={mine?.values ?? {}}
      initialErrors={mine?.fieldErrors ?? {}}
      initialDialog={mine?.dialog ?? success}
      serverResponse={mine}
    />
  );
}

function LeadFormBody(
  props: Omit<LeadFormProps, "placement"> & {
    placement: string;
    fetcherForm?: typeof Form;
    fetcherBusy: boolean;
    initialValues: FormValues;
    initialErrors: FieldErrors;
    initialDialog?: ShownDialog;
    /** The server's latest response to this form; each new one is shown, even with the same key. */
    serverResponse?: LeadActionData;
  },
) {
  const { formId, placement } = props;
  // The notice's words come with the page's data, made on the server from the form's definition.
  const notice = useFormNotice(formId);
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>(props.initialValues);
  const [errors, setErrors] = useState<FieldErrors>(props.initialErrors);
  const [dialog, setDialog] = useState<ShownDialog | undefined>(props.initialDialog);
  // Minted once this form is live in the browser; a retry after a failure keeps it, so a
  // write that landed late is never doubled. Without script the server mints one per post.
  const [mintedKey, setMintedKey] = useState("");
  // eslint-disable-next-line react-hooks/set-state-in-effect -- minted after hydration, so the server's markup and the first browser render agree
  useEffect(() => setMintedKey(mintSubmissionKey()), []);
  const hydrated = mintedKey !== "";
  // Until the page is hydrated a post is a plain one, and its response opens at the form.
  const pageAction = useFormAction(props.action);
  const anchor = props.checks.anchors[placement];
  const action = hydrated ? props.action : anchor ? `${pageAction}#${anchor}` : pageAction;
  const { serverResponse } = props;
  useEffect(() => {
    if (!serverResponse) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- each new reply of the server replaces what the visitor edits, once
    setErrors(serverResponse.fieldErrors);
    setDialog(serverResponse.dialog);
  }, [serverResponse]);

  const busy = props.fetcherForm
    ? props.fetcherBusy
    : navigation.state === "submitting" && navigation.formData?.get(PLACEMENT_FIELD) === placement;
  const FormComponent = props.fetcherForm ?? Form;
  const idPrefix = `${formId}-${placement}`;

  const checkOne = (name: string, value: string) =>
    setErrors((current) => {
      const next = { ...current };
      const message = checkField(props.checks, name, value);
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });

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
      checkOne(name, value);
    },
  };

  return (
    <FieldContext.Provider value={state}>
      <FormComponent
        ref={formRef}
        method="post"
        action={action}
        preventScrollReset
        noValidate
        aria-label={props.label}
        className={`lead-form ${props.className ?? ""}`}
        onSubmit={(event) => {
          const data = Object.fromEntries(
            fieldNamesOf(props.checks).map((name) => {
              const value = new FormData(event.currentTarget).get(name);
              return [name, typeof value === "string" ? value : ""];
            }),
          );
          const checked = checkForm(props.checks, data);
          if (!checked.success) {
            event.preventDefault();
            setErrors(checked.fieldErrors);
            setDialog(showDialog("error", checked.dialog));
          }
        }}
      >
        <input type="hidden" name={KEY_FIELD} value={props.serverResponse?.key ?? mintedKey} />
        <input type="hidden" name={PLACEMENT_FIELD} value={placement} />
        {Object.entries({ ...props.hidden, ...props.serverResponse?.landingPage }).map(
          ([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ),
        )}
        <div className="hp-field" aria-hidden="true">
          <label>
            Leave this field empty
            <input
              type="text"
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </label>
        </div>
        {props.children}
        {notice?.asksMarketing ? (
          <MarketingConsentBox ticked={Boolean(values.marketingConsent)} />
        ) : null}
        <button
          type="submit"
          className="button button--block"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? "Sending\u2026" : props.submitLabel}
        </button>
      </FormComponent>
      {/* What the form keeps, why and for how long, after the button so that it never pushes the button down. */}
      {notice ? <FormNotice id={`${idPrefix}-notice`} notice={notice} /> : null}
      {/* Outside the form: the dialog's own method="dialog" form cannot nest inside it. */}
      {dialog ? (
        <MessageDialog
          dialog={dialog}
          onClose={() => {
            setDialog(undefined);
            if (dialog.kind === "success") props.onSuccessClosed?.();
            else if (hydrated) focusFirstInvalid();
          }}
        />
      ) : null}
    </FieldContext.Provider>
  );
}
