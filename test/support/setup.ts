// Every test file: fail on unexpected console.error (a swallowed React or server error
// is a bug), unless the test says it expects one.
import { afterEach, beforeEach, vi } from "vitest";

let errors: unknown[][] = [];
export const expectedConsoleErrors = { allow: false };

beforeEach(() => {
  errors = [];
  expectedConsoleErrors.allow = false;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  if (!expectedConsoleErrors.allow && errors.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${errors.map((e) => e.map(String).join(" ")).join("\n")}`,
    );
  }
});
