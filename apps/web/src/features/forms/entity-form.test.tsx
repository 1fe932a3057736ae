import {
  AccountEditSchema,
  CustomerSchema,
  DealerSchema,
  UserCreateSchema,
} from "@screens/domain/validation";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isRequiredField } from "@/lib/schema-fields";
import { renderWithProviders } from "@/test/render-app";
import { EntityForm, fieldSet } from "./entity-form";
import { ACCOUNT_FIELDS, CUSTOMER_FIELDS, DEALER_FIELDS, USER_FIELDS } from "./field-sets";

const requiredOf = (schema: z.ZodObject, fields: ReadonlyArray<{ name: string }>) =>
  fields.map((field) => field.name).filter((name) => isRequiredField(schema, name));

describe("a form's required fields come from its schema", () => {
  it("reads the domain's schemas as the server checks them", () => {
    expect(isRequiredField(CustomerSchema, "address_1")).toBe(true);
    expect(isRequiredField(CustomerSchema, "address_2")).toBe(false);
    expect(isRequiredField(CustomerSchema, "notes")).toBe(false);
    // A dealer's cleared discount is an error; an account's is 0.
    expect(isRequiredField(DealerSchema, "discount")).toBe(true);
    expect(isRequiredField(AccountEditSchema, "discount")).toBe(false);
    expect(isRequiredField(DealerSchema, "website")).toBe(false);
    expect(isRequiredField(UserCreateSchema, "role_id")).toBe(true);
    expect(isRequiredField(CustomerSchema, "no_such_field")).toBe(false);
  });

  it("marks the panel's forms as the spec's required fields", () => {
    const address = ["address_1", "city", "state", "zip_code", "country"];
    const person = ["first_name", "last_name", "email", "phone"];
    expect(requiredOf(CustomerSchema, CUSTOMER_FIELDS)).toEqual([...person, ...address]);
    expect(requiredOf(UserCreateSchema, USER_FIELDS)).toEqual(["username", ...person]);
    expect(requiredOf(DealerSchema, DEALER_FIELDS)).toEqual([
      "company_name",
      "discount",
      "email",
      "phone",
      ...address,
    ]);
    expect(requiredOf(AccountEditSchema, ACCOUNT_FIELDS)).toEqual(["company_name", "email", "phone"]);
  });

  it("marks exactly the schema's required fields while editing", async () => {
    const schema = z.object({ title: z.string().min(1), note: z.string().optional() });
    renderWithProviders(
      <EntityForm
        schema={schema}
        fields={fieldSet([
          { name: "title", label: "Title" },
          { name: "note", label: "Note" },
        ])}
        values={{ title: "", note: "" }}
        mode="create"
        onSubmit={() => Promise.resolve(true)}
      />,
    );
    expect(await screen.findByRole("textbox", { name: /Title/ })).toHaveAttribute("aria-required", "true");
    expect(screen.getByRole("textbox", { name: /Note/ })).not.toHaveAttribute("aria-required");
  });

  it("refuses, at the type check, a field its schema does not have", () => {
    // Never rendered: the type check is the test (a misspelt name is a compile error).
    const misspelt = () => (
      <EntityForm
        schema={CustomerSchema}
        // @ts-expect-error "adress_1" is not a field of CustomerSchema
        fields={fieldSet([{ name: "adress_1", label: "Address 1" }])}
        values={{}}
        mode="create"
        onSubmit={() => Promise.resolve(true)}
      />
    );
    const spelt = () => (
      <EntityForm
        schema={CustomerSchema}
        fields={CUSTOMER_FIELDS}
        values={{}}
        mode="create"
        onSubmit={() => Promise.resolve(true)}
      />
    );
    expect([misspelt, spelt]).toHaveLength(2);
  });
});
