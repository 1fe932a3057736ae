import { type FieldValues, type Path, type RegisterOptions, type UseFormReturn } from "react-hook-form";

/**
 * `form.register(name)` plus the field's value (at first its default, or the `values` passed to
 * useForm) as the element's own default, so the server's HTML shows it: register alone fills the
 * element from the page's script, and a server-rendered form showed empty fields until the page ran
 * (decision 206). Later changes of the default leave what the element shows alone. For inputs,
 * selects, text areas and boolean checkboxes; not for a radio button, whose default value is its value.
 */
export function registerField<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
) {
  const value: unknown = form.getValues(name);
  const initial =
    typeof value === "boolean"
      ? { defaultChecked: value }
      : typeof value === "string" || typeof value === "number"
        ? { defaultValue: String(value) }
        : {};
  return { ...form.register(name, options), ...initial };
}
