import { QUOTE_STATUS, QUOTE_STATUS_LABELS } from "@screens/domain/status";
import { ListFilter } from "lucide-react";
import { Select } from "@/components/ui/select";

/** The statuses a quotes list filters by, in the lifecycle's order (decision 061). */
const STATUSES = Object.values(QUOTE_STATUS).filter((status) => status !== QUOTE_STATUS.INACTIVE);

/**
 * The quotes list's status (product rule R50), from the address's `status`: one of the quote
 * statuses, else none (every status). The loader and the screen read the same answer.
 */
export function statusFilterOf(params: URLSearchParams): number | undefined {
  const asked = Number(params.get("status") ?? "");
  return (STATUSES as readonly number[]).includes(asked) ? asked : undefined;
}

export function StatusFilterSelect({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (status: number | undefined) => void;
}) {
  return (
    <div className="relative basis-full sm:w-48 sm:basis-auto">
      <ListFilter
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 z-10 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Select
        aria-label="Status"
        className="pl-9"
        value={value === undefined ? "" : String(value)}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
      >
        <option value="">All statuses</option>
        {STATUSES.map((status) => (
          <option key={status} value={String(status)}>
            {QUOTE_STATUS_LABELS[status]}
          </option>
        ))}
      </Select>
    </div>
  );
}
