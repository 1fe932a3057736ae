import { zodResolver } from "@hookform/resolvers/zod";
import { VERSION_STATE_LABELS, ZVersionName, type TPriceBookVersionRow } from "@screens/domain/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { reportFieldErrors } from "@/features/forms/server-field-errors";
import { useAppNavigate } from "@/lib/navigation";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { requiredIn } from "@/lib/schema-fields";
import { Form } from "@/components/ui/form";
import { registerField } from "@/features/forms/register-field";

export const FormSchema = z.object({
  version: ZVersionName,
  based_on: z.string(),
  note: z.string().max(500, { error: "A note has at most 500 characters." }),
});
type FormValues = z.infer<typeof FormSchema>;
const required = requiredIn(FormSchema);

/** The version a new draft copies unless told otherwise: the one in effect (the server's default too). */
export function defaultBase(versions: TPriceBookVersionRow[]): string {
  return (versions.find((row) => row.state === "in_effect") ?? versions[0])?.version ?? "";
}

/**
 * A new draft, a copy of a version (docs/decisions/148-price-book-versions.md): its name is the one
 * every unit priced with it records. Opens the draft once made.
 */
export function NewDraftDialog({
  open,
  onOpenChange,
  versions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  versions: TPriceBookVersionRow[];
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const create = useMutation(
    trpc.priceBooks.createDraft.mutationOptions({
      onSuccess: (rows) => queryClient.setQueryData(trpc.priceBooks.list.queryKey({}), rows),
    }),
  );
  const form = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: { version: "", based_on: defaultBase(versions), note: "" },
  });
  useEffect(() => {
    if (open) form.reset({ version: "", based_on: defaultBase(versions), note: "" });
    // Each opening starts blank, from the version in effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const note = values.note.trim();
    try {
      await create.mutateAsync({
        version: values.version,
        ...(values.based_on ? { based_on: values.based_on } : {}),
        ...(note ? { note } : {}),
      });
    } catch (error) {
      toastError(error);
      reportFieldErrors(error, form.setError);
      return;
    }
    toastSuccess(`Draft ${values.version} created.`, `A copy of ${values.based_on}, ready to change.`);
    onOpenChange(false);
    void navigate(`/panel/price-book/${encodeURIComponent(values.version)}`);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="New draft"
      description="A copy of a version to change. Nobody prices with it until you publish it."
      footer={
        <DialogActions onCancel={() => onOpenChange(false)} form="new-draft-form" pending={create.isPending}>
          Create draft
        </DialogActions>
      }
    >
      <Form id="new-draft-form" noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField
          label="Name"
          required={required("version")}
          error={errors.version?.message}
          description="Recorded on every unit priced with it, e.g. 2027.1."
        >
          <Input {...registerField(form, "version")} autoComplete="off" maxLength={40} data-autofocus />
        </FormField>
        <FormField label="Based on" required={required("based_on")} error={errors.based_on?.message}>
          <Select
            {...registerField(form, "based_on")}
            options={versions.map((row) => ({
              value: row.version,
              label: `${row.version} · ${VERSION_STATE_LABELS[row.state]}`,
            }))}
          />
        </FormField>
        <FormField label="Note" required={required("note")} error={errors.note?.message}>
          <Textarea
            {...registerField(form, "note")}
            rows={3}
            maxLength={500}
            placeholder="What changes, and why"
          />
        </FormField>
      </Form>
    </Dialog>
  );
}
