import { REPORT_PERIOD_LABELS, REPORT_PERIODS, type ReportPeriod } from "@screens/domain/report-periods";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";

export interface PeriodValue {
  period: ReportPeriod;
  from?: string;
  to?: string;
}

/** The period of the figures: the presets, or Custom with first and last day. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodValue;
  onChange: (value: PeriodValue) => void;
}) {
  const today = new Date().toLocaleDateString("en-CA");
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="report-period">Period</Label>
        <Select
          id="report-period"
          className="h-9 min-w-40"
          value={value.period}
          onChange={(event) => {
            const period = event.target.value as ReportPeriod;
            onChange(
              period === "custom"
                ? { period, from: value.from ?? `${today.slice(0, 7)}-01`, to: value.to ?? today }
                : { period },
            );
          }}
          options={REPORT_PERIODS.map((period) => ({ value: period, label: REPORT_PERIOD_LABELS[period] }))}
        />
      </div>
      {value.period === "custom" && (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor="report-from">From</Label>
            <Input
              id="report-from"
              type="date"
              className="h-9"
              value={value.from ?? ""}
              max={value.to}
              onChange={(event) => onChange({ ...value, from: event.target.value })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="report-to">To</Label>
            <Input
              id="report-to"
              type="date"
              className="h-9"
              value={value.to ?? ""}
              min={value.from}
              onChange={(event) => onChange({ ...value, to: event.target.value })}
            />
          </div>
        </>
      )}
    </div>
  );
}
