// Where the sign-in pages send a person afterwards: only ever a page of the desk, whatever a
// link's `returnTo` says (an open redirect would make the desk's sign-in a phishing tool).
import { describe, expect, it } from "vitest";
import { deskReturnPath, isDeskPath } from "#shared/desk";

describe("deskReturnPath", () => {
  it.each([
    ["/desk/account", "/desk/account"],
    ["/desk/leads/RCB%20Leads/-Oabc?tab=notes", "/desk/leads/RCB%20Leads/-Oabc?tab=notes"],
    ["/desk", "/desk"],
    ["/DESK/Staff", "/DESK/Staff"],
  ])("keeps the desk page %s", (asked, kept) => {
    expect(deskReturnPath(asked)).toBe(kept);
  });

  it.each([
    ["another site", "https://evil.example/desk"],
    ["a scheme-relative address", "//evil.example/desk"],
    ["a backslash browsers read as a slash", "/\\evil.example/desk"],
    ["a public page", "/Contact"],
    ["a path that climbs out of the desk", "/desk/../Contact"],
    ["the sign-in page itself", "/desk/sign-in/code"],
    ["the inbox's data", "/desk.data"],
    ["a control character", "/desk/account\n"],
    ["script", "javascript:alert(1)"],
    ["nothing", undefined],
    ["a very long address", `/desk/${"a".repeat(2000)}`],
  ])("sends %s to the desk's first page", (_what, asked) => {
    expect(deskReturnPath(asked)).toBe("/desk");
  });
});

describe("isDeskPath", () => {
  it("knows the desk in any letter case, its data address included, and nothing that only begins like it", () => {
    expect(
      ["/desk", "/desk/", "/Desk/staff", "/desk.data", "/desk/account.data"].map(isDeskPath),
    ).toEqual([true, true, true, true, true]);
    expect(["/", "/desktop", "/desk-tips", "/desk.json", "/Contact"].map(isDeskPath)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
