/** Human-friendly, unique numbers derived from the row id (ids never repeat, so neither do these). */
export function quoteNumber(id: number): string {
  return `Q-${String(id).padStart(6, "0")}`;
}

export function orderNumber(id: number): string {
  return `SO-${String(id).padStart(6, "0")}`;
}
