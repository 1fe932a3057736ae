import { useQuery } from "@tanstack/react-query";
import { loadPriceBook } from "@screens/pricing/book";
import { useMemo } from "react";
import { isStaff } from "@screens/domain/roles";
import { ORDER_STATUS_LABELS, QUOTE_STATUS_LABELS } from "@screens/domain/status";
import type { Agent } from "@screens/domain/agent";
import type { TReportQuery } from "@screens/domain/schemas";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { useTRPC } from "@/lib/trpc";
import { PeriodPicker } from "./period-picker";

type Patch = Partial<TReportQuery>;

function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string | number | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        className="h-9 min-w-36"
        value={value === undefined ? "" : String(value)}
        onChange={(event) => onChange(event.target.value || undefined)}
        options={[{ value: "", label: "All" }, ...options]}
      />
    </div>
  );
}

const entries = (labels: Record<number, string>) =>
  Object.entries(labels)
    .filter(([status]) => status !== "0")
    .map(([value, label]) => ({ value, label }));

/** The Reports page's filters: period, dealer (staff), quote and order status, product. */
/** The dealers a staff member filters reports by (the loader of /panel/reports reads the same). */
export const reportDealerChoiceInput = () => ({ limit: 500, sort: "company_name" });

export function ReportFilters({
  agent,
  query,
  onChange,
}: {
  agent: Agent;
  query: TReportQuery;
  onChange: (patch: Patch) => void;
}) {
  const trpc = useTRPC();
  const staff = isStaff(agent.role_id);
  const dealers = useQuery(trpc.dealers.list.queryOptions(reportDealerChoiceInput(), { enabled: staff }));
  const bookAnswer = useQuery(trpc.pricing.priceBook.queryOptions({}, { staleTime: Infinity }));
  const book = useMemo(() => (bookAnswer.data ? loadPriceBook(bookAnswer.data) : null), [bookAnswer.data]);
  const named = (options: ReadonlyArray<{ value: string; label: string }> | undefined) =>
    (options ?? []).map((option) => ({ value: option.value, label: option.label }));
  const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  return (
    <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Report filters">
      <PeriodPicker
        value={{ period: query.period ?? "this_month", from: query.from, to: query.to }}
        onChange={(period) => onChange({ period: period.period, from: period.from, to: period.to })}
      />
      {staff && (
        <FilterSelect
          id="report-dealer"
          label="Dealer"
          value={query.dealer_id}
          options={(dealers.data ?? []).map((dealer) => ({
            value: String(dealer.id),
            label: dealer.company_name,
          }))}
          onChange={(value) => onChange({ dealer_id: number(value) })}
        />
      )}
      <FilterSelect
        id="report-quote-status"
        label="Quote status"
        value={query.quote_status}
        options={entries(QUOTE_STATUS_LABELS)}
        onChange={(value) => onChange({ quote_status: number(value) as TReportQuery["quote_status"] })}
      />
      <FilterSelect
        id="report-order-status"
        label="Order status"
        value={query.order_status}
        options={entries(ORDER_STATUS_LABELS)}
        onChange={(value) => onChange({ order_status: number(value) as TReportQuery["order_status"] })}
      />
      <FilterSelect
        id="report-housing"
        label="Housing type"
        value={query.housing_type}
        options={named(book?.housing_types)}
        onChange={(value) => onChange({ housing_type: value })}
      />
      <FilterSelect
        id="report-fabric"
        label="Fabric collection"
        value={query.fabric_collection}
        options={named(book?.fabric_collections)}
        onChange={(value) => onChange({ fabric_collection: value })}
      />
      <FilterSelect
        id="report-motor"
        label="Motor brand"
        value={query.motor_brand}
        options={named(book?.motor_brands)}
        onChange={(value) => onChange({ motor_brand: value })}
      />
    </div>
  );
}
