/** "× 0.52": a factor as the price bridge writes it (two decimals at least). */
export function factorText(factor: number): string {
  const decimals = String(factor).split(".")[1]?.length ?? 0;
  return `× ${factor.toFixed(Math.max(2, decimals))}`;
}
