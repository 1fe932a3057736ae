import { MESSAGES, QUOTE_STATUS, isApprovable, isStaff, quoteProgress } from "@screens/domain";
import { Check } from "lucide-react";
import { cn } from "@/lib/utils";

const STEPS = [
  { title: "Started", done: "Quoted" },
  { title: "Approval", done: "Quote Approved" },
  { title: "Order", done: "Ordered" },
];

export type StepState = "complete" | "current" | "upcoming";

/** Status 0: no step; 1: step one current; 30/31: step two current; 50: all complete (panel.md §4). */
export function stepStates(status: number): StepState[] {
  const { current, complete } = quoteProgress(status);
  return STEPS.map((_, index) => {
    if (complete) return "complete";
    if (current === null) return "upcoming";
    if (index < current) return "complete";
    return index === current ? "current" : "upcoming";
  });
}

/** The line under the bar: 'Ordered' at 50; dealers waiting on approval see 'Awaiting approval'. */
export function progressNote(status: number, roleId: number): string | null {
  if (status === QUOTE_STATUS.ORDERED) return MESSAGES.ordered;
  if (isApprovable(status) && !isStaff(roleId)) return MESSAGES.awaitingApproval;
  return null;
}

export function QuoteProgress({ status, roleId }: { status: number; roleId: number }) {
  const states = stepStates(status);
  const note = progressNote(status, roleId);
  return (
    <div className="rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <ol aria-label="Quote progress" className="flex items-center gap-2 sm:gap-4">
        {STEPS.map((step, index) => {
          const state = states[index]!;
          return (
            <li
              key={step.title}
              aria-current={state === "current" ? "step" : undefined}
              data-state={state}
              className="flex min-w-0 flex-1 items-center gap-2 sm:gap-3"
            >
              <span
                className={cn(
                  "flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold",
                  state === "complete" && "border-emerald-600 bg-emerald-600 text-white",
                  state === "current" && "border-brand bg-brand-soft text-brand-strong",
                  state === "upcoming" && "border-border text-muted-foreground",
                )}
              >
                {state === "complete" ? <Check aria-hidden="true" className="size-4" /> : index + 1}
              </span>
              <span className="min-w-0">
                <span className="block truncate text-xs font-medium sm:text-sm">
                  {state === "complete" ? step.done : step.title}
                </span>
                <span className="hidden truncate text-xs text-muted-foreground sm:block">
                  {state === "complete" ? "Done" : state === "current" ? "In progress" : "Next"}
                </span>
              </span>
              {index < STEPS.length - 1 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    "hidden h-0.5 flex-1 rounded sm:block",
                    state === "complete" ? "bg-emerald-600" : "bg-border",
                  )}
                />
              )}
            </li>
          );
        })}
      </ol>
      {note && (
        <p className="mt-3 text-sm font-medium text-muted-foreground" data-testid="progress-note">
          {note}
        </p>
      )}
    </div>
  );
}
