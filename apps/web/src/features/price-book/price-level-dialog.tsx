import { zodResolver } from "@hookform/resolvers/zod";
import { ZPriceLevelFields, type TPriceLevel } from "@screens/domain/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { z } from "zod";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { reportFieldErrors } from "@/features/forms/server-field-errors";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { requiredIn } from "@/lib/schema-fields";
import { Form } from "@/components/ui/form";
import { registerField } from "@/features/forms/register-field";

/** The factor's text as the number the server's rule checks (blank is missing; a number stays). */
export const FormSchema = z.object({
  name: ZPriceLevelFields.shape.name,
  factor: z.preprocess(
    (text: unknown) => (typeof text !== "string" ? text : text.trim() === "" ? undefined : Number(text)),
    ZPriceLevelFields.shape.factor,
  ),
});
type FormValues = { name: string; factor: string };
const required = requiredIn(FormSchema);

/**
 * A price level added or changed (docs/decisions/149-dealer-price-levels.md): a dealer cost factor
 * in place of the standard 0.55. A changed factor re-prices its dealers' drafts on the server.
 */
export function PriceLevelDialog({
  open,
  onOpenChange,
  level,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The level to change; none adds one. */
  level: TPriceLevel | null;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const keep = (rows: TPriceLevel[]) => queryClient.setQueryData(trpc.priceBooks.levels.queryKey({}), rows);
  const create = useMutation(trpc.priceBooks.createLevel.mutationOptions({ onSuccess: keep }));
  const update = useMutation(trpc.priceBooks.updateLevel.mutationOptions({ onSuccess: keep }));
  const valuesOf = () => ({ name: level?.name ?? "", factor: level ? String(level.factor) : "" });
  const form = useForm<FormValues>({
    resolver: zodResolver(FormSchema) as unknown as Resolver<FormValues>,
    defaultValues: valuesOf(),
  });
  useEffect(() => {
    if (open) form.reset(valuesOf());
    // Each opening shows the level as it is now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, level]);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (raw) => {
    const values = FormSchema.parse(raw);
    try {
      if (level) await update.mutateAsync({ id: level.id, ...values });
      else await create.mutateAsync(values);
    } catch (error) {
      toastError(error);
      reportFieldErrors(error, form.setError);
      return;
    }
    // Its dealers' quotes may show other figures now.
    void queryClient.invalidateQueries(trpc.dealers.pathFilter());
    toastSuccess(level ? `${values.name} saved.` : `${values.name} added.`);
    onOpenChange(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={level ? `Edit ${level.name}` : "Add a price level"}
      description={
        level && level.dealers > 0
          ? `A new factor re-prices the open drafts of its ${level.dealers === 1 ? "dealer" : `${level.dealers} dealers`} at once; sent quotes keep their prices.`
          : "Dealers on a level pay its factor of the list price instead of the standard 0.55."
      }
      footer={
        <DialogActions
          onCancel={() => onOpenChange(false)}
          form="price-level-form"
          pending={create.isPending || update.isPending}
        >
          {level ? "Save" : "Add level"}
        </DialogActions>
      }
    >
      <Form id="price-level-form" noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField label="Name" required={required("name")} error={errors.name?.message}>
          <Input {...registerField(form, "name")} maxLength={40} autoComplete="off" placeholder="Premier" />
        </FormField>
        <FormField
          label="Factor"
          required={required("factor")}
          error={errors.factor?.message}
          description="Dealer cost = list price × factor, before the dealer's own discount."
        >
          <Input
            {...registerField(form, "factor")}
            inputMode="decimal"
            className="max-w-32"
            placeholder="0.52"
          />
        </FormField>
      </Form>
    </Dialog>
  );
}
