import { useActionData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { DeferredAmbassadorForm } from "./DeferredAmbassadorForm";
import type { LeadActionData } from "../../forms/types";

/**
 * 'Join Now' opens the sign-up form in a modal. Without script the button is a link to
 * #join and CSS shows the dialog as the link's target; a failed post reopens it.
 */
export function JoinModal() {
  const ref = useRef<HTMLDialogElement>(null);
  const actionData = useActionData<LeadActionData>();
  const reopened = actionData?.form === "ambassador" && actionData.placement === "modal";

  useEffect(() => {
    const dialog = ref.current;
    if (reopened && dialog && !dialog.matches(":modal")) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
  }, [reopened, actionData]);

  return (
    <>
      <a
        href="#join"
        className="button button--accent"
        onClick={(event) => {
          event.preventDefault();
          ref.current?.showModal();
        }}
      >
        Join Now
      </a>
      <dialog ref={ref} id="join" className="join-modal" aria-labelledby="join-title" open={reopened || undefined}>
        <div className="join-modal__head">
          <h2 id="join-title">Join as a Campus Ambassador</h2>
          <a
            href="#"
            className="join-modal__close"
            aria-label="Close"
            onClick={(event) => {
              event.preventDefault();
              ref.current?.close();
            }}
          >
            &times;
          </a>
        </div>
        <DeferredAmbassadorForm placement="modal" />
      </dialog>
    </>
  );
}
