import { formatInches } from "../inches";
import { type CutList, cutRows } from "./cut-list";

/** Inches as a cut list prints them: the shop's sixteenths when exact, else the decimals computed (seams carry 4). */
function inches(x: number): string {
  return Math.abs(Math.round(x * 16) - x * 16) < 1e-9 ? formatInches(x) : String(x);
}

/** Columns padded to their widest cell; numbers right-aligned. */
function table(head: string[], rows: string[][], numeric: Set<number>): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    "  " +
    cells
      .map((cell, i) => (numeric.has(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(head), ...rows.map(line)];
}

/** The cut list as the shop reads it: the lengths to cut, the fabric's layout, the parts and the frame colours. */
export function formatCutList(list: CutList): string {
  const out: string[] = [];
  out.push(
    `${list.unit_name || "Unit"}: ${formatInches(list.width_in)} in wide x ${formatInches(list.height_in)} in high` +
      (list.order_code ? `, order code ${list.order_code}` : ""),
  );
  out.push(`Price book ${list.price_book_version}, production book ${list.production_book_version}`);
  out.push("", "Cuts (inches)");
  const rows = cutRows(list).map((r) => [
    r.component,
    r.part,
    String(r.quantity),
    r.width_in === null ? "" : inches(r.width_in),
    inches(r.length_in),
    String(r.stock_max_in),
    r.material,
    r.color ?? "",
  ]);
  if (rows.length)
    out.push(
      ...table(
        ["Component", "Part", "Qty", "Width", "Length", "Stock max", "Material", "Colour"],
        rows,
        new Set([2, 3, 4, 5]),
      ),
    );
  else out.push("  (nothing to cut)");

  const f = list.fabric;
  if (f) {
    out.push("", "Fabric");
    out.push(
      `  ${f.collection.label} ${f.color.label}, roll ${f.roll_width_in} in wide (usable ${f.usable_width_in} in), ${f.rotated ? "rotated: the roll's width runs across the unit" : "not rotated: the roll's width runs up the unit"}`,
    );
    out.push(
      `  Cut width ${inches(f.cut_width_in)} in, drop ${inches(f.drop_in)} in (from ${f.bottom_in} in above the bottom into the housing at ${f.top_in} in)`,
    );
    const seam =
      f.seams_in.length === 0
        ? "none"
        : f.seams_in
            .map(
              (s) =>
                `${s} in${f.added_seams_in.includes(s) ? " (added for the roll)" : ` (${f.seam_location ?? "seam"})`}`,
            )
            .join(", ");
    out.push(`  Seams from the bottom: ${seam}; ${f.roll_length_in} in off the roll`);
  }

  const parts: [string, string][] = [];
  const m = list.motor;
  if (m)
    parts.push([
      "Motor",
      `${m.brand.label} ${m.type.label}${m.side ? `, ${m.side.label.toLowerCase()} side` : ""}; cord ${m.cord.label}${m.extended_cord ? " and an extended cord" : ""}`,
    ]);
  if (list.housing)
    parts.push([
      "Housing",
      `${list.housing.type.label}, ${list.housing.option.label.toLowerCase()}${list.housing.end_caps ? `; ${list.housing.end_caps} end caps` : ""}`,
    ]);
  for (const t of list.tracks) if (t.kind === "track") parts.push([`Track cap, ${t.side}`, t.cap.label]);
  if (list.hem_bar) parts.push(["Hem bar end caps", `2, ${list.hem_bar.cap.label}`]);
  if (list.hem_bar && list.hem_bar.pile_brush_runs === 0) parts.push(["Pile brush", "none"]);
  if (list.clear_window) parts.push(["Clear window", `${list.clear_window.panes} panes`]);
  if (parts.length) out.push("", "Parts", ...table(["Part", "Detail"], parts, new Set()).slice(1));
  if (list.frame.length)
    out.push(
      "",
      "Frame colours",
      ...table(
        ["Component", "Colour"],
        list.frame.map((finish) => [
          finish.component.replace("_", " "),
          `${finish.collection.label} ${finish.color.label}`,
        ]),
        new Set(),
      ).slice(1),
    );
  for (const w of list.warnings) out.push(`Warning: ${w}`);
  return out.join("\n") + "\n";
}
