import { useEffect, useLayoutEffect } from "react";

/**
 * A layout effect in the browser; on the server, where layout effects never run, React would warn
 * about one.
 */
export const useBeforePaint = typeof document === "undefined" ? useEffect : useLayoutEffect;
