// Inches as the shop writes them (subpath `@screens/pricing/inches`): no zod, no price book.

/** Inches as a mixed number in sixteenths: 96.5 -> "96 1/2". */
export function formatInches(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  const whole = Math.floor(x);
  let n = Math.round((x - whole) * 16);
  if (n === 0) return `${whole}`;
  if (n === 16) return `${whole + 1}`;
  let d = 16;
  while (n % 2 === 0) {
    n /= 2;
    d /= 2;
  }
  return `${whole} ${n}/${d}`;
}

/** The denominators of the fractions formatInches writes (sixteenths, reduced). */
const SHOP_DENOMINATORS = new Set([2, 4, 8, 16]);

/**
 * Inches as the panel shows them, read back: "96", "96.5", "96 1/2", "96-1/2", "1/2", each with an
 * optional inch mark (`"` or "in"). Fractions in halves to sixteenths, below one. Null for anything
 * else (formatInches' inverse on what it writes).
 */
export function parseInches(text: string): number | null {
  const match = /^\s*(?:(\d+(?:\.\d+)?)|(?:(\d+)[\s-]+)?(\d+)\/(\d+))\s*(?:"|in\.?|inches)?\s*$/i.exec(text);
  if (!match) return null;
  const [, decimal, whole, numerator, denominator] = match;
  if (decimal !== undefined) return Number(decimal);
  const n = Number(numerator);
  const d = Number(denominator);
  if (!SHOP_DENOMINATORS.has(d) || n <= 0 || n >= d) return null;
  return Number(whole ?? 0) + n / d;
}
