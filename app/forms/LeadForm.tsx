import { Form, useActionData, useFetcher, useFormAction, useLocation, useNavigation } from "@remix-run/react";
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
// From the modules themselves, not the index: the form definitions and their checks load
// apart (checks.client.ts), and the success dialog comes with the page's data (root loader).
import { showDialog, type ShownDialog } from "../../shared/forms/messages";
import type { FormId } from "../../shared/forms/registry";
import { DEFAULT_PLACEMENT, HONEYPOT_FIELD, KEY_FIELD, PLACEMENT_FIELD } from "../../shared/forms/transport";
import type { FieldErrors, FormValues } from "../../shared/forms/validate";
import { mintSubmissionKey } from "../../shared/forms/keys";
import { checksUnavailable, loadChecks, loadedChecks } from "./checks.client";
import { useRootData } from "../lib/root-data";
import { useFormNotice } from "../lib/form-notices";
import { formAnchor } from "./anchors";
import { FormNotice, MarketingConsentBox } from "./FormNotice";
import { MessageDialog } from "./MessageDialog";
import type { LeadActionData } from "./types";

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
  /** Called when the visitor closes this form's success dialog. */
  onSuccessClosed?: () => void;
}

/**
 * One form of the site: a plain post that works without script; with script the same
 * schema checks fields as the visitor types and blocks a submit that would fail. The page
 * carries nothing of the visitor: the idempotency key is minted in the browser.
 */
export function LeadForm({ formId, placement = DEFAULT_PLACEMENT, action, ...rest }: LeadFormProps) {
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
      serverAnswer={mine}
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
    serverAnswer?: LeadActionData;
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
  const action = hydrated ? props.action : `${pageAction}#${formAnchor(formId, placement)}`;
  const { serverAnswer } = props;
  useEffect(() => {
    if (!serverAnswer) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- each new reply of the server replaces what the visitor edits, once
    setErrors(serverAnswer.fieldErrors);
    setDialog(serverAnswer.dialog);
  }, [serverAnswer]);

  const busy = props.fetcherForm ? props.fetcherBusy : navigation.state === "submitting" && navigation.formData?.get(PLACEMENT_FIELD) === placement;
  const FormComponent = props.fetcherForm ?? Form;
  const idPrefix = `${formId}-${placement}`;

  // Fields typed into before the checks arrived, with what was typed: checked once they are in.
  const unchecked = useRef(new Map<string, string>());
  const checkField = (checks: NonNullable<ReturnType<typeof loadedChecks>>, name: string, value: string) =>
    setErrors((current) => {
      const next = { ...current };
      const message = checks.validateField(formId, name, value);
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  const withChecks = () =>
    loadChecks().then(
      (checks) => {
        for (const [name, value] of unchecked.current) checkField(checks, name, value);
        unchecked.current.clear();
      },
      () => undefined,
    );

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
      const checks = loadedChecks();
      if (checks) checkField(checks, name, value);
      else {
        unchecked.current.set(name, value);
        void withChecks();
      }
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
        onFocus={() => void withChecks()}
        onSubmit={(event) => {
          const checks = loadedChecks();
          if (!checks) {
            if (checksUnavailable()) return;
            // Sent again, from the same button, once the checks are in.
            event.preventDefault();
            const form = event.currentTarget;
            const submitter = (event.nativeEvent as SubmitEvent).submitter;
            void withChecks().then(() => form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : undefined));
            return;
          }
          const data = Object.fromEntries(
            checks.fieldNames(formId).map((name) => {
              const value = new FormData(event.currentTarget).get(name);
              return [name, typeof value === "string" ? value : ""];
            }),
          );
          const checked = checks.validateForm(formId, data);
          if (!checked.success) {
            event.preventDefault();
            setErrors(checked.fieldErrors);
            setDialog(showDialog("error", checked.dialog));
          }
        }}
      >
        <input type="hidden" name={KEY_FIELD} value={props.serverAnswer?.key ?? mintedKey} />
        <input type="hidden" name={PLACEMENT_FIELD} value={placement} />
        {Object.entries({ ...props.hidden, ...props.serverAnswer?.firstTouch }).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="hp-field" aria-hidden="true">
          <label>
            Leave this field empty
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        {props.children}
        {notice?.asksMarketing ? <MarketingConsentBox ticked={Boolean(values.marketingConsent)} /> : null}
        <button type="submit" className="button button--block" disabled={busy} aria-busy={busy || undefined}>
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
