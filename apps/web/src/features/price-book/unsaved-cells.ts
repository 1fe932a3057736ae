import type { TBookEdit } from "@screens/domain/schemas";
import { useState } from "react";
import { useDraftEdits, type EditProblem } from "./draft-edits";

const NOTHING_UNSAVED: ReadonlyMap<string, string> = new Map();

/**
 * Text typed or pasted into a draft's grids but not saved yet, by cell (cellKey), per grid (a table's
 * ref, a catalogue's path), and the problems of the last refusal (docs/decisions/194-price-book-editor.md).
 * A grid's unsaved cells are sent together; they keep their text until the whole book stays valid
 * with them, or until they are discarded.
 */
export function useUnsavedCells(version: string) {
  const [unsaved, setUnsaved] = useState<Record<string, ReadonlyMap<string, string>>>({});
  const [problems, setProblems] = useState<EditProblem[]>([]);
  const { send, saving } = useDraftEdits(version);

  const unsavedIn = (grid: string) => unsaved[grid] ?? NOTHING_UNSAVED;

  const discard = (grid: string) => {
    setUnsaved((all) => ({ ...all, [grid]: new Map() }));
    setProblems([]);
  };

  /** Keeps a grid's cells as typed and sends their edits: saved and cleared, or kept with the problems. */
  const saveCells = async (grid: string, cells: ReadonlyMap<string, string>, edits: TBookEdit[]) => {
    setUnsaved((all) => ({ ...all, [grid]: cells }));
    if (edits.length === 0) return;
    const result = await send(edits);
    if (result.ok) discard(grid);
    else setProblems(result.problems);
  };

  return { unsavedIn, problems, setProblems, saveCells, discard, send, saving };
}
