import { useEffect, type RefObject } from "react";
import { NavigationType, useLocation, useNavigationType } from "@remix-run/react";

/**
 * The history state of a link to the course page's enrollment form (`#enroll`): once the router
 * has brought the form into view, its heading takes the keyboard focus, so that a keyboard or
 * screen-reader user goes on from the form, not from the link they left off-screen. Without
 * JavaScript the link is a plain `#enroll` link and the browser starts the next Tab there.
 */
export const FOCUS_ENROLLMENT = { focus: "enroll" } as const;

/** Moves the focus to `heading` after a navigation made by a link carrying FOCUS_ENROLLMENT. */
export function useEnrollmentFocus(heading: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    const state = location.state as { focus?: unknown } | null;
    // Back and forward restore where the person was; only a new visit of the link moves the focus.
    if (navigationType === NavigationType.Pop || state?.focus !== FOCUS_ENROLLMENT.focus) return;
    // The router has already scrolled to the form: focusing must not scroll a second time.
    heading.current?.focus({ preventScroll: true });
  }, [location, navigationType, heading]);
}
