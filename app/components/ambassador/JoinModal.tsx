import { useActionData, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useBeforePaint } from "~/lib/use-before-paint";
import { AmbassadorForm } from "~/forms/AmbassadorForm";
import type { LeadActionData } from "~/lib/lead-action-data";
import { useRootData } from "~/lib/root-data";

/**
 * 'Join Now' opens the sign-up form in a modal. Without script the button is a link to
 * #join and CSS shows the dialog as the link's target. A refused post reopens it; its
 * success view (`?sent=ambassador&at=modal#join`) shows the success dialog over the
 * emptied form, and OK closes the pop-up.
 */
export function JoinModal({ graduationYears }: { graduationYears: readonly string[] }) {
  const ref = useRef<HTMLDialogElement>(null);
  const actionData = useActionData<LeadActionData>();
  const sent = useRootData()?.sent;
  const { key } = useLocation();
  const reopened = actionData?.form === "ambassador" && actionData.placement === "modal";
  const succeeded = sent?.form === "ambassador" && sent.placement === "modal";

  // Before the form's own dialog opens (a passive effect), so that it is shown above the pop-up.
  useBeforePaint(() => {
    const dialog = ref.current;
    if ((reopened || succeeded) && dialog && !dialog.matches(":modal")) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
  }, [reopened, succeeded, actionData, key]);

  // A tap on 'Join Now' before the page's script ran, or a shared link to /campusAmb#join,
  // leaves #join in the address, which only the page without script shows by CSS: open it.
  useEffect(() => {
    const openFromAddress = () => {
      const dialog = ref.current;
      if (location.hash === "#join" && dialog && !dialog.open) dialog.showModal();
    };
    openFromAddress();
    addEventListener("hashchange", openFromAddress);
    return () => removeEventListener("hashchange", openFromAddress);
  }, []);

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
      <dialog
        ref={ref}
        id="join"
        className="join-modal"
        aria-labelledby="join-title"
        open={reopened || undefined}
      >
        <div className="join-modal__head">
          <h2 id="join-title">Join as a Campus Ambassador</h2>
          {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- without script, following "#" clears the #join target, which closes the dialog */}
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
        <AmbassadorForm
          placement="modal"
          graduationYears={graduationYears}
          onSuccessClosed={() => ref.current?.close()}
        />
      </dialog>
    </>
  );
}
