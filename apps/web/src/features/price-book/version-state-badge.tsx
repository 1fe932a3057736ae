import { VERSION_STATE_LABELS, type VersionState } from "@screens/domain/schemas";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const VARIANTS: Record<VersionState, BadgeProps["variant"]> = {
  draft: "warning",
  scheduled: "brand",
  in_effect: "success",
  superseded: "secondary",
};

/** A version's state as a coloured pill (docs/decisions/148-price-book-versions.md). */
export function VersionStateBadge({ state }: { state: VersionState }) {
  return (
    <Badge variant={VARIANTS[state]}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-70" />
      {VERSION_STATE_LABELS[state]}
    </Badge>
  );
}
