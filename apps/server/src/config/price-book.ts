import fs from "node:fs";
import { loadPriceBook, type PriceBook } from "@screens/pricing";

/** Reads and validates a replacement price book (PRICE_BOOK=file.json); a bad one stops the start-up. */
export function loadPriceBookFile(file: string): PriceBook {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(
      `PRICE_BOOK ${file} could not be read as JSON: ${error instanceof Error ? error.message : "unreadable"}`,
    );
  }
  return loadPriceBook(json);
}
