import { describe, expect, it } from "vitest";
import { auditQueryFrom, auditSearch } from "./audit-query";

describe("the audit page's address", () => {
  it("reads who, what, the days and the page, and writes them back", () => {
    const query = auditQueryFrom(
      new URLSearchParams("who=12&kind=price_book&from=2026-11-01&to=2026-11-29&page=3"),
      "America/New_York",
    );
    expect(query).toEqual({
      tz: "America/New_York",
      page_size: 50,
      user_id: 12,
      kind: "price_book",
      from: "2026-11-01",
      to: "2026-11-29",
      page: 3,
    });
    expect(auditSearch(query).toString()).toBe("who=12&kind=price_book&from=2026-11-01&to=2026-11-29&page=3");
  });

  it("leaves out what is not a filter rather than asking the server for it", () => {
    const query = auditQueryFrom(new URLSearchParams("who=0x1&kind=orders&from=yesterday&page=-2"), "UTC");
    expect(query).toEqual({ tz: "UTC", page_size: 50 });
    expect(auditSearch({ ...query, page: 1 }).toString()).toBe("");
  });
});
