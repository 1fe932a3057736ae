import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  PRODUCTION_STEP_LABELS,
  STEP_UNDO_WINDOW_TEXT,
  type ProductionStep,
} from "@screens/domain/production";
import { ORDER_STATUS } from "@screens/domain/status";
import type { TUndoStepResult } from "@screens/domain/schemas";
import { Undo2 } from "lucide-react";
import { useConfirm } from "@/components/feedback/confirm-provider";
import { Button } from "@/components/ui/button";
import { useInvalidate } from "@/lib/invalidate";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";

export interface UndoTarget {
  unit: { id: number; name: string };
  step: ProductionStep;
  /** The order's status now: undoing a packed unit of a Produced order takes it back to In Production. */
  orderStatus: number;
}

/**
 * Undoing a step a wrong scan marked (decision 187): a confirmation naming the step, then
 * POST /production/steps/undo; the board (and the orders, when the order moved back) reload.
 * Answers the server's result, or null when cancelled or refused (the refusal is a toast).
 */
export function useUndoStep() {
  const trpc = useTRPC();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const undo = useMutation(trpc.production.undoStep.mutationOptions());
  const run = async ({ unit, step, orderStatus }: UndoTarget): Promise<TUndoStepResult | null> => {
    const label = `${PRODUCTION_STEP_LABELS[step]} of ${unit.name}`;
    const back =
      orderStatus === ORDER_STATUS.PRODUCED
        ? " The order is no longer fully packed: it goes back to In Production."
        : "";
    const confirmed = await confirm({
      title: `Undo ${label}?`,
      message: `For a label scanned by mistake: the step is marked to do again, and the undo is kept in the order's history.${back}`,
    });
    if (!confirmed) return null;
    let answer: TUndoStepResult;
    try {
      answer = await undo.mutateAsync({ unit_id: unit.id, step });
    } catch (error) {
      toastError(error);
      return null;
    }
    toastSuccess(answer.message);
    await Promise.all([
      queryClient.invalidateQueries(trpc.production.board.pathFilter()),
      answer.moved_to.length > 0 ? invalidate("orders") : Promise.resolve(),
    ]);
    return answer;
  };
  return { run, pending: undo.isPending };
}

/** A small "Undo …" button for one step. */
export function UndoStepButton({
  target,
  onUndone,
  label,
}: {
  target: UndoTarget;
  onUndone?: (answer: TUndoStepResult) => void;
  /** The button's text; "Undo {step}" by default. */
  label?: string;
}) {
  const { run, pending } = useUndoStep();
  return (
    <Button
      size="sm"
      variant="ghost"
      className="h-7 px-2 text-xs"
      disabled={pending}
      aria-label={`Undo ${PRODUCTION_STEP_LABELS[target.step]} of ${target.unit.name}`}
      onClick={() =>
        void run(target).then((answer) => {
          if (answer) onUndone?.(answer);
        })
      }
    >
      <Undo2 aria-hidden="true" />
      {label ?? `Undo ${PRODUCTION_STEP_LABELS[target.step]}`}
    </Button>
  );
}

/** Who may undo, in words (the scan card's hint). */
export const UNDO_HINT = `A wrong scan can be undone by who scanned it within ${STEP_UNDO_WINDOW_TEXT}, or by a manufacturer admin.`;
