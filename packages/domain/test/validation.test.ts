import { describe, expect, it } from "vitest";
import {
  CustomerSchema,
  LoginSchema,
  UserCreateSchema,
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

describe("validation messages (product rule R20)", () => {
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

  describe("person names (decision 130)", () => {
    const LETTERS_AND_SPACES = "Name can only contain letters and spaces.";

    it("accepts letters of any script, spaces, hyphens, both apostrophes and periods", () => {
      for (const name of [
        "Anne-Marie O'Connor",
        "José",
        "St. John",
        "Nguyễn",
        "Zoë",
        "D’Angelo",
        "José Nguyễn",
        "Björk Guðmundsdóttir",
        "Ólafur",
        "François-Xavier",
        "Mary Jo",
        "J. R.",
        "Łukasz",
        "Алексей",
        "李小龍",
        "ʻIolani",
        "'t Hooft",
        "Jr.",
        "Al",
      ])
        expect(messages(NameSchema, name), name).toEqual([]);
    });

    it("trims the ends, keeps the name as typed, and composes accents (NFC)", () => {
      expect(NameSchema.parse("  Anne-Marie O'Connor  ")).toBe("Anne-Marie O'Connor");
      expect(NameSchema.parse("D’Angelo")).toBe("D’Angelo");
      // "e" + combining circumflex + combining tilde: one composed letter, as typed on most keyboards.
      const decomposed = "Nguye\u0302\u0303n";
      expect(NameSchema.parse(decomposed)).toBe("Nguyễn");
      expect(NameSchema.parse(decomposed)).toHaveLength(6);
      expect(messages(NameSchema, "Jose\u0301")).toEqual([]);
    });

    it("refuses digits, other symbols and emoji with the spec's message", () => {
      for (const name of [
        "R2D2",
        "Anne2",
        "john@example",
        "Jo_Ann",
        "Hi!",
        "Ann & Lee",
        "Ann, Lee",
        "Lee (Jr)",
        "Zoë 😀",
        "Ann\tLee",
        "Ann\nLee",
        'O"Neil',
        "Ann/Lee",
        "Ann+Lee",
        "=cmd",
        "Ann\u200BLee",
        "Ann\u00A0Lee",
        "\u0661\u0662\u0663",
      ])
        expect(messages(NameSchema, name), JSON.stringify(name)).toEqual([LETTERS_AND_SPACES]);
    });

    it("refuses a name without a letter, one starting with a hyphen or a period, and a mark not on a letter", () => {
      for (const name of [
        "--",
        "''",
        "’’",
        "..",
        ". -",
        "- '.",
        "\u0301\u0301",
        "A \u0301",
        "-\u0301e",
        "-Anne",
        ".Ann",
        "\u0301Ann",
      ])
        expect(messages(NameSchema, name), JSON.stringify(name)).toEqual([LETTERS_AND_SPACES]);
    });

    it("counts the length after trimming, with the spec's messages", () => {
      expect(messages(NameSchema, "   ")).toEqual(["Name is required."]);
      expect(messages(NameSchema, " É ")).toEqual(["Name must be at least 2 characters long"]);
      expect(messages(NameSchema, "-")).toEqual([
        "Name must be at least 2 characters long",
        LETTERS_AND_SPACES,
      ]);
      expect(messages(NameSchema, "é".repeat(50))).toEqual([]);
      expect(messages(NameSchema, ` ${"é".repeat(50)} `)).toEqual([]);
      // 50 letters typed decomposed are 100 code units before composing: still 50 characters.
      expect(messages(NameSchema, "e\u0301".repeat(50))).toEqual([]);
      expect(messages(NameSchema, "é".repeat(51))).toEqual(["Name must be at most 50 characters long"]);
      expect(messages(NameSchema, `${"a".repeat(50)}1`)).toEqual([
        "Name must be at most 50 characters long",
        LETTERS_AND_SPACES,
      ]);
    });

    it("the user and customer schemas use the same rule for both names", () => {
      expect(
        messages(UserCreateSchema.pick({ first_name: true, last_name: true }), {
          first_name: "Anne-Marie",
          last_name: "O'Connor",
        }),
      ).toEqual([]);
      expect(
        messages(UserCreateSchema.pick({ first_name: true, last_name: true }), {
          first_name: "Anne_Marie",
          last_name: "O'Connor",
        }),
      ).toEqual([LETTERS_AND_SPACES]);
      const customer = CustomerSchema.safeParse({
        first_name: "José",
        last_name: "Nguye\u0302\u0303n",
        email: "jose@example.com",
        phone: "555-123-4567",
        address_1: "1 Main St",
        city: "Tampa",
        state: "FL",
        zip_code: "33602",
        country: "USA",
      });
      expect(customer.success && customer.data.last_name).toBe("Nguyễn");
      expect(
        messages(CustomerSchema.pick({ first_name: true, last_name: true }), {
          first_name: "Ann3",
          last_name: "Lee",
        }),
      ).toEqual([LETTERS_AND_SPACES]);
    });
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

describe("notes and shipping info share one text", () => {
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
