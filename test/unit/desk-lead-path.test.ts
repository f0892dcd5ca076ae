// A lead's page address and back: the passkey offer's "Not now" reads which lead a return address
// names, from whatever the browser sent, so a malformed address names no lead rather than failing.
import { describe, expect, it } from "vitest";
import { deskLeadPath, leadOfDeskPath } from "#shared/desk-paths";

describe("leadOfDeskPath", () => {
  it.each([
    ["RCB Leads", "-OAbCdEf"],
    ["courseFormData", "a/b?c#d%"],
    ["Campus Ambassador", "कुंजी"],
  ])("reads back the lead of deskLeadPath(%j, %j)", (list, key) => {
    expect(leadOfDeskPath(deskLeadPath(list, key))).toEqual({ list, key });
  });

  it.each([
    "/desk/leads",
    "/desk/leads/RCB%20Leads",
    "/desk/leads/RCB%20Leads/-Oabc/notes",
    "/desk/account",
    "/leads/RCB%20Leads/-Oabc",
    "/desk/leads/%E0%A4/-Oabc",
    "/desk/leads/RCB%20Leads/%ZZ",
  ])("names no lead for %s", (pathname) => {
    expect(leadOfDeskPath(pathname)).toBeUndefined();
  });
});
