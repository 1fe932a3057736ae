import { isStaff } from "@screens/domain/roles";
import { PIPELINE_STAGE_LABELS, PIPELINE_STAGES, type TPipelineQuery } from "@screens/domain/schemas";
import { checkPermission } from "@screens/domain/permissions";
import { useQuery } from "@tanstack/react-query";
import { ChartColumn } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/features/auth/auth-context";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { useTimeZone } from "@/lib/time-zone";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { count, money } from "./format";
import { PeriodPicker } from "./period-picker";
import { pipelineQueryFrom, pipelineSearch } from "./pipeline-query";
import { PipelineCards, PipelineTable, STAGE_TONE } from "./pipeline-table";
import { reportDealerChoiceInput } from "./report-filters";

/** Staff choose the dealer whose pipeline to read (a dealer's users read their own). */
function DealerChoice({ value, onChange }: { value?: number; onChange: (id?: number) => void }) {
  const trpc = useTRPC();
  const dealers = useQuery(trpc.dealers.list.queryOptions(reportDealerChoiceInput()));
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="pipeline-dealer">Dealer</Label>
      <Select
        id="pipeline-dealer"
        className="h-9 min-w-56"
        value={value === undefined ? "" : String(value)}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
        placeholder="Choose a dealer"
        options={(dealers.data ?? []).map((dealer) => ({
          value: String(dealer.id),
          label: dealer.company_name,
        }))}
      />
    </div>
  );
}

/**
 * /panel/reports/pipeline: the pipeline by rep (docs/decisions/158-pipeline-by-rep.md), the sales
 * manager's report: one dealer's quotes created in the period by owner and stage, with counts and
 * customer totals.
 */
export default function PipelinePage() {
  const trpc = useTRPC();
  const { agent } = useAuth();
  const [params, setParams] = useSearchParams();
  const query = pipelineQueryFrom(params, useTimeZone());
  const staff = !!agent && isStaff(agent.role_id);
  const ready = !staff || query.dealer_id !== undefined;
  const pipeline = useQuery(
    trpc.reports.pipelineByRep.queryOptions(query, {
      enabled: ready,
      placeholderData: (previous) => previous,
      retry: false,
    }),
  );
  const change = (patch: Partial<TPipelineQuery>) =>
    setParams(pipelineSearch({ ...query, ...patch }), { replace: true });
  const data = pipeline.data;
  return (
    <Page permission="pipeline.r">
      <PageHeader
        title="Pipeline by rep"
        description={
          data
            ? `${data.dealer.company_name}: quotes created in the period, by owner and stage.`
            : "Quotes created in the period, by owner and stage."
        }
        actions={
          agent && checkPermission(agent.permissions, "report.r") ? (
            <Link
              reloadDocument
              to="/panel/reports"
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              <ChartColumn aria-hidden="true" />
              All reports
            </Link>
          ) : undefined
        }
      />
      <div className="mb-6 flex flex-wrap items-end gap-3" role="group" aria-label="Report filters">
        <PeriodPicker
          value={{ period: query.period ?? "this_month", from: query.from, to: query.to }}
          onChange={(period) => change({ period: period.period, from: period.from, to: period.to })}
        />
        {staff && <DealerChoice value={query.dealer_id} onChange={(dealer_id) => change({ dealer_id })} />}
      </div>
      {!ready && (
        <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
          Choose a dealer to see its pipeline.
        </p>
      )}
      {pipeline.isError && (
        <p role="alert" className="text-sm text-destructive">
          The report could not be loaded.
        </p>
      )}
      {ready && !data && !pipeline.isError && <Skeleton className="h-64 rounded-xl" />}
      {data && (
        <div aria-busy={pipeline.isFetching || undefined} className="grid gap-6">
          <p className="text-sm text-muted-foreground">
            {data.period.label}: {data.period.from} to {data.period.to} ({data.period.tz})
          </p>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {PIPELINE_STAGES.map((stage) => (
              <Card key={stage} className="gap-1 p-4">
                <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
                  <span aria-hidden="true" className={cn("size-2 rounded-full", STAGE_TONE[stage])} />
                  {PIPELINE_STAGE_LABELS[stage]}
                </p>
                <p className="text-2xl font-semibold tabular-nums">{count(data.totals[stage].count)}</p>
                <p className="text-sm text-muted-foreground tabular-nums">
                  {money(data.totals[stage].total)}
                </p>
              </Card>
            ))}
          </div>
          <Card className="hidden md:block">
            <CardHeader className="pb-2">
              <CardTitle className="text-base">By owner</CardTitle>
            </CardHeader>
            <CardContent>
              <PipelineTable pipeline={data} />
            </CardContent>
          </Card>
          <section className="grid gap-3 md:hidden" aria-labelledby="pipeline-owners">
            <h2 id="pipeline-owners" className="text-base font-semibold">
              By owner
            </h2>
            <PipelineCards pipeline={data} />
          </section>
        </div>
      )}
    </Page>
  );
}
