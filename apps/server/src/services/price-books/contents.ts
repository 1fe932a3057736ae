import {
  AccessoryCatalogueSchema,
  PriceBookError,
  PriceBookSchema,
  loadPriceBook,
  type AccessoryCatalogue,
  type BookContents,
  type PriceBookInput,
} from "@screens/pricing";
import { HttpError } from "../../http/errors.js";

/** The problems of a book or catalogue, each "path: message", for the editor to show at its cell. */
export function bookProblems(book: unknown, accessories: unknown): string[] {
  const problems: string[] = [];
  try {
    loadPriceBook(book);
  } catch (error) {
    if (error instanceof PriceBookError) problems.push(...error.issues);
    else throw error;
  }
  const catalogue = AccessoryCatalogueSchema.safeParse(accessories);
  if (!catalogue.success)
    problems.push(
      ...catalogue.error.issues.map((issue) => `accessories.${issue.path.join(".")}: ${issue.message}`),
    );
  return problems;
}

/** A book the schema accepts, as written: no default filled in, nothing stripped. */
function isBook(value: unknown): value is PriceBookInput {
  return PriceBookSchema.safeParse(value).success;
}

/** A catalogue the schema accepts (it has no defaults: as written is as parsed). */
function isCatalogue(value: unknown): value is AccessoryCatalogue {
  return AccessoryCatalogueSchema.safeParse(value).success;
}

/**
 * A version's stored book and catalogue, checked by the pricing schemas and kept as stored (a raise
 * writes back what it read, a diff compares what is stored); contents that fail are refused with
 * every problem, as the editor shows them.
 */
export function storedContents(row: { book: unknown; accessories: unknown }): BookContents {
  const { book, accessories } = row;
  if (isBook(book) && isCatalogue(accessories)) return { book, accessories };
  throw new HttpError(400, bookProblems(book, accessories));
}
