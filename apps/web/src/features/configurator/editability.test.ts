import { describe, expect, it } from "vitest";
import { editorAccess } from "./editability";

describe("editor access of a dealer on a quote awaiting approval (product rule R6)", () => {
  it("shows the same contact-support message at 31 (Awaiting Payment) as at 30", () => {
    const dealer = { role_id: 6, account_id: null };
    expect(editorAccess(dealer, 30)).toEqual({ editable: false, showSave: false, notice: "contact-support" });
    expect(editorAccess(dealer, 31)).toEqual({ editable: false, showSave: false, notice: "contact-support" });
  });

  it("leaves staff the plain read-only notice where they may not edit", () => {
    expect(editorAccess({ role_id: 3, account_id: 2 }, 50).notice).toBe("read-only");
  });
});
