import { within } from "@testing-library/react";
import { expect } from "vitest";
import type { $ZodObject } from "zod/v4/core";
import { isRequiredField } from "@/lib/schema-fields";

/**
 * A form's required marks are its schema's required fields (decision 193): each field's control,
 * found by its label, is marked required exactly when `schema` refuses it left empty, and the form
 * marks no other control. `labels` maps the schema's field names to their labels as shown.
 */
export function expectMarksOfSchema(form: HTMLElement, schema: $ZodObject, labels: Record<string, string>) {
  // The label as shown, with the mark's "*" after it or not.
  const label = (field: string) =>
    new RegExp(`^${(labels[field] ?? field).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\*?$`);
  const marks = (field: string) =>
    within(form).getByLabelText(label(field)).getAttribute("aria-required") === "true";
  const fields = Object.keys(labels);
  expect(Object.fromEntries(fields.map((field) => [field, marks(field)]))).toEqual(
    Object.fromEntries(fields.map((field) => [field, isRequiredField(schema, field)])),
  );
  // No mark beside the schema's: every marked control is one of the fields above.
  expect(form.querySelectorAll('[aria-required="true"]').length).toBe(
    fields.filter((field) => isRequiredField(schema, field)).length,
  );
}
