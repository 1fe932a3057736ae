// The bundled (sample) production book, inlined into dist like the price book (src/price-book.ts).
import productionBookJson from "../../data/production-book.json";
import type { ProductionBook } from "./book";

/** Not parsed at import, as the price book is not; `test/production-book.test.ts` proves it valid. */
export const defaultProductionBook = productionBookJson as unknown as ProductionBook;
