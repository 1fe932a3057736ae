import { COUNTRIES } from "@screens/domain/validation";
import { ROLE_NAMES, type RoleId } from "@screens/domain/roles";
import { plainText } from "@/lib/format";
import { fieldSet, type FieldSpec } from "./entity-form";

export const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: country }));

const address = fieldSet([
  { name: "address_1", label: "Address 1", autoComplete: "address-line1" },
  { name: "address_2", label: "Address 2", autoComplete: "address-line2" },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state", label: "State", autoComplete: "address-level1" },
  { name: "zip_code", label: "Zip code", autoComplete: "postal-code" },
  { name: "country", label: "Country", type: "select", options: COUNTRY_OPTIONS },
]);

const person = fieldSet([
  { name: "first_name", label: "First name", autoComplete: "given-name" },
  { name: "last_name", label: "Last name", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
]);

export const USER_FIELDS = fieldSet([
  { name: "username", label: "Username", autoComplete: "username" },
  ...person,
]);

export function roleField(roles: RoleId[]): FieldSpec<"role_id"> {
  return {
    name: "role_id",
    label: "Role",
    type: "select",
    options: roles.map((role) => ({ value: String(role), label: ROLE_NAMES[role] })),
  };
}

export const CUSTOMER_FIELDS = fieldSet([
  ...person,
  ...address,
  { name: "notes", label: "Notes", type: "textarea", wide: true },
]);

export const DEALER_FIELDS = fieldSet([
  { name: "company_name", label: "Company name", autoComplete: "organization" },
  { name: "discount", label: "Discount (%)", type: "number", step: "0.01" },
  { name: "email", label: "Email", type: "email" },
  { name: "phone", label: "Phone", type: "tel" },
  { name: "website", label: "Website", type: "url", placeholder: "https://" },
  ...address,
  {
    name: "can_create_dealers",
    label: "Can create dealers",
    type: "checkbox",
    wide: true,
    description: "Recorded with the dealer; new dealers are still created by manufacturer staff.",
  },
]);

export const ACCOUNT_FIELDS = fieldSet([
  { name: "company_name", label: "Company name" },
  { name: "email", label: "Email", type: "email" },
  { name: "phone", label: "Phone", type: "tel" },
  { name: "discount", label: "Discount (%)", type: "number", step: "0.01" },
]);

/** Strings for the inputs (null becomes empty). */
export function formValues(
  record: Record<string, unknown> | undefined,
  fields: ReadonlyArray<FieldSpec>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = record?.[field.name];
    values[field.name] = field.type === "checkbox" ? Boolean(value) : plainText(value);
  }
  return values;
}
