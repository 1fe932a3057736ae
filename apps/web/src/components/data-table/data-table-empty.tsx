import { MESSAGES } from "@screens/domain/messages";
import { Inbox, Plus, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";

export interface DataTableEmptyProps {
  /** Plural, e.g. "Quotes". */
  displayName: string;
  /** Singular, e.g. "Quote". */
  itemName: string;
  /** The text filter or the closed-quotes toggle hides rows: offer to clear them. */
  filtered: boolean;
  onClearFilter: () => void;
  onCreate?: () => void;
}

/**
 * A list with no rows (decision 107): 'No results.', what the list holds and the action to
 * take: clear the filter that hides everything, or create the first item.
 */
export function DataTableEmpty({
  displayName,
  itemName,
  filtered,
  onClearFilter,
  onCreate,
}: DataTableEmptyProps) {
  const Icon = filtered ? SearchX : Inbox;
  const plural = displayName.toLowerCase();
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <div className="mb-1 flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </div>
      <p className="font-medium text-foreground">{MESSAGES.noResults}</p>
      <p className="max-w-xs text-sm whitespace-normal text-muted-foreground">
        {filtered
          ? `No ${plural} match the filter.`
          : onCreate
            ? `There are no ${plural} here yet. Add the first one to get started.`
            : `There are no ${plural} here yet.`}
      </p>
      {filtered ? (
        <Button variant="outline" size="sm" className="mt-2" onClick={onClearFilter}>
          Clear filter
        </Button>
      ) : (
        onCreate && (
          <Button size="sm" className="mt-2" onClick={onCreate}>
            <Plus aria-hidden="true" />
            {`Create the first ${itemName.toLowerCase()}`}
          </Button>
        )
      )}
    </div>
  );
}
