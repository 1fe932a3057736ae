import { useQuery } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { formatDateTime } from "@/lib/format";
import { useTRPC } from "@/lib/trpc";

/**
 * The manufacturer's price book versions published for a later instant (decision 148): every user
 * sees when new prices take effect, the in-panel side of the e-mail dealers get on publication.
 */
export function UpcomingPrices() {
  const trpc = useTRPC();
  const versions = useQuery(trpc.priceBooks.list.queryOptions({}, { retry: false }));
  const scheduled = (versions.data ?? [])
    .filter((version) => version.state === "scheduled" && version.effective_at !== null)
    .sort((a, b) => (a.effective_at ?? "").localeCompare(b.effective_at ?? ""));
  if (scheduled.length === 0) return null;
  return (
    <div className="space-y-3" data-testid="upcoming-prices">
      {scheduled.map((version) => (
        <Alert key={version.version} variant="info">
          <CalendarClock aria-hidden />
          <AlertTitle>New prices from {formatDateTime(version.effective_at)}</AlertTitle>
          <AlertDescription>
            Price book {version.version}
            {version.note ? `: ${version.note}` : ""}. New quotes, and drafts saved or sent from then on,
            price with it; quotes already sent to a customer or submitted keep their prices.
          </AlertDescription>
        </Alert>
      ))}
    </div>
  );
}
