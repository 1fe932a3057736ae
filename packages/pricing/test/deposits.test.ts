import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { depositDue, depositLabel, paymentBalance } from "../src/money";

describe("the deposit asked on acceptance", () => {
  it("is a percentage of the total rounded half up to the cent, or an amount, never above the total", () => {
    expect(depositDue(12_345.67, { kind: "percent", value: 50 })).toBe(6_172.84);
    expect(depositDue(100.01, { kind: "percent", value: 50 })).toBe(50.01);
    expect(depositDue(999.99, { kind: "percent", value: 33.33 })).toBe(333.3);
    expect(depositDue(2_000, { kind: "amount", value: 500 })).toBe(500);
    expect(depositDue(300, { kind: "amount", value: 500 })).toBe(300);
    expect(depositDue(2_000, { kind: "none" })).toBe(0);
    expect(depositDue(0, { kind: "percent", value: 50 })).toBe(0);
  });

  it("is whole cents between 0 and the total for any total and rule", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (cents, basis) => {
          const total = cents / 100;
          const due = depositDue(total, { kind: "percent", value: basis / 100 });
          expect(Number.isInteger(Math.round(due * 100))).toBe(true);
          expect(Math.abs(due * 100 - Math.round(due * 100))).toBeLessThan(1e-6);
          expect(due).toBeGreaterThanOrEqual(0);
          expect(due).toBeLessThanOrEqual(total);
        },
      ),
    );
  });

  it("reads on the customer's document with its percentage", () => {
    expect(depositLabel({ kind: "percent", value: 50 })).toBe("Deposit due on acceptance (50%)");
    expect(depositLabel({ kind: "amount", value: 500 })).toBe("Deposit due on acceptance");
  });
});

describe("what was paid against a total", () => {
  it("nets refunds against payments to the cent", () => {
    const balance = paymentBalance(1_000.1, 500.05, [
      { kind: "payment", amount: 300.03 },
      { kind: "payment", amount: 200.02 },
      { kind: "refund", amount: 0.1 },
    ]);
    expect(balance).toEqual({ paid: 499.95, deposit_outstanding: 0.1, balance: 500.15 });
  });

  it("owes nothing of the deposit once it is paid, and shows an overpayment as a negative balance", () => {
    expect(paymentBalance(100, 50, [{ kind: "payment", amount: 120 }])).toEqual({
      paid: 120,
      deposit_outstanding: 0,
      balance: -20,
    });
    expect(paymentBalance(100, 0, [])).toEqual({ paid: 0, deposit_outstanding: 0, balance: 100 });
  });
});
