/** A catalogue choice as a cut list shows it: its value and its label. */
export interface Choice {
  value: string;
  label: string;
}

/** The entry's value and label; an unknown value keeps itself as its label. */
export function choice(entry: { value: string; label: string } | undefined, value?: string | null): Choice {
  if (entry) return { value: entry.value, label: entry.label };
  return { value: value ?? "", label: value ?? "not chosen" };
}

/** Inches to 4 decimals, as the seam rules round them (rules.ts). */
export const r4 = (x: number) => Math.round(x * 10000) / 10000;
