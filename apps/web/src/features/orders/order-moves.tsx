import { useMutation } from "@tanstack/react-query";
import { ORDER_FLOW } from "@screens/domain/lifecycle";
import { ORDER_STATUS_LABELS } from "@screens/domain/status";
import { ChevronDown } from "lucide-react";
import { useConfirm } from "@/components/feedback/confirm-provider";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { useInvalidate } from "@/lib/invalidate";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC, type RouterInputs } from "@/lib/trpc";

const labelOf = (status: number) => ORDER_STATUS_LABELS[status] ?? String(status);

/** The next status in the flow among the allowed ones: the move offered as the button. */
export function forwardMove(status: number, allowed: readonly number[]): number | undefined {
  return ORDER_FLOW.find((to) => to > status && allowed.includes(to));
}

/**
 * An order's moves along the order lifecycle table (decisions 061, 170): the next status in the
 * flow as a button, the table's other moves (a skip, a one-step correction) in a "More" menu; each
 * asks for confirmation naming the move, then PATCH /orders/{id}, which checks the table again,
 * records the move in the history and tells the dealer. The production board and the order page
 * share it: no bare status select.
 */
export function OrderMoves({
  order,
  allowed,
  size = "sm",
}: {
  order: { id: number; order_number: string | null; status: number };
  /** The statuses the agent may move the order to (allowedOrderStatuses, or the board's answer). */
  allowed: readonly number[];
  size?: "sm" | "default";
}) {
  const trpc = useTRPC();
  const confirm = useConfirm();
  const invalidate = useInvalidate();
  const update = useMutation(trpc.orders.update.mutationOptions());
  const name = order.order_number ?? `#${order.id}`;
  const move = async (to: number) => {
    const label = labelOf(to);
    const confirmed = await confirm({
      title: `Move order ${name} to ${label}?`,
      message: `It leaves ${labelOf(order.status)}; the dealer is told and the move is kept in the order's history.`,
    });
    if (!confirmed) return;
    try {
      await update.mutateAsync({ id: order.id, status: to as RouterInputs["orders"]["update"]["status"] });
    } catch (error) {
      toastError(error);
      return;
    }
    toastSuccess(`Order ${name} moved to ${label}.`);
    // The orders' reads, the board and the tracking timeline (lib/invalidate.ts).
    await invalidate("orders");
  };
  const forward = forwardMove(order.status, allowed);
  const others = allowed.filter((status) => status !== forward && status !== order.status);
  if (forward === undefined && others.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {forward !== undefined && (
        <Button size={size} variant="outline" disabled={update.isPending} onClick={() => void move(forward)}>
          Move to {labelOf(forward)}
        </Button>
      )}
      {others.length > 0 && (
        <DropdownMenu
          align="end"
          trigger={
            <Button size={size} variant="ghost" aria-label={`More moves for order ${name}`}>
              More
              <ChevronDown aria-hidden="true" />
            </Button>
          }
        >
          {others.map((status) => (
            <DropdownMenuItem key={status} onSelect={() => void move(status)}>
              {status < order.status ? "Back to" : "Move to"} {labelOf(status)}
            </DropdownMenuItem>
          ))}
        </DropdownMenu>
      )}
    </div>
  );
}
