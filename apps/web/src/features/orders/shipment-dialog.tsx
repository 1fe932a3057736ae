import { useMutation } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import { ZTrackingDate, ZTrackingUrl, type TShipment } from "@screens/domain/schemas";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useSave } from "@/features/forms/use-save";
import { useInvalidates } from "@/lib/invalidate";
import { useTRPC } from "@/lib/trpc";
import { requiredIn } from "@/lib/schema-fields";
import { Form } from "@/components/ui/form";
import { registerField } from "@/features/forms/register-field";

/** The form's rules: the server's (ZCreateShipmentRequest) for what a person types, fields empty allowed. */
const ShipmentFormSchema = z.object({
  carrier: z.string().trim().min(1, { error: "Enter the carrier." }).max(100),
  tracking_number: z.string().trim().max(100),
  tracking_url: z
    .string()
    .trim()
    .refine((value) => value === "" || ZTrackingUrl.safeParse(value).success, {
      error: "The tracking link must be an http:// or https:// address.",
    }),
  shipped_at: z.union([z.literal(""), ZTrackingDate]),
  delivered_at: z.union([z.literal(""), ZTrackingDate]),
});
/** The fields the schema requires (the server's own check). */
const required = requiredIn(ShipmentFormSchema);

type ShipmentForm = z.input<typeof ShipmentFormSchema>;

/** A stored date as the date field shows it (the calendar day it was entered for). */
function dateField(value: string | null): string {
  return value ? value.slice(0, 10) : "";
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

/**
 * Add or change a shipment (staff): carrier, tracking number and link, shipped and delivered dates.
 * The dealer is e-mailed by the server when a shipment first gets its ship date.
 */
export function ShipmentDialog({
  orderId,
  shipment,
  open,
  onOpenChange,
}: {
  orderId: number;
  /** The shipment to change; none: a new one. */
  shipment?: TShipment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const trpc = useTRPC();
  const save = useSave();
  const invalidates = useInvalidates();
  const create = useMutation(trpc.shipments.create.mutationOptions(invalidates("shipments")));
  const update = useMutation(trpc.shipments.update.mutationOptions(invalidates("shipments")));
  const form = useForm<ShipmentForm>({
    resolver: zodResolver(ShipmentFormSchema),
    values: {
      carrier: shipment?.carrier ?? "",
      tracking_number: shipment?.tracking_number ?? "",
      tracking_url: shipment?.tracking_url ?? "",
      shipped_at: dateField(shipment?.shipped_at ?? null),
      delivered_at: dateField(shipment?.delivered_at ?? null),
    },
  });
  const { errors, isSubmitting, isSubmitted, touchedFields } = form.formState;
  // The browser's own calendar day ("en-CA" writes YYYY-MM-DD).
  const today = new Date().toLocaleDateString("en-CA");

  const submit = form.handleSubmit(async (values) => {
    const body = {
      carrier: values.carrier.trim(),
      tracking_number: orNull(values.tracking_number),
      tracking_url: orNull(values.tracking_url),
      shipped_at: orNull(values.shipped_at),
      delivered_at: orNull(values.delivered_at),
    };
    // Only what changed: an ERP's exact ship time is not rounded to the day by an unrelated edit.
    const changed = Object.fromEntries(
      Object.entries(body).filter(([key]) => form.formState.dirtyFields[key as keyof ShipmentForm]),
    );
    const saved = shipment
      ? await save("update", () => update.mutateAsync({ id: shipment.id, ...changed }), form.setError)
      : await save("create", () => create.mutateAsync({ order_id: orderId, ...body }), form.setError);
    if (saved) onOpenChange(false);
  });

  const field = (name: keyof ShipmentForm) => ({
    error: errors[name]?.message,
    showError: isSubmitted || !!touchedFields[name],
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={shipment ? "Edit shipment" : "Add shipment"}
      description="An order may ship in parts: one shipment per delivery. The dealer is e-mailed when it ships."
      footer={
        <DialogActions onCancel={() => onOpenChange(false)} form="shipment-form" pending={isSubmitting}>
          Save
        </DialogActions>
      }
    >
      <Form id="shipment-form" noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField label="Carrier" required={required("carrier")} {...field("carrier")}>
          <Input autoComplete="off" data-autofocus {...registerField(form, "carrier")} />
        </FormField>
        <FormField label="Tracking number" {...field("tracking_number")}>
          <Input autoComplete="off" {...registerField(form, "tracking_number")} />
        </FormField>
        <FormField
          label="Tracking link"
          description="The carrier's tracking page (https://...)."
          {...field("tracking_url")}
        >
          <Input type="url" inputMode="url" autoComplete="off" {...registerField(form, "tracking_url")} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Shipped on" {...field("shipped_at")}>
            <Input type="date" max={today} {...registerField(form, "shipped_at")} />
          </FormField>
          <FormField label="Delivered on" {...field("delivered_at")}>
            <Input type="date" max={today} {...registerField(form, "delivered_at")} />
          </FormField>
        </div>
      </Form>
    </Dialog>
  );
}
