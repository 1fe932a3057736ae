import { compileBook, type PriceBook } from "./book";
import type { Configuration } from "./configuration";
import { defaultPriceBook } from "./price-book";
import { clearWindowPanes } from "./price";
import { normalize } from "./rules";
import { formatInches } from "./inches";

type Entry = { value: string; label: string };
const label = (list: readonly Entry[] | undefined, v: string | null): string | null =>
  v === null ? null : (list?.find((e) => e.value === v)?.label ?? v);

/** One-paragraph human-readable summary of a unit (normalized first). */
export function describeConfiguration(config: Configuration, book: PriceBook = defaultPriceBook): string {
  const c = normalize(config, book);
  const cb = compileBook(book);
  const b = cb.book;
  const parts: string[] = [];
  const name = c.unit_name.trim() ? `${c.unit_name.trim()}: ` : "";
  const kind = c.included_complete_unit ? "complete unit" : "unit (components only)";
  let head = `${name}${formatInches(c.unit_width_in)} in wide x ${formatInches(c.unit_height_in)} in high ${kind}`;
  if (c.included_clear_window) head += ` with a ${clearWindowPanes(c, book)}-pane clear window`;
  if (c.included_housing) {
    parts.push(
      `${label(b.housing_types, c.housing_type) ?? "unchosen"} housing (${(label(b.housing_options, c.housing_option) ?? "option not chosen").toLowerCase()})`,
    );
  }
  if (c.included_motor_tube) {
    const m = c.motor_brand === null ? undefined : cb.motor.get(c.motor_brand);
    let s = `${m?.label ?? "unchosen"} ${label(m?.types, c.motor_type) ?? "motor type not chosen"} motor and tube`;
    if (c.included_housing && c.motor_side) s += ` on the ${c.motor_side}`;
    s += ` with ${label(m?.cords, c.motor_cord) ?? "no chosen"} cord${c.motor_extended_cord ? " and an extended cord" : ""}`;
    if (!c.included_housing && c.housing_type) s += ` (${label(b.housing_types, c.housing_type)} size)`;
    parts.push(s);
  } else if (c.included_housing && c.motor_side) parts.push(`motor on the ${c.motor_side}`);
  if (c.included_retention) {
    const r =
      c.retention_type === "varies"
        ? `${(label(b.retention_types, c.retention_left) ?? "unchosen").toLowerCase()} retention on the left and ${(label(b.retention_types, c.retention_right) ?? "unchosen").toLowerCase()} on the right`
        : `${(label(b.retention_types, c.retention_type) ?? "unchosen").toLowerCase()} retention`;
    parts.push(
      `${r} with ${(label(b.retention_caps, c.retention_cap) ?? "unchosen").toLowerCase()} caps${c.retention_cut_to_length ? ", cut to length" : ""}`,
    );
  }
  if (c.included_hem_bar) {
    parts.push(
      `${(label(b.hem_bar_types, c.hem_bar_type) ?? "unchosen").toLowerCase()} hem bar with ${(label(b.hem_bar_caps, c.hem_bar_cap) ?? "unchosen").toLowerCase()} caps and ${(label(b.pile_brushes, c.pile_brush) ?? "no chosen").toLowerCase()} pile brush`,
    );
  }
  if (c.included_fabric) {
    const f = c.fabric_collection === null ? undefined : cb.fabric.get(c.fabric_collection);
    let s = `${f?.label ?? "unchosen"} fabric in ${label(f?.colors, c.fabric_color) ?? "an unchosen colour"} with ${(label(b.zipper_colors, c.zipper_color) ?? "unchosen").toLowerCase()} zippers`;
    if (c.rotate_fabric === true) s += ", rotated";
    if (c.fabric_seam_location && c.fabric_seam_location !== "na")
      s +=
        c.fabric_seam_location === "specify"
          ? `, seam at ${c.fabric_seam_specified === null ? "an unspecified height" : `${formatInches(c.fabric_seam_specified)} in`}`
          : `, ${c.fabric_seam_location} seam`;
    parts.push(s);
  }
  const fc = c.frame_collection === null ? undefined : cb.frame.get(c.frame_collection);
  parts.push(
    `${fc?.label ?? "unchosen"} frame in ${label(fc?.colors, c.frame_color) ?? "an unchosen colour"}${c.frame_color_varies ? " (colours vary by component, powder coated)" : ""}`,
  );
  if (c.included_buildout) {
    parts.push(
      `buildout: ${c.buildout_quantity} x ${label(b.buildout.materials, c.buildout_material) ?? "unchosen profile"} at ${formatInches(c.buildout_length_in)} in`,
    );
  }
  return `${head}: ${parts.join("; ")}.`;
}
