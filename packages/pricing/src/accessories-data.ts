// The bundled accessories catalogue, apart from the price book (price-book.ts) so that
// `@screens/pricing/accessories` does not load the price book. esbuild (tsup) inlines the JSON.
import accessoriesJson from "../data/accessories.json";

export const rawAccessories: unknown = accessoriesJson;
