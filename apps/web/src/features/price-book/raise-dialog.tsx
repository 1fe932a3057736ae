import { zodResolver } from "@hookform/resolvers/zod";
import { RAISE_SECTIONS, RAISE_STEPS, ZRaiseRequest, type RaiseSection } from "@screens/domain/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { z } from "zod";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { reportFieldErrors } from "@/features/forms/server-field-errors";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { requiredIn } from "@/lib/schema-fields";
import { Form } from "@/components/ui/form";
import { registerField } from "@/features/forms/register-field";

const SECTION_OPTIONS = (Object.entries(RAISE_SECTIONS) as [RaiseSection, string][]).map(
  ([value, label]) => ({
    value,
    label,
  }),
);

const STEP_LABELS: Record<(typeof RAISE_STEPS)[number], string> = {
  0.01: "To the cent",
  1: "To $1",
  5: "To $5",
  10: "To $10",
};
const STEP_OPTIONS = RAISE_STEPS.map((step) => ({ value: String(step), label: STEP_LABELS[step] }));

/** The inputs' text as the request's numbers, checked by the server's own rules (numbers stay). */
export const FormSchema = z.object({
  section: ZRaiseRequest.shape.section,
  percent: z.preprocess(
    (text: unknown) =>
      typeof text !== "string"
        ? text
        : text.trim() === ""
          ? undefined
          : Number(text.replace("%", "").replace(",", ".").trim()),
    ZRaiseRequest.shape.percent,
  ),
  step: z.preprocess((text: unknown) => Number(text), ZRaiseRequest.shape.step),
});
type FormValues = { section: string; percent: string; step: string };
const required = requiredIn(FormSchema);
const BLANK: FormValues = { section: "all", percent: "", step: "0.01" };

/**
 * Raise (or lower) a draft's prices by a percentage, rounded to a step
 * (docs/decisions/148-price-book-versions.md): sizes and factors never move, only money.
 */
export function RaiseDialog({
  open,
  onOpenChange,
  version,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  version: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const raise = useMutation(
    trpc.priceBooks.raise.mutationOptions({
      // Its contents, changes and impact are other figures now.
      onSuccess: () => queryClient.invalidateQueries(trpc.priceBooks.pathFilter()),
    }),
  );
  const form = useForm<FormValues>({
    resolver: zodResolver(FormSchema) as unknown as Resolver<FormValues>,
    defaultValues: BLANK,
  });
  useEffect(() => {
    if (open) form.reset(BLANK);
  }, [open, form]);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (raw) => {
    const values = FormSchema.parse(raw);
    try {
      const { changed } = await raise.mutateAsync({ version, ...values });
      const verb = values.percent > 0 ? "raised" : "lowered";
      toastSuccess(
        changed === 1 ? `1 price ${verb}.` : `${changed.toLocaleString("en-US")} prices ${verb}.`,
        `${RAISE_SECTIONS[values.section]} by ${Math.abs(values.percent)}%, ${STEP_LABELS[values.step as (typeof RAISE_STEPS)[number]].toLowerCase()}.`,
      );
      onOpenChange(false);
    } catch (error) {
      toastError(error);
      reportFieldErrors(error, form.setError);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Raise prices"
      description="Every price of the section times the percentage, then rounded. A negative percentage lowers them."
      footer={
        <DialogActions
          onCancel={() => onOpenChange(false)}
          form="raise-prices-form"
          pending={raise.isPending}
        >
          Apply
        </DialogActions>
      }
    >
      <Form id="raise-prices-form" noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField label="Section" required={required("section")} error={errors.section?.message}>
          <Select {...registerField(form, "section")} options={SECTION_OPTIONS} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Percent" required={required("percent")} error={errors.percent?.message}>
            <Input
              {...registerField(form, "percent")}
              inputMode="decimal"
              placeholder="e.g. 4"
              data-autofocus
            />
          </FormField>
          <FormField label="Rounding" required={required("step")} error={errors.step?.message}>
            <Select {...registerField(form, "step")} options={STEP_OPTIONS} />
          </FormField>
        </div>
      </Form>
    </Dialog>
  );
}
