import { describe, expect, it } from "vitest";
import { count, days, monthLabel, percent, shortMoney } from "./format";

describe("report formats", () => {
  it("names a period's month without a time zone shift", () => {
    expect(monthLabel("2026-01")).toBe("Jan 2026");
    expect(monthLabel("2026-12")).toBe("Dec 2026");
  });

  it("writes counts, shares and days the same on every call", () => {
    expect(count(12345)).toBe("12,345");
    expect(percent(0.4567)).toBe("45.7%");
    expect(percent(null)).toBe("–");
    expect(days(3.25)).toBe("3.3 days");
    expect(days(null)).toBe("–");
    expect([shortMoney(1_250_000), shortMoney(1_250_000)]).toEqual(["$1.3M", "$1.3M"]);
  });
});
