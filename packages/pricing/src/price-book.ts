// The bundled sample price book (subpath `@screens/pricing/price-book`). esbuild (tsup) inlines the
// JSON into dist. Importing this module, or any module that imports it (rules, validate, price,
// describe, order-code, and so the "." barrel), loads the whole price book.
import priceBookJson from "../data/price-book.json";
import type { PriceBook } from "./book";

/**
 * The bundled (sample) price book. It is not parsed at import: zod's parse of it costs ~45 ms on a
 * desktop (four times that on a phone) in every panel page load and CLI start, and returns it
 * unchanged. `test/price-book.test.ts` proves both: the file validates, and validating it changes
 * nothing. A book from anywhere else (a file, the server's PRICE_BOOK) still goes through
 * `loadPriceBook`.
 */
export const defaultPriceBook = priceBookJson as unknown as PriceBook;
