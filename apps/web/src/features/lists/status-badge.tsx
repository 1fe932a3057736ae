import {
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  QUOTE_STATUS,
  QUOTE_STATUS_LABELS,
  RECORD_STATUS,
  RECORD_STATUS_LABELS,
} from "@screens/domain/status";
import { Badge, type BadgeProps } from "@/components/ui/badge";

type Kind = "quote" | "order" | "record";

const QUOTE_VARIANTS: Record<number, BadgeProps["variant"]> = {
  [QUOTE_STATUS.INACTIVE]: "secondary",
  [QUOTE_STATUS.STARTED]: "brand",
  [QUOTE_STATUS.CUSTOMER_APPROVAL]: "warning",
  [QUOTE_STATUS.CUSTOMER_REJECTED]: "destructive",
  [QUOTE_STATUS.CUSTOMER_ACCEPTED]: "success",
  [QUOTE_STATUS.AWAITING_APPROVAL]: "warning",
  [QUOTE_STATUS.AWAITING_PAYMENT]: "warning",
  [QUOTE_STATUS.ORDERED]: "success",
};
const ORDER_VARIANTS: Record<number, BadgeProps["variant"]> = {
  [ORDER_STATUS.ACTIVE]: "brand",
  [ORDER_STATUS.PROCESSING]: "warning",
  [ORDER_STATUS.IN_PRODUCTION]: "warning",
  [ORDER_STATUS.PRODUCED]: "success",
  [ORDER_STATUS.CLOSED]: "success",
};

/** A coloured status pill for quotes, orders and records (product rule R5 labels). */
export function StatusBadge({ kind, status }: { kind: Kind; status: number }) {
  const labels =
    kind === "quote" ? QUOTE_STATUS_LABELS : kind === "order" ? ORDER_STATUS_LABELS : RECORD_STATUS_LABELS;
  const variant =
    kind === "quote"
      ? QUOTE_VARIANTS[status]
      : kind === "order"
        ? ORDER_VARIANTS[status]
        : status === RECORD_STATUS.ACTIVE
          ? "success"
          : "secondary";
  return (
    <Badge variant={variant ?? "secondary"}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-70" />
      {labels[status] ?? String(status)}
    </Badge>
  );
}
