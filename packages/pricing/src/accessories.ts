import { z } from "zod";
import { rawAccessories } from "./accessories-data";

export const ACCESSORY_CATEGORIES = [
  "Somfy Remote",
  "Contollers - Alpha",
  "Contollers - Alpha, Sales Tools",
] as const;

export const AccessoryVariationSchema = z.object({
  name: z.string().min(1),
  sku: z.string().min(1),
  cost: z.number().nonnegative(),
  image: z.string().min(1),
});

export const AccessoryItemSchema = z.object({
  name: z.string().min(1),
  sku: z.string().min(1),
  cost: z.number().nonnegative(),
  prod_type: z.literal("remote"),
  prod_description: z.string(),
  image: z.string().min(1),
  prod_weight_lb: z.number().min(1).max(15),
  prod_dims: z.string().regex(/^\d+(\.\d+)? x \d+(\.\d+)? x \d+(\.\d+)? in$/),
  category: z.enum(ACCESSORY_CATEGORIES),
  variations: z.array(AccessoryVariationSchema).optional(),
});

export const AccessoryCatalogueSchema = z.object({
  version: z.string().min(1),
  sample: z.array(z.string()).optional(),
  items: z.array(AccessoryItemSchema).min(1),
});

export type AccessoryVariation = z.infer<typeof AccessoryVariationSchema>;
export type AccessoryItem = z.infer<typeof AccessoryItemSchema>;
export type AccessoryCatalogue = z.infer<typeof AccessoryCatalogueSchema>;

/** Validates an accessories catalogue (parsed JSON); throws an Error listing the problems. */
export function loadAccessoryCatalogue(json: unknown): AccessoryCatalogue {
  const r = AccessoryCatalogueSchema.safeParse(json);
  if (!r.success)
    throw new Error(
      `Invalid accessories catalogue:\n${r.error.issues.map((i) => `  - ${i.path.join(".") || "(root)"}: ${i.message}`).join("\n")}`,
    );
  return r.data;
}

const catalogue = loadAccessoryCatalogue(rawAccessories);
/** The bundled (sample) accessories, about 25 items, all prod_type 'remote'. */
export const accessoryCatalogue: readonly AccessoryItem[] = catalogue.items;
export const accessoryCatalogueVersion: string = catalogue.version;

/** Item merged with the chosen variation: its name, sku, cost and image win (product rule R19). */
export function mergeVariation(item: AccessoryItem, variation?: AccessoryVariation | null): AccessoryItem {
  if (!variation) return { ...item };
  return { ...item, name: variation.name, sku: variation.sku, cost: variation.cost, image: variation.image };
}

/** The hover text is the whole description; the card shows the first sentence only (product rule R19). */
export function firstSentence(text: string): string {
  const m = /^.*?[.!?](?=\s|$)/s.exec(text.trim());
  return m ? m[0] : text.trim();
}

export interface AccessoryFilter {
  all: boolean;
  somfy: boolean;
  alpha: boolean;
}
export type AccessoryFilterKey = keyof AccessoryFilter;

/** Both brands on by default, and 'all' (product rule R19). */
export const DEFAULT_ACCESSORY_FILTER: AccessoryFilter = Object.freeze({
  all: true,
  somfy: true,
  alpha: true,
});

/**
 * Product rule R19: 'all' flips every filter together; choosing Somfy or Alpha turns 'all' off.
 */
export function toggleAccessoryFilter(filter: AccessoryFilter, key: AccessoryFilterKey): AccessoryFilter {
  if (key === "all") {
    const v = !filter.all;
    return { all: v, somfy: v, alpha: v };
  }
  return { ...filter, [key]: !filter[key], all: false };
}

/** An item shows if 'all' is on or its category text matches an enabled brand (product rule R19). */
export function filterAccessories<T extends { category: string }>(
  items: readonly T[],
  filter: AccessoryFilter,
): T[] {
  if (filter.all) return [...items];
  return items.filter((i) => {
    const c = i.category.toLowerCase();
    return (filter.somfy && c.includes("somfy")) || (filter.alpha && c.includes("alpha"));
  });
}
