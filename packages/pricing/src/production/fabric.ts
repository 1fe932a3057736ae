import type { CompiledBook } from "../book";
import type { Configuration } from "../configuration";
import { computeSeamLocation, SEAM_HIGH_CONSTANT } from "../rules";
import { type Choice, choice, r4 } from "./choice";

/** One piece of fabric, between two seams or the fabric's edges. */
export interface FabricStrip {
  /** Its lower and upper edges, in inches from the bottom of the unit. */
  from_in: number;
  to_in: number;
  /** Across the roll (at most the roll's width) and along it (what the strip takes off the roll). */
  across_roll_in: number;
  along_roll_in: number;
}

export interface FabricCut {
  collection: Choice;
  color: Choice;
  roll_width_in: number;
  usable_width_in: number;
  /** The pricing's rotation (its lookup swaps width and height when true). */
  rotated: boolean;
  /** Across the unit: its width less the fabric's deduction at each side. */
  cut_width_in: number;
  /** Down the unit: from the hem bar (the tall hem bar's seam offset up) into the housing (its height adjustment). */
  drop_in: number;
  bottom_in: number;
  top_in: number;
  /** The seam chosen (high, low, specify) and its position from the rules, or null without one. */
  seam_location: string | null;
  seam_in: number | null;
  /** Every seam, lowest first: the rules' one and any the roll's width adds (added_seams_in). */
  seams_in: number[];
  added_seams_in: number[];
  strips: FabricStrip[];
  /** Sum of the strips' lengths along the roll. */
  roll_length_in: number;
}

/**
 * The fabric's cut (docs/decisions/153-cut-lists-from-the-pricing-rules.md). Not rotated, the roll's
 * width runs up the unit, so a unit taller than the usable width is made of strips joined at the seam
 * the rules place (computeSeamLocation). A strip still wider than the roll gets further seams, one
 * usable width plus the high seam's constant apart, stepping away from the rules' seam (or up from
 * the bottom without one), and a warning: the rules give only one seam.
 */
export function fabricCut(
  c: Configuration,
  cb: CompiledBook,
  rotated: boolean,
  sideDeductions: [number, number],
  warnings: string[],
): FabricCut | null {
  const collection = c.fabric_collection === null ? undefined : cb.fabric.get(c.fabric_collection);
  if (!c.included_fabric || !collection) return null;
  const seam = computeSeamLocation(c, cb.book);
  const rollWidth = collection.width_in;
  const usable = rollWidth - 2;
  const bottom = seam.hem_bar_seam_offset_in;
  const top = r4(c.unit_height_in + seam.housing_height_adjust_in);
  const cutWidth = r4(c.unit_width_in - sideDeductions[0] - sideDeductions[1]);
  const drop = r4(top - bottom);

  const ruleSeam = !rotated && seam.seam_in !== null ? seam.seam_in : null;
  if (ruleSeam !== null && (ruleSeam <= bottom || ruleSeam >= top)) {
    warnings.push(
      `The seam at ${ruleSeam} in is outside the fabric (${bottom} to ${top} in from the bottom): no seam is cut there.`,
    );
  }
  const seams = ruleSeam !== null && ruleSeam > bottom && ruleSeam < top ? [ruleSeam] : [];
  const added = rotated
    ? []
    : addedSeams(bottom, top, seams[0] ?? null, rollWidth, usable + SEAM_HIGH_CONSTANT);
  if (added.length)
    warnings.push(
      `The fabric is ${drop} in high and the roll ${rollWidth} in wide: ${added.length} more seam${added.length > 1 ? "s" : ""} at ${added.join(", ")} in (not in the pricing rules; check with production).`,
    );
  const allSeams = [...seams, ...added].sort((a, b) => a - b);
  const edges = [bottom, ...allSeams, top];
  const strips: FabricStrip[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const from = edges[i] as number;
    const to = edges[i + 1] as number;
    const height = r4(to - from);
    strips.push(
      rotated
        ? { from_in: from, to_in: to, across_roll_in: cutWidth, along_roll_in: height }
        : { from_in: from, to_in: to, across_roll_in: height, along_roll_in: cutWidth },
    );
  }
  const color = c.fabric_color === null ? undefined : collection.colorMap.get(c.fabric_color);
  return {
    collection: choice(collection),
    color: choice(color, c.fabric_color),
    roll_width_in: rollWidth,
    usable_width_in: usable,
    rotated,
    cut_width_in: cutWidth,
    drop_in: drop,
    bottom_in: bottom,
    top_in: top,
    seam_location: c.fabric_seam_location,
    seam_in: seam.seam_in,
    seams_in: allSeams,
    added_seams_in: added,
    strips,
    roll_length_in: r4(strips.reduce((sum, s) => sum + s.along_roll_in, 0)),
  };
}

/** Seams beyond the rules' one, so that no strip is wider than the roll. */
function addedSeams(
  bottom: number,
  top: number,
  ruleSeam: number | null,
  rollWidth: number,
  step: number,
): number[] {
  const added: number[] = [];
  if (ruleSeam === null) {
    for (let at = bottom; top - at > rollWidth;) added.push((at = r4(at + step)));
    return added;
  }
  // Below the rules' seam, downwards from it; above it, upwards from it.
  for (let at = ruleSeam; at - bottom > rollWidth;) added.push((at = r4(at - step)));
  for (let at = ruleSeam; top - at > rollWidth;) added.push((at = r4(at + step)));
  return added;
}
