import { accessoryDisplayPrice, formatUSD } from "@screens/pricing/money";
import { firstSentence, mergeVariation, type AccessoryItem } from "@screens/pricing/accessories";
import { Loader2, Minus, Plus, ShoppingCart } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";

export const ACCESSORY_IMAGE_PATH = "/assets/images/accessories/";

export interface AccessoryCardProps {
  item: AccessoryItem;
  markup: number;
  canAdd: boolean;
  /** The add of this item is on its way (its mutation's isPending). */
  adding: boolean;
  onAdd: (item: AccessoryItem, variationSku: string | null, quantity: number) => void;
}

/** One catalogue item: image, name, price rounded up, first sentence (full text on hover), variations. */
export function AccessoryCard({ item, markup, canAdd, adding, onAdd }: AccessoryCardProps) {
  const [variationSku, setVariationSku] = useState("");
  const [quantity, setQuantity] = useState(1);
  const selectId = useId();
  const descriptionId = useId();
  const variations = item.variations ?? [];
  const variation = variations.find((v) => v.sku === variationSku) ?? null;
  const shown = mergeVariation(item, variation);
  const needsVariation = variations.length > 0 && variation === null;
  const brand = item.category.toLowerCase().includes("somfy") ? "Somfy" : "Alpha";

  return (
    <article
      className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm shadow-slate-900/5 transition hover:-translate-y-0.5 hover:shadow-md"
      aria-label={item.name}
    >
      <div className="relative flex aspect-[4/3] items-center justify-center bg-gradient-to-b from-slate-50 to-slate-100/80">
        <img
          src={`${ACCESSORY_IMAGE_PATH}${shown.image}`}
          alt={shown.name}
          className="h-[78%] w-[78%] object-contain transition-transform duration-200 group-hover:scale-[1.03]"
        />
        <Badge
          variant="secondary"
          className="absolute top-3 left-3 bg-white/90 text-[11px] shadow-xs dark:bg-card/90"
        >
          {brand}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 className="leading-snug font-semibold">{item.name}</h2>
          <p className="shrink-0 text-lg font-semibold tabular-nums" data-testid="accessory-price">
            {formatUSD(accessoryDisplayPrice(shown.cost, markup))}
          </p>
        </div>
        <div className="group/description relative">
          <p
            className="line-clamp-2 text-sm text-muted-foreground"
            title={item.prod_description}
            tabIndex={0}
            aria-describedby={descriptionId}
          >
            {firstSentence(item.prod_description)}
          </p>
          <div
            id={descriptionId}
            role="tooltip"
            className="pointer-events-none absolute top-full left-0 z-20 mt-1 w-full rounded-md bg-slate-950 px-3 py-2 text-xs leading-relaxed text-white opacity-0 shadow-lg transition-opacity group-focus-within/description:opacity-100 group-hover/description:opacity-100"
          >
            {item.prod_description}
          </div>
        </div>
        <p className="text-xs text-muted-foreground">
          {item.prod_dims} · {item.prod_weight_lb} lb · SKU {shown.sku}
        </p>
        <div className="mt-auto space-y-3 pt-1">
          {variations.length > 0 && (
            <div>
              <label htmlFor={selectId} className="sr-only">
                Variation of {item.name}
              </label>
              <Select
                id={selectId}
                value={variationSku}
                placeholder="Select a variation"
                onChange={(event) => setVariationSku(event.target.value)}
                options={variations.map((v) => ({ value: v.sku, label: v.name }))}
              />
            </div>
          )}
          <div className="flex items-center gap-2">
            <div className="flex h-10 items-center rounded-md border" role="group" aria-label="Quantity">
              <Button
                variant="ghost"
                size="icon"
                className="size-9"
                aria-label="Decrease quantity"
                disabled={quantity <= 1}
                onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              >
                <Minus aria-hidden="true" />
              </Button>
              <span className="w-7 text-center text-sm tabular-nums" aria-live="polite">
                {quantity}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="size-9"
                aria-label="Increase quantity"
                disabled={quantity >= 999}
                onClick={() => setQuantity((q) => Math.min(999, q + 1))}
              >
                <Plus aria-hidden="true" />
              </Button>
            </div>
            <Button
              className="min-w-0 flex-1 shrink px-3"
              disabled={!canAdd || needsVariation || adding}
              onClick={() => onAdd(item, variation?.sku ?? null, quantity)}
            >
              {adding ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <ShoppingCart aria-hidden="true" />
              )}
              Add to Cart
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
