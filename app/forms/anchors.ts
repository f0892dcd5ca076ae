import type { FormId } from "../../shared/forms";

/**
 * Where each form sits on its page (the id of its section, card or pop-up). The response
 * to a post lands there: the success view's address names it, and so does the form's own
 * address until the page is hydrated, so that a refused post without JavaScript opens at
 * the form with its messages. The ambassador form is on its page twice.
 */
export function formAnchor(form: FormId, placement: string): string {
  switch (form) {
    case "callback":
      return "registration";
    case "contact":
      return "contact-form";
    case "enrollment":
      return "enroll";
    case "ambassador":
      return placement === "modal" ? "join" : "apply";
    case "newsletter":
      return "newsletter-form";
  }
}
