import { render } from "@testing-library/react";
import type { TQuoteListItem } from "@screens/domain/schemas";
import { describe, expect, it } from "vitest";
import { QUOTE_COLUMNS } from "./tables";

// Decision 199: long titles and names are cut to their column from 640 px up, the whole text in the
// tooltip, so Status and the total stay in view at 1280 px.

const LONG_TITLE = "Vandenberghe-Worthington residence: lanai, pool cage, garage and front entry screens";
const LONG_DEALER =
  "Southwest Florida Premium Outdoor Living, Motorized Shade and Screen Installations of Sarasota";

const row = {
  id: 1,
  title: LONG_TITLE,
  dealer: { company_name: LONG_DEALER },
  customer_name: "Maximilianarosalind Vandenberghe-Worthington-Smythe",
  owner_name: "Maximilianarosalind Vandenberghe-Worthington-Smythe",
} as unknown as TQuoteListItem;

function cellOf(id: string) {
  const column = QUOTE_COLUMNS.find((candidate) => candidate.id === id);
  if (!column?.cell) throw new Error(`no cell for ${id}`);
  const { container } = render(<>{column.cell(row)}</>);
  return { column, span: container.firstElementChild as HTMLElement };
}

describe("the quotes list's cells", () => {
  it.each([
    ["title", LONG_TITLE],
    ["dealer", LONG_DEALER],
    ["customer_name", row.customer_name],
    ["owner_name", row.owner_name],
  ])("%s: cut to its column with the whole text in the tooltip", (id, text) => {
    const { column, span } = cellOf(id);
    expect(span).toHaveTextContent(text ?? "");
    expect(span).toHaveAttribute("title", text);
    expect(span.className).toContain("sm:truncate");
    // The text's room is the column's less the cell's padding (12 px a side).
    expect(span.style.getPropertyValue("--clip")).toBe(`${String((column.size ?? 150) - 24)}px`);
  });

  it("the columns shown at first leave Status and the total inside a 1280 px screen's table", () => {
    // 1280 less the side navigation (240) and the page's padding (2 x 32): 976 px for the table.
    const shown = QUOTE_COLUMNS.filter((column) => column.visible !== false && column.id !== "owner_name");
    const upToTotal = shown.slice(0, shown.findIndex((column) => column.id === "sale_price") + 1);
    const checkbox = 44;
    expect(upToTotal.reduce((sum, column) => sum + (column.size ?? 150), checkbox)).toBeLessThanOrEqual(976);
  });
});
