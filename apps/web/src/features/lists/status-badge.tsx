import { ORDER_STATUS_LABELS, QUOTE_STATUS_LABELS, RECORD_STATUS_LABELS } from "@screens/domain";
import { Badge, type BadgeProps } from "@/components/ui/badge";

type Kind = "quote" | "order" | "record";

const QUOTE_VARIANTS: Record<number, BadgeProps["variant"]> = {
  0: "secondary",
  1: "brand",
  10: "warning",
  11: "destructive",
  30: "warning",
  31: "warning",
  50: "success",
};
const ORDER_VARIANTS: Record<number, BadgeProps["variant"]> = {
  1: "brand",
  2: "warning",
  10: "warning",
  20: "success",
  50: "success",
};

/** A coloured status pill for quotes, orders and records (panel.md §4 labels). */
export function StatusBadge({ kind, status }: { kind: Kind; status: number }) {
  const labels =
    kind === "quote" ? QUOTE_STATUS_LABELS : kind === "order" ? ORDER_STATUS_LABELS : RECORD_STATUS_LABELS;
  const variant =
    kind === "quote"
      ? QUOTE_VARIANTS[status]
      : kind === "order"
        ? ORDER_VARIANTS[status]
        : status === 1
          ? "success"
          : "secondary";
  return (
    <Badge variant={variant ?? "secondary"}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-70" />
      {labels[status] ?? String(status)}
    </Badge>
  );
}
