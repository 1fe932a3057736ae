import { r4 } from "./choice";
import type { CutList } from "./cut-list";

/** A piece of fabric to cut from a roll: its size across and along the roll. */
export interface FabricPiece {
  /** Which unit and strip it is, e.g. "SO-000123 Unit 7, strip 1 of 2". */
  label: string;
  across_roll_in: number;
  along_roll_in: number;
}

/** A band of the roll cut across its whole width: pieces side by side, as long as the longest. */
export interface FabricShelf {
  length_in: number;
  used_width_in: number;
  pieces: FabricPiece[];
}

export interface FabricPlan {
  roll_width_in: number;
  shelves: FabricShelf[];
  /** The roll length the plan takes: the shelves' lengths added. */
  roll_length_in: number;
  /** The pieces' area over the roll's (0 to 1). */
  utilisation: number;
}

/**
 * Lays pieces on a roll by first-fit decreasing height (docs/decisions/155-fabric-requirements.md):
 * longest along the roll first, each into the first band across the roll it fits beside the others
 * in, else a new band. Simple and within 1.7 times the best layout (FFDH's bound); a shop that nests
 * better only saves fabric.
 */
export function planFabric(pieces: readonly FabricPiece[], rollWidth: number): FabricPlan {
  for (const piece of pieces)
    if (!(piece.across_roll_in > 0 && piece.across_roll_in <= rollWidth && piece.along_roll_in > 0))
      throw new RangeError(`${piece.label}: ${piece.across_roll_in} in does not fit a ${rollWidth} in roll.`);
  const sorted = [...pieces].sort(
    (a, b) => b.along_roll_in - a.along_roll_in || b.across_roll_in - a.across_roll_in,
  );
  const shelves: FabricShelf[] = [];
  for (const piece of sorted) {
    // 1e-9: pieces that exactly fill the width fit, whatever binary noise their sum carries.
    const shelf = shelves.find((s) => s.used_width_in + piece.across_roll_in <= rollWidth + 1e-9);
    if (shelf) {
      shelf.pieces.push(piece);
      shelf.used_width_in = r4(shelf.used_width_in + piece.across_roll_in);
    } else
      shelves.push({ length_in: piece.along_roll_in, used_width_in: piece.across_roll_in, pieces: [piece] });
  }
  const rollLength = r4(shelves.reduce((sum, s) => sum + s.length_in, 0));
  const area = pieces.reduce((sum, p) => sum + p.across_roll_in * p.along_roll_in, 0);
  return {
    roll_width_in: rollWidth,
    shelves,
    roll_length_in: rollLength,
    utilisation: rollLength > 0 ? Math.round((area / (rollLength * rollWidth)) * 10000) / 10000 : 0,
  };
}

/** One fabric (collection and colour) of a period's orders: its pieces and their plan on the roll. */
export interface FabricRequirement {
  collection: { value: string; label: string };
  color: { value: string; label: string };
  pieces: number;
  plan: FabricPlan;
}

/** The fabric the cut lists need, per collection and colour, each laid on its roll by planFabric. */
export function fabricRequirements(
  lists: readonly { label: string; cutList: CutList }[],
): FabricRequirement[] {
  const groups = new Map<
    string,
    { requirement: Omit<FabricRequirement, "plan" | "pieces">; width: number; pieces: FabricPiece[] }
  >();
  for (const { label, cutList } of lists) {
    const fabric = cutList.fabric;
    if (!fabric) continue;
    const key = `${fabric.collection.value}\u0000${fabric.color.value}`;
    let group = groups.get(key);
    if (!group)
      groups.set(
        key,
        (group = {
          requirement: { collection: fabric.collection, color: fabric.color },
          width: fabric.roll_width_in,
          pieces: [],
        }),
      );
    fabric.strips.forEach((strip, i) => {
      group.pieces.push({
        label: fabric.strips.length > 1 ? `${label}, strip ${i + 1} of ${fabric.strips.length}` : label,
        across_roll_in: strip.across_roll_in,
        along_roll_in: strip.along_roll_in,
      });
    });
  }
  return [...groups.values()]
    .map((group) => ({
      ...group.requirement,
      pieces: group.pieces.length,
      plan: planFabric(group.pieces, group.width),
    }))
    .sort(
      (a, b) =>
        a.collection.label.localeCompare(b.collection.label) || a.color.label.localeCompare(b.color.label),
    );
}
