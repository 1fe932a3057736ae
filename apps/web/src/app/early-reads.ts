// The first reads of the screens that the document starts itself (issue 14, decision 125): REST paths,
// `$1` the path's id. index.html's inline script starts them by these paths (scripts/build-chunks.ts
// builds it from this table) and routes.tsx hands their answers to the same procedures' queries, so
// both read one table. No imports: the build script loads this file too.
export const EARLY_READS = {
  quote: { answer: "/api/quotes/$1", history: "/api/quotes/$1/history" },
  order: { answer: "/api/orders/$1" },
  configuration: { answer: "/api/configurations/$1", priceBook: "/api/price-book" },
} as const;

/** A read's path for an id: "/api/quotes/$1" for 12 is "/api/quotes/12". */
export function readPath(template: string, id: number): string {
  return template.replace("$1", String(id));
}
