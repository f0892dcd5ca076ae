import { describe, expect, it } from "vitest";
import { callbackDate, localDateTime, parseStoredDate } from "#shared/dates";

describe("dates in the business time zone", () => {
  const when = new Date("2025-03-03T10:35:07Z"); // 4:05:07 PM in Kolkata

  it("formats call-back dates like '3rd Mar 2025 4:05PM'", () => {
    expect(callbackDate(when, "Asia/Kolkata")).toBe("3rd Mar 2025 4:05PM");
    expect(callbackDate(new Date("2025-03-21T03:31:00Z"), "Asia/Kolkata")).toBe(
      "21st Mar 2025 9:01AM",
    );
  });

  it("formats other lists as local date-time text", () => {
    expect(localDateTime(when, "Asia/Kolkata")).toBe("3/3/2025, 4:05:07 PM");
    expect(localDateTime(when, "UTC")).toBe("3/3/2025, 10:35:07 AM");
  });

  it("reads a stored date of either style back as the instant it was written, in the business zone", () => {
    expect(parseStoredDate("3rd Mar 2025 4:05PM", "Asia/Kolkata")?.toISOString()).toBe(
      "2025-03-03T10:35:00.000Z",
    );
    expect(parseStoredDate("3/3/2025, 4:05:07 PM", "Asia/Kolkata")?.toISOString()).toBe(
      "2025-03-03T10:35:07.000Z",
    );
    expect(parseStoredDate(localDateTime(when, "UTC"), "UTC")?.toISOString()).toBe(
      "2025-03-03T10:35:07.000Z",
    );
    expect(parseStoredDate("last Tuesday", "Asia/Kolkata")).toBeUndefined();
    expect(parseStoredDate("", "Asia/Kolkata")).toBeUndefined();
  });
});
