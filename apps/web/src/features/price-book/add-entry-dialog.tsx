import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormErrorLine, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { toastSuccess } from "@/lib/notify";
import { requiredIn } from "@/lib/schema-fields";
import { Form } from "@/components/ui/form";
import { registerField } from "@/features/forms/register-field";
import type { CatalogueSpec } from "./catalogues-panel";
import type { EditProblem } from "./draft-edits";

export const FormSchema = z.object({
  label: z.string().trim().min(1, { error: "Name the entry." }).max(200),
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{1,8}$/, { error: "A code is 1 to 8 uppercase letters or digits." }),
  like: z.string(),
});
type FormValues = z.infer<typeof FormSchema>;
const required = requiredIn(FormSchema);

/** The value units will record: the name in lower case, words joined by "_", unique in the list. */
export function valueFor(label: string, taken: readonly string[]): string {
  const base =
    label
      .trim()
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "_")
      .replace(/^_+|_+$/g, "")
      .slice(0, 40) || "entry";
  let value = base;
  for (let n = 2; taken.includes(value); n += 1) value = `${base}_${n}`;
  return value;
}

/** A code suggested from the name: its letters and digits in upper case, at most 8. */
function codeFor(label: string): string {
  return label
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, 8);
}

/**
 * A new catalogue entry (docs/decisions/194-price-book-editor.md): named, coded, and a copy of an
 * existing entry's prices and settings to start from. The server checks the whole book; a refusal
 * shows at the field it concerns.
 */
export function AddEntryDialog(props: AddEntryDialogProps) {
  // Each opening starts with an empty form and no message.
  return <AddEntryForm key={props.open ? "open" : "closed"} {...props} />;
}

interface AddEntryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  catalogue: CatalogueSpec;
  onAdd: (entry: { value: string; label: string; code: string; like?: string }) => Promise<EditProblem[]>;
}

function AddEntryForm({ open, onOpenChange, catalogue, onAdd }: AddEntryDialogProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: { label: "", code: "", like: catalogue.entries.at(-1)?.value ?? "" },
  });
  const { errors, isSubmitting } = form.formState;
  const values = catalogue.entries.map((e) => e.value);
  const label = useWatch({ control: form.control, name: "label" });
  const value = valueFor(label, values);

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    const problems = await onAdd({ value, label: input.label, code: input.code, like: input.like });
    if (problems.length === 0) {
      toastSuccess(`${input.label} added to ${catalogue.title}.`);
      onOpenChange(false);
      return;
    }
    const rest: string[] = [];
    for (const problem of problems) {
      const field = problem.path.startsWith(`${catalogue.path}.${value}.`)
        ? problem.path.slice(`${catalogue.path}.${value}.`.length)
        : problem.path === catalogue.path && /code/.test(problem.message)
          ? "code"
          : problem.path === catalogue.path && /value/.test(problem.message)
            ? "label"
            : null;
      if (field === "label" || field === "code") form.setError(field, { message: problem.message });
      else rest.push(problem.message);
    }
    if (rest.length > 0) setFormError(rest.join(" "));
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Add to ${catalogue.title}`}
      description="The new entry starts as a copy of another one's prices and settings; change them in the list afterwards."
      footer={
        <DialogActions onCancel={() => onOpenChange(false)} form="add-entry-form" pending={isSubmitting}>
          Add entry
        </DialogActions>
      }
    >
      <Form id="add-entry-form" noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField
          label="Name"
          required={required("label")}
          error={errors.label?.message}
          description={label.trim() ? `Recorded on units as “${value}”.` : undefined}
        >
          <Input
            {...registerField(form, "label", {
              onChange: (event: { target: { value: string } }) => {
                if (!form.formState.dirtyFields.code) form.setValue("code", codeFor(event.target.value));
              },
            })}
            data-autofocus
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Code"
            required={required("code")}
            error={errors.code?.message}
            description="Used in order codes."
          >
            <Input
              {...registerField(form, "code", { setValueAs: (v: string) => v.toUpperCase() })}
              className="font-mono uppercase"
              maxLength={8}
            />
          </FormField>
          <FormField label="Copy prices from" required={required("like")} error={errors.like?.message}>
            <Select
              {...registerField(form, "like")}
              options={catalogue.entries.map((e) => ({ value: e.value, label: e.label }))}
            />
          </FormField>
        </div>
        <FormErrorLine message={formError} />
      </Form>
    </Dialog>
  );
}
