import { declinedHousingAdvice } from "@screens/domain/housing-advice";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

interface DeclinedAdviceBadgeProps extends Omit<BadgeProps, "variant" | "title" | "children"> {
  /** When the unit was kept against the advice. */
  declinedAt: string | Date;
}

/**
 * A unit kept against "Jumbo housing recommended": the badge under its name, the date and the reason
 * in its title (docs/decisions/198-declined-housing-advice.md). Staff's and the dealer's record only:
 * the caller leaves it out of what the homeowner sees.
 */
export function DeclinedAdviceBadge({ declinedAt, className, ...props }: DeclinedAdviceBadgeProps) {
  return (
    <Badge
      variant="warning"
      className={cn("mt-1", className)}
      title={declinedHousingAdvice(declinedAt)}
      {...props}
    >
      Jumbo housing declined
    </Badge>
  );
}
