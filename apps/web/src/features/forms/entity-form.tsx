import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES } from "@screens/domain/messages";
import { Pencil } from "lucide-react";
import { useEffect, useEffectEvent, useState, type ReactElement, type ReactNode } from "react";
import { useForm, type FieldValues, type Path, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { useConfirm } from "@/components/feedback/confirm-provider";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, type SelectOption } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { changedFields } from "@/lib/format";
import { isRequiredField } from "@/lib/schema-fields";
import { cn } from "@/lib/utils";
import { Form } from "@/components/ui/form";
import { withFieldErrorSink } from "./server-field-errors";
import { registerField } from "./register-field";

/** A field of a form; `Name` is one of its schema's fields (see `EntityForm`). */
export interface FieldSpec<Name extends string = string> {
  name: Name;
  label: string;
  type?: "text" | "email" | "tel" | "number" | "url" | "password" | "textarea" | "select" | "checkbox";
  options?: SelectOption[];
  placeholder?: string;
  step?: string;
  autoComplete?: string;
  /** Spans both columns of the grid. */
  wide?: boolean;
  description?: ReactNode;
}

/** A list of fields with their names kept as literals, so a form can check them against its schema. */
export const fieldSet = <const Name extends string>(fields: FieldSpec<Name>[]) => fields;

/** The names of a schema's fields. */
export type FieldName<S extends z.ZodObject> = Path<z.input<S>>;

export interface EntityFormProps<S extends z.ZodObject> {
  /** The fields' rules, the server's: they validate the form and say which fields are required. */
  schema: S;
  /** Only the schema's fields: a misspelt name fails the type check. */
  fields: ReadonlyArray<FieldSpec<FieldName<S>>>;
  /** Current data (edit) or defaults (create). */
  values: FieldValues;
  /**
   * "create": always editable, submits every field. "edit": read-only until `editLabel` is pressed;
   * Cancel resets; Save sends only changed fields ('No changes in data.' when none).
   */
  mode: "create" | "edit";
  editLabel?: string;
  submitLabel?: string;
  /** Ask 'Are you sure?' before saving (account edit, product rule R40). */
  confirmSave?: boolean;
  /** Resolves true on success (leaves edit mode). */
  onSubmit: (values: FieldValues, changed: FieldValues) => Promise<boolean>;
  onCancel?: () => void;
  /** Server validation errors by field, shown under the fields. */
  serverErrors?: Record<string, string>;
  extraActions?: ReactNode;
  readOnlyFields?: ReadonlyArray<FieldName<S>>;
}

/** The panel's forms: react-hook-form + the domain's zod schemas, messages of product rule R20. */
export function EntityForm<S extends z.ZodObject>({
  schema,
  fields,
  values,
  mode,
  editLabel,
  submitLabel,
  confirmSave = false,
  onSubmit,
  onCancel,
  serverErrors,
  extraActions,
  readOnlyFields = [],
}: EntityFormProps<S>) {
  const confirm = useConfirm();
  const [editing, setEditing] = useState(mode === "create");
  const form = useForm({
    resolver: zodResolver(schema as z.ZodObject as never) as Resolver,
    mode: "onTouched",
    defaultValues: values,
  });
  const { errors, touchedFields, isSubmitted, isSubmitting } = form.formState;

  // Re-sync with fresh server data only while not editing (reads `editing` without re-running
  // when it changes: leaving edit mode keeps what was just saved on screen until the data reloads).
  const syncWithServer = useEffectEvent((fresh: FieldValues) => {
    if (!editing) form.reset(fresh);
  });
  useEffect(() => {
    syncWithServer(values);
  }, [values]);

  const cancel = () => {
    form.reset(values);
    if (mode === "edit") setEditing(false);
    onCancel?.();
  };

  const submit = form.handleSubmit(async (parsed) => {
    const submitted: FieldValues = {};
    for (const field of fields) submitted[field.name] = parsed[field.name] as unknown;
    const changed = mode === "edit" ? changedFields(values, submitted) : submitted;
    if (mode === "edit" && Object.keys(changed).length === 0) {
      toast.info(MESSAGES.noChanges);
      return;
    }
    if (confirmSave && !(await confirm())) return;
    const names = new Set<string>(fields.map((field) => field.name));
    const ok = await withFieldErrorSink(
      (found) => {
        // The server's errors name the API's fields: those of this form show at their fields.
        for (const [name, message] of Object.entries(found))
          if (names.has(name)) form.setError(name, { type: "server", message });
      },
      () => onSubmit(submitted, changed),
    );
    if (ok && mode === "edit") setEditing(false);
  });

  const readOnly = !editing;
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={submitLabel ?? editLabel ?? "Form"}>
      <div className="grid grid-cols-1 gap-x-5 gap-y-4 sm:grid-cols-2">
        {fields.map((field) => {
          const error = (errors[field.name]?.message as string | undefined) ?? serverErrors?.[field.name];
          const show = Boolean(touchedFields[field.name] || isSubmitted || serverErrors?.[field.name]);
          const disabled = readOnly || readOnlyFields.includes(field.name);
          const required = isRequiredField(schema, field.name);
          const common = { ...registerField(form, field.name), disabled, placeholder: field.placeholder };
          let control: ReactElement<{ id?: string }>;
          if (field.type === "textarea") control = <Textarea rows={4} {...common} />;
          else if (field.type === "select")
            control = (
              <Select {...common} options={field.options} placeholder={field.placeholder ?? "Select..."} />
            );
          else if (field.type === "checkbox") {
            return (
              <label
                key={field.name}
                className={cn(
                  "flex items-center gap-3 rounded-md border p-3 text-sm",
                  field.wide && "sm:col-span-2",
                )}
              >
                <Checkbox {...registerField(form, field.name)} disabled={disabled} />
                <span>
                  <span className="font-medium">{field.label}</span>
                  {field.description && (
                    <span className="block text-muted-foreground">{field.description}</span>
                  )}
                </span>
              </label>
            );
          } else
            control = (
              <Input
                type={field.type ?? "text"}
                step={field.step}
                autoComplete={field.autoComplete}
                inputMode={field.type === "number" ? "decimal" : undefined}
                {...common}
              />
            );
          return (
            <FormField
              key={field.name}
              label={field.label}
              required={required && !readOnly}
              error={error}
              showError={show && !readOnly}
              description={field.description}
              className={cn(field.wide && "sm:col-span-2")}
            >
              {control}
            </FormField>
          );
        })}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-end gap-2 border-t pt-4">
        {extraActions}
        {readOnly ? (
          editLabel && (
            <Button type="button" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {editLabel}
            </Button>
          )
        ) : (
          <>
            {(mode === "edit" || onCancel) && (
              <Button type="button" variant="outline" onClick={cancel}>
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={isSubmitting}>
              {submitLabel ?? (mode === "create" ? "Create" : "Save")}
            </Button>
          </>
        )}
      </div>
    </Form>
  );
}
