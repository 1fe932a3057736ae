import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Form } from "@/components/ui/form";
import { registerField } from "@/features/forms/register-field";

export interface SubmitValues {
  po_reference: string | null;
  measurements_final: boolean;
}

const BLANK = { po_reference: "", measurements_final: true };

/**
 * Submit for approval (docs/decisions/136-signature-to-order.md): the dealer's purchase-order
 * reference and whether its measurements are final, which the manufacturer reads before approving.
 */
export function SubmitDialog({
  open,
  onOpenChange,
  onSubmit,
  busy,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: SubmitValues) => Promise<boolean>;
  busy: boolean;
}) {
  const form = useForm({ defaultValues: BLANK });
  useEffect(() => {
    if (open) form.reset(BLANK);
  }, [open, form]);
  const submit = form.handleSubmit(async (values) => {
    const request = {
      po_reference: values.po_reference.trim() || null,
      measurements_final: values.measurements_final,
    };
    if (await onSubmit(request)) onOpenChange(false);
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Submit for approval?"
      description="The quote and its products can no longer be edited by the dealer."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="submit-quote-form" disabled={busy}>
            Submit for Approval
          </Button>
        </>
      }
    >
      <Form id="submit-quote-form" noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
        <FormField label="Your PO reference" description="Optional: printed on the manufacturer's order.">
          <Input {...registerField(form, "po_reference")} maxLength={50} autoComplete="off" />
        </FormField>
        <label className="flex items-start gap-2.5 text-sm">
          <Checkbox className="mt-0.5" {...registerField(form, "measurements_final")} />
          <span>
            <span className="font-medium">Measurements are final</span>
            <span className="block text-muted-foreground">
              Clear it when the site has not been measured yet: the manufacturer sees it before building.
            </span>
          </span>
        </label>
      </Form>
    </Dialog>
  );
}
