import type { TPriceBookImpact, TPriceBookVersionRow, TPriceLevel } from "@screens/domain/schemas";

/** A version row as priceBooks.list answers it. */
export function versionRow(overrides: Partial<TPriceBookVersionRow> = {}): TPriceBookVersionRow {
  return {
    id: 1,
    version: "2026.1",
    state: "in_effect",
    effective_at: "2026-01-01T05:00:00.000Z",
    based_on: null,
    note: null,
    created_at: "2025-12-01T10:00:00.000Z",
    updated_at: "2025-12-01T10:00:00.000Z",
    published_at: "2025-12-15T10:00:00.000Z",
    ...overrides,
  };
}

export const VERSIONS: TPriceBookVersionRow[] = [
  versionRow({
    id: 3,
    version: "2027.1",
    state: "draft",
    effective_at: null,
    based_on: "2026.2",
    note: "Motors up with the supplier's new list",
    published_at: null,
  }),
  versionRow({
    id: 2,
    version: "2026.2",
    state: "scheduled",
    effective_at: "2026-12-01T05:00:00.000Z",
    based_on: "2026.1",
  }),
  versionRow({ id: 1, version: "2026.1", state: "in_effect" }),
  versionRow({ id: 0, version: "1", state: "superseded", effective_at: "2025-01-01T05:00:00.000Z" }),
];

export const LEVELS: TPriceLevel[] = [
  { id: 4, name: "Premier", factor: 0.52, dealers: 2 },
  { id: 5, name: "Volume", factor: 0.5, dealers: 0 },
];

export const IMPACT: TPriceBookImpact = {
  version: "2027.1",
  quotes: 3,
  units: 7,
  dealers: [
    {
      dealer_id: 11,
      company_name: "Sunset Shades",
      quotes: 2,
      quotes_changed: 2,
      total_before: 10000,
      total_after: 10400,
      largest_change: 250,
      largest_quote: "Q-000031",
    },
    {
      dealer_id: 12,
      company_name: "Gulf Coast, Shade & Screen",
      quotes: 1,
      quotes_changed: 0,
      total_before: 2500,
      total_after: 2500,
      largest_change: 0,
      largest_quote: null,
    },
  ],
  changed_units: [
    {
      quote_id: 31,
      quote_number: "Q-000031",
      unit_name: "Lanai left",
      before: 1200,
      after: 1248,
      problem: null,
    },
  ],
  elapsed_ms: 12,
};
