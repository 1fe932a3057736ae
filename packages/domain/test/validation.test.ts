import { describe, expect, it } from "vitest";
import {
  CustomerSchema,
  LoginSchema,
  PhoneSchema,
  ResetPasswordSchema,
  UsernameSchema,
  NameSchema,
  QuoteDetailsSchema,
  AccountEditSchema,
  DealerSchema,
  joinNotes,
  splitNotes,
} from "../src/index.js";
import type { z } from "zod";

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("panel.md §5 validation messages", () => {
  it("login requires both fields and lowercases the username", () => {
    expect(messages(LoginSchema, { username: "", password: "" })).toEqual([
      "Username is required.",
      "Password is required.",
    ]);
    expect(LoginSchema.parse({ username: " SalesRep ", password: "x" }).username).toBe("salesrep");
  });

  it("password rules each have their message", () => {
    const check = (password: string) =>
      messages(ResetPasswordSchema, { password, confirmPassword: password });
    expect(check("")).toContain("Password is required.");
    expect(check("Ab1!")).toContain("Password must be at least 8 characters long");
    expect(check("abcdefg1!")).toEqual(["Password must contain at least one uppercase letter"]);
    expect(check("ABCDEFG1!")).toEqual(["Password must contain at least one lowercase letter"]);
    expect(check("Abcdefgh!")).toEqual(["Password must contain at least one number"]);
    expect(check("Abcdefgh1")).toEqual(["Password must contain at least one special character"]);
    expect(check("Screens#2026")).toEqual([]);
    expect(
      messages(ResetPasswordSchema, { password: "Screens#2026", confirmPassword: "Other#2026x" }),
    ).toEqual(["Passwords must match"]);
    expect(messages(ResetPasswordSchema, { password: "Screens#2026", confirmPassword: "" })).toContain(
      "Confirm Password is required",
    );
  });

  it("phone accepts international and local forms with a 6 to 8 digit body", () => {
    for (const ok of ["+1 (555) 123-4567", "555-123-4567", "(416) 555 0199", "1234567", "+52 55 1234 5678"])
      expect(messages(PhoneSchema, ok), ok).toEqual([]);
    expect(messages(PhoneSchema, "")).toEqual(["Phone number is required."]);
    for (const bad of ["12345", "call me", "555-12"])
      expect(messages(PhoneSchema, bad), bad).toEqual(["Phone number is not valid."]);
  });

  it("username and name rules", () => {
    expect(messages(UsernameSchema, "ab")).toEqual(["Username must be at least 3 characters long"]);
    expect(messages(UsernameSchema, "a".repeat(21))).toEqual(["Username must be at most 20 characters long"]);
    expect(messages(UsernameSchema, "bad name")).toEqual([
      "Username can only contain letters, numbers, and underscores.",
    ]);
    expect(UsernameSchema.parse("Sales_Rep1")).toBe("sales_rep1");
    expect(messages(NameSchema, "")).toEqual(["Name is required."]);
    expect(messages(NameSchema, "A")).toEqual(["Name must be at least 2 characters long"]);
    expect(messages(NameSchema, "R2D2")).toEqual(["Name can only contain letters and spaces."]);
  });

  it("customer address messages", () => {
    const result = messages(CustomerSchema, {
      first_name: "Ann",
      last_name: "Lee",
      email: "ann@example.com",
      phone: "555-123-4567",
    });
    expect(result).toEqual([
      "Address 1 is required",
      "City is required",
      "State is required",
      "Zip code is required",
      "Country is required",
    ]);
  });

  it("dealer discount: required (a cleared field is not 0), 0 to 100, 0 when left out of a new dealer", () => {
    const dealer = {
      company_name: "Shade Co",
      email: "a@b.co",
      phone: "2395550100",
      address_1: "1 Main St",
      city: "Naples",
      state: "FL",
      country: "USA",
      zip_code: "34102",
    };
    expect(messages(DealerSchema, { ...dealer, discount: "" })).toEqual(["Discount is required"]);
    expect(messages(DealerSchema, { ...dealer, discount: null })).toEqual(["Discount is required"]);
    expect(messages(DealerSchema, { ...dealer, discount: 101 })).toEqual(["Discount cannot exceed 100%"]);
    expect(DealerSchema.parse({ ...dealer, discount: "12.5" }).discount).toBe(12.5);
    expect(DealerSchema.parse(dealer).discount).toBe(0);
  });

  it("account edit and quote title messages", () => {
    expect(messages(AccountEditSchema, { company_name: "", email: "x", phone: "", discount: -1 })).toEqual([
      "A company name must be entered",
      "Invalid email format",
      "A phone number must be entered",
      "Discount cannot be negative",
    ]);
    expect(
      messages(AccountEditSchema, { company_name: "A", email: "a@b.co", phone: "1", discount: 101 }),
    ).toEqual(["Discount cannot exceed 100%"]);
    expect(messages(QuoteDetailsSchema, { title: "" })).toEqual(["Title is required"]);
    expect(messages(QuoteDetailsSchema, { title: "ab" })).toEqual(["Title must be at least 3 characters"]);
  });
});

describe("panel.md §3 notes and shipping info share one text", () => {
  it("round-trips through the 'Shipping Info:' marker", () => {
    const stored = joinNotes("Gate code 1234", "12 Palm Way\nNaples FL");
    expect(stored).toContain("Shipping Info:");
    expect(splitNotes(stored)).toEqual({
      notes: "Gate code 1234",
      shipping_address: "12 Palm Way\nNaples FL",
    });
    expect(splitNotes("just notes")).toEqual({ notes: "just notes", shipping_address: "" });
    expect(joinNotes("only notes", "")).toBe("only notes");
  });
});
