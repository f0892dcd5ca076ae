// The dialog every form shows after a post: its look and its role come from its kind alone.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MessageDialog } from "~/forms/MessageDialog";

describe("the message dialog", () => {
  const render = (kind: "success" | "error", title: string) =>
    renderToStaticMarkup(
      createElement(MessageDialog, { dialog: { kind, title, text: "Some text." } }),
    );

  it("looks and is announced by its kind, whatever its title says", () => {
    const error = render("error", "Success!");
    expect(error).toContain("message-dialog--error");
    expect(error).toContain('role="alertdialog"');
    const success = render("success", "Done");
    expect(success).toContain("message-dialog--success");
    expect(success).toContain('role="dialog"');
  });
});
