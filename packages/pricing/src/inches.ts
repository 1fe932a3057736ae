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
