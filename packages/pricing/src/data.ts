// The bundled sample data. esbuild (tsup) inlines these JSON files into dist.
import priceBookJson from "../data/price-book.json";
import accessoriesJson from "../data/accessories.json";
import type { PriceBook } from "./book";

/**
 * The bundled (sample) price book. It is not parsed at import: zod's parse of it costs ~45 ms on a
 * desktop (four times that on a phone) in every panel page load and CLI start, and returns it
 * unchanged. `test/price-book.test.ts` proves both: the file validates, and validating it changes
 * nothing. A book from anywhere else (a file, the server's PRICE_BOOK) still goes through
 * `loadPriceBook`.
 */
export const defaultPriceBook = priceBookJson as unknown as PriceBook;
export const rawAccessories: unknown = accessoriesJson;
