import { describe, expect, it } from "vitest";
import { listQueryKey, staleKeys } from "./invalidate";

const keys = (...changed: Parameters<typeof staleKeys>[0]) =>
  staleKeys(changed).map((key) => JSON.stringify(key));

describe("staleKeys", () => {
  it("a unit's change reloads its own reads and its quote (totals, lists), nothing else", () => {
    expect(keys("configurations").sort()).toEqual(
      [
        JSON.stringify([["configurations"]]),
        JSON.stringify([["quotes"]]),
        JSON.stringify(listQueryKey(["quotes"])),
      ].sort(),
    );
  });

  it("a customer's change reloads the quote form's customer choice and the quote lists (customer name)", () => {
    const stale = keys("customers");
    expect(stale).toContain(JSON.stringify([["dealers", "customers"]]));
    expect(stale).toContain(JSON.stringify(listQueryKey(["customers"])));
    expect(stale).toContain(JSON.stringify(listQueryKey(["quotes"])));
    expect(stale).not.toContain(JSON.stringify(listQueryKey(["users"])));
  });

  it("a dealer's change reloads every list that shows the dealer's name", () => {
    const stale = keys("dealers");
    for (const rows of ["dealers", "quotes", "orders", "customers", "users"] as const)
      expect(stale).toContain(JSON.stringify(listQueryKey([rows])));
    expect(stale).not.toContain(JSON.stringify(listQueryKey(["accounts"])));
  });

  it("a list key starts with its rows, so a dealer's quote list is reloaded with the quotes", () => {
    expect(listQueryKey(["quotes", "dealer", 5])).toEqual(["list", "quotes", "dealer", 5]);
    expect(keys("quotes")).toContain(JSON.stringify(listQueryKey(["quotes", "dealer", 5]).slice(0, 2)));
  });
});
