import { VERSION_STATE_LABELS, type VersionState } from "@screens/domain/schemas";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const VARIANTS: Record<VersionState, BadgeProps["variant"]> = {
  // A draft is work in hand, a scheduled version is what comes next; both apart at a glance.
  draft: "secondary",
  scheduled: "brand",
  in_effect: "success",
  superseded: "outline",
};

/** A version's state as a coloured pill (docs/decisions/148-price-book-versions.md). */
export function VersionStateBadge({ state }: { state: VersionState }) {
  return (
    <Badge variant={VARIANTS[state]} className={state === "superseded" ? "text-muted-foreground" : undefined}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-70" />
      {VERSION_STATE_LABELS[state]}
    </Badge>
  );
}
