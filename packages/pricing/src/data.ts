// The bundled sample data. esbuild (tsup) inlines these JSON files into dist.
import priceBookJson from "../data/price-book.json";
import accessoriesJson from "../data/accessories.json";
import { loadPriceBook, type PriceBook } from "./book";

/** The bundled (sample) price book, validated at load. */
export const defaultPriceBook: PriceBook = loadPriceBook(priceBookJson);
export const rawAccessories: unknown = accessoriesJson;
