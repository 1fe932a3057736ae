import { COUNTRIES } from "@screens/domain/validation";
import { ROLE_NAMES, type RoleId } from "@screens/domain/roles";
import { plainText } from "@/lib/format";
import type { FieldSpec } from "./entity-form";

export const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: country }));

const address: FieldSpec[] = [
  { name: "address_1", label: "Address 1", required: true, autoComplete: "address-line1" },
  { name: "address_2", label: "Address 2", autoComplete: "address-line2" },
  { name: "city", label: "City", required: true, autoComplete: "address-level2" },
  { name: "state", label: "State", required: true, autoComplete: "address-level1" },
  { name: "zip_code", label: "Zip code", required: true, autoComplete: "postal-code" },
  { name: "country", label: "Country", required: true, type: "select", options: COUNTRY_OPTIONS },
];

const person: FieldSpec[] = [
  { name: "first_name", label: "First name", required: true, autoComplete: "given-name" },
  { name: "last_name", label: "Last name", required: true, autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", required: true, autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", required: true, autoComplete: "tel" },
];

export const USER_FIELDS: FieldSpec[] = [
  { name: "username", label: "Username", required: true, autoComplete: "username" },
  ...person,
];

export function roleField(roles: RoleId[]): FieldSpec {
  return {
    name: "role_id",
    label: "Role",
    type: "select",
    required: true,
    options: roles.map((role) => ({ value: String(role), label: ROLE_NAMES[role] })),
  };
}

export const CUSTOMER_FIELDS: FieldSpec[] = [
  ...person,
  ...address,
  { name: "notes", label: "Notes", type: "textarea", wide: true },
];

export const DEALER_FIELDS: FieldSpec[] = [
  { name: "company_name", label: "Company name", required: true, autoComplete: "organization" },
  { name: "discount", label: "Discount (%)", type: "number", required: true, step: "0.01" },
  { name: "email", label: "Email", type: "email", required: true },
  { name: "phone", label: "Phone", type: "tel", required: true },
  { name: "website", label: "Website", type: "url", placeholder: "https://" },
  ...address,
  {
    name: "can_create_dealers",
    label: "Can create dealers",
    type: "checkbox",
    wide: true,
    description: "Recorded with the dealer; new dealers are still created by manufacturer staff.",
  },
];

export const ACCOUNT_FIELDS: FieldSpec[] = [
  { name: "company_name", label: "Company name", required: true },
  { name: "email", label: "Email", type: "email", required: true },
  { name: "phone", label: "Phone", type: "tel", required: true },
  { name: "discount", label: "Discount (%)", type: "number", step: "0.01" },
];

/** Strings for the inputs (null becomes empty). */
export function formValues(
  record: Record<string, unknown> | undefined,
  fields: FieldSpec[],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = record?.[field.name];
    values[field.name] = field.type === "checkbox" ? Boolean(value) : plainText(value);
  }
  return values;
}
