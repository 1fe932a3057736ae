import { isApprovable, QUOTE_STATUS_STEP, QUOTE_STEPS, quoteProgress } from "@screens/domain/lifecycle";
import { isStaff } from "@screens/domain/roles";
import { MESSAGES } from "@screens/domain/messages";
import { QUOTE_STATUS, type QuoteStatus } from "@screens/domain/status";
import { Check, X } from "lucide-react";
import { cn } from "@/lib/utils";

interface Step {
  key: string;
  title: string;
  done: string;
  /** The label on a phone, where four steps share 375 px. */
  short: string;
}

const SHORT: Record<string, string> = { customer: "Customer" };
const STEPS_WITH_CUSTOMER: Step[] = QUOTE_STEPS.map((step) => ({
  ...step,
  short: SHORT[step.key] ?? step.title,
}));
/** The three steps (product rule R5): Started/Quoted, Approval/Quote Approved, Order/Ordered. */
const STEPS: Step[] = STEPS_WITH_CUSTOMER.filter((step) => step.key !== "customer");

export type StepState = "complete" | "current" | "upcoming" | "declined";

/**
 * Status 0: no step; 1: step one current; 30/31: step two current; 50: all complete (product rule R5).
 * With the customer's step (a quote that was sent to its customer, decision 052): 10 has it
 * current, 11 has it declined, and a quote the customer accepted has it complete.
 */
export function stepStates(status: number, withCustomer = false): StepState[] {
  if (!withCustomer) {
    const { current, complete } = quoteProgress(status);
    return STEPS.map((_, index) => {
      if (complete) return "complete";
      if (current === null) return "upcoming";
      if (index < current) return "complete";
      return index === current ? "current" : "upcoming";
    });
  }
  const step = Object.hasOwn(QUOTE_STATUS_STEP, status) ? QUOTE_STATUS_STEP[status as QuoteStatus] : "none";
  const at = STEPS_WITH_CUSTOMER.findIndex((entry) => entry.key === step);
  return STEPS_WITH_CUSTOMER.map((_, index) => {
    if (step === "complete") return "complete";
    if (step === "none") return "upcoming";
    if (index < at) return "complete";
    if (index > at) return "upcoming";
    return status === QUOTE_STATUS.CUSTOMER_REJECTED ? "declined" : "current";
  });
}

/** The line under the bar: 'Ordered' at 50; dealers waiting on approval see 'Awaiting approval'. */
export function progressNote(status: number, roleId: number): string | null {
  if (status === QUOTE_STATUS.ORDERED) return MESSAGES.ordered;
  if (isApprovable(status) && !isStaff(roleId)) return MESSAGES.awaitingApproval;
  if (status === QUOTE_STATUS.CUSTOMER_APPROVAL) return "Waiting for the customer's answer";
  if (status === QUOTE_STATUS.CUSTOMER_REJECTED) return "Declined by the customer";
  if (status === QUOTE_STATUS.CUSTOMER_ACCEPTED) return "Accepted by the customer: submit it for approval";
  if (status === QUOTE_STATUS.INACTIVE) return "This quote is inactive.";
  return null;
}

const SUBTITLES: Record<StepState, string> = {
  complete: "Done",
  current: "In progress",
  upcoming: "Next",
  declined: "Declined",
};

function stepLabel(step: Step, state: StepState): { full: string; short: string } {
  if (state === "complete") return { full: step.done, short: step.done };
  if (state === "declined") return { full: "Customer Declined", short: "Declined" };
  return { full: step.title, short: step.short };
}

export function QuoteProgress({
  status,
  roleId,
  withCustomer = false,
}: {
  status: number;
  roleId: number;
  /** Show the customer's step: the quote is with its customer now or was sent to them before. */
  withCustomer?: boolean;
}) {
  const customerStep =
    withCustomer ||
    status === QUOTE_STATUS.CUSTOMER_APPROVAL ||
    status === QUOTE_STATUS.CUSTOMER_REJECTED ||
    status === QUOTE_STATUS.CUSTOMER_ACCEPTED;
  const steps = customerStep ? STEPS_WITH_CUSTOMER : STEPS;
  const states = stepStates(status, customerStep);
  const note = progressNote(status, roleId);
  return (
    <div className="rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <ol
        aria-label="Quote progress"
        className={cn("flex items-center gap-2 sm:gap-4", customerStep && "justify-between")}
      >
        {steps.map((step, index) => {
          const state = states[index] ?? "upcoming";
          const label = stepLabel(step, state);
          return (
            <li
              key={step.key}
              aria-current={state === "current" ? "step" : undefined}
              data-state={state}
              className={cn(
                "flex min-w-0 items-center gap-2 sm:flex-1 sm:gap-3",
                customerStep ? "flex-none" : "flex-1",
              )}
            >
              <span
                className={cn(
                  "flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold",
                  state === "complete" && "border-emerald-600 bg-emerald-600 text-white",
                  state === "current" && "border-brand bg-brand-soft text-brand-strong",
                  state === "declined" && "border-red-500 bg-red-50 text-red-600",
                  state === "upcoming" && "border-border text-muted-foreground",
                )}
              >
                {state === "complete" ? (
                  <Check aria-hidden="true" className="size-4" />
                ) : state === "declined" ? (
                  <X aria-hidden="true" className="size-4" />
                ) : (
                  index + 1
                )}
              </span>
              {/* Four steps share a phone's width: there only the step in hand keeps its words. */}
              <span
                className={cn(
                  "min-w-0",
                  customerStep && state !== "current" && state !== "declined" && "hidden sm:block",
                )}
              >
                <span className="block truncate text-xs font-medium sm:text-sm">
                  {label.short === label.full ? (
                    label.full
                  ) : (
                    <>
                      <span className="sm:hidden">{label.short}</span>
                      <span className="hidden sm:inline">{label.full}</span>
                    </>
                  )}
                </span>
                <span className="hidden truncate text-xs text-muted-foreground sm:block">
                  {SUBTITLES[state]}
                </span>
              </span>
              {index < steps.length - 1 && (
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
