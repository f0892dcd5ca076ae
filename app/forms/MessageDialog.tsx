import { useEffect, useId, useRef } from "react";
import type { ShownDialog } from "#shared/forms/messages";

/**
 * The title-and-text dialog every form uses. Server-rendered open, it shows and closes without
 * script (a `method="dialog"` form); with script it becomes modal and hands focus back.
 */
export function MessageDialog({
  dialog: message,
  onClose,
}: {
  dialog: ShownDialog;
  onClose?: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // Re-opening the server-rendered dialog as modal closes it first; that close is ours.
  const reopening = useRef(false);
  const titleId = useId();
  const textId = useId();
  const success = message.kind === "success";

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    if (dialog.open && !dialog.matches(":modal")) {
      reopening.current = true;
      dialog.close();
    }
    if (!dialog.open) dialog.showModal();
  }, [message]);

  return (
    <dialog
      ref={ref}
      open
      className={`message-dialog ${success ? "message-dialog--success" : "message-dialog--error"}`}
      role={success ? "dialog" : "alertdialog"}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={() => {
        if (reopening.current) {
          reopening.current = false;
          return;
        }
        onClose?.();
      }}
    >
      <div className="message-dialog__icon" aria-hidden="true">
        {success ? "\u2713" : "!"}
      </div>
      <h2 id={titleId} className="message-dialog__title">
        {message.title}
      </h2>
      <p id={textId}>{message.text}</p>
      <form method="dialog">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog starts on its own button (the HTML dialog focusing steps use autofocus) */}
        <button type="submit" className="button" autoFocus>
          OK
        </button>
      </form>
    </dialog>
  );
}
