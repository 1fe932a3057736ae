import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as zm from "zod/mini";
import { isRequiredField, isRequiredGiven, requiredIn } from "./schema-fields";

describe("required fields, read from a classic or a mini schema (decision 193)", () => {
  it("reads zod/mini's schemas as the classic API's", () => {
    const classic = z.object({
      name: z.string().min(1),
      note: z.string().optional(),
      nullable: z.string().nullable(),
      tick: z.boolean().default(false),
      count: z.coerce.number<string>().min(1),
    });
    const mini = zm.object({
      name: zm.string().check(zm.minLength(1)),
      note: zm.optional(zm.string()),
      nullable: zm.nullable(zm.string()),
      tick: zm._default(zm.boolean(), false),
      count: zm.coerce.number<string>().check(zm.minimum(1)),
    });
    for (const schema of [classic, mini]) {
      const required = requiredIn(schema);
      expect(["name", "note", "nullable", "tick", "count"].filter((name) => required(name as never))).toEqual(
        ["name", "count"],
      );
      expect(isRequiredField(schema, "no_such_field")).toBe(false);
    }
  });

  it("reads a field required only with another field's value from the refinement", () => {
    const tax = z
      .object({ exempt: z.boolean(), certificate: z.string().trim().nullable().optional() })
      .superRefine((input, ctx) => {
        if (input.exempt && !input.certificate)
          ctx.addIssue({ code: "custom", path: ["certificate"], message: "" });
      });
    expect(isRequiredGiven(tax, { exempt: true }, "certificate")).toBe(true);
    expect(isRequiredGiven(tax, { exempt: false }, "certificate")).toBe(false);
    // Left as such on the object, the field is optional.
    expect(isRequiredField(tax, "certificate")).toBe(false);
  });
});
