import type { TQuoteAccessory } from "@screens/domain/schemas";
import { Dialog } from "@/components/ui/dialog";
import { formatDate, formatUSD } from "@/lib/format";
import { ACCESSORY_IMAGE_PATH } from "./accessory-card";

/**
 * View of an accessory line on a quote (the row menu's View, product rule R39): the product as the
 * catalogue shows it, the quantity and the customer price of one and of the line.
 */
export function AccessoryDetailsDialog({
  accessory,
  onOpenChange,
}: {
  accessory: TQuoteAccessory | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={accessory !== null}
      onOpenChange={onOpenChange}
      title={accessory?.prod_name ?? "Accessory"}
      description={accessory ? `SKU ${accessory.sku}` : undefined}
    >
      {accessory && (
        <div className="grid gap-4">
          {accessory.image && (
            <img
              src={`${ACCESSORY_IMAGE_PATH}${accessory.image}`}
              alt=""
              className="mx-auto h-32 w-auto rounded-md object-contain"
            />
          )}
          {accessory.prod_description && (
            <p className="text-sm text-muted-foreground">{accessory.prod_description}</p>
          )}
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Quantity</dt>
            <dd className="text-right tabular-nums">{accessory.quantity}</dd>
            <dt className="text-muted-foreground">Customer price (each)</dt>
            <dd className="text-right tabular-nums">{formatUSD(accessory.price)}</dd>
            <dt className="font-medium">Customer price</dt>
            <dd className="text-right font-medium tabular-nums">{formatUSD(accessory.line_price)}</dd>
            <dt className="text-muted-foreground">Added</dt>
            <dd className="text-right">{formatDate(accessory.created_at)}</dd>
          </dl>
        </div>
      )}
    </Dialog>
  );
}
