import { PIPELINE_STAGE_LABELS, PIPELINE_STAGES, type PipelineStage } from "@screens/domain/schemas";
import type { TPipelineByRep, TPipelineRow } from "@screens/domain/schemas";
import { Link } from "react-router";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { roleName } from "@/lib/format";
import { cn } from "@/lib/utils";
import { count, money } from "./format";

/** Each stage's colour, the same in the bars, the legend and the headers. */
export const STAGE_TONE: Record<PipelineStage, string> = {
  open: "bg-slate-400 dark:bg-slate-500",
  sent: "bg-sky-500",
  accepted: "bg-amber-500",
  ordered: "bg-emerald-500",
};

type Totals = Pick<TPipelineRow, PipelineStage | "all">;

/** The owner's quotes by stage as one bar: each stage's share of the owner's count. */
function StageBar({ row, className }: { row: Totals; className?: string }) {
  if (row.all.count === 0) return <div className={cn("h-1.5 rounded-full bg-muted", className)} />;
  return (
    <div className={cn("flex h-1.5 overflow-hidden rounded-full bg-muted", className)} aria-hidden="true">
      {PIPELINE_STAGES.map((stage) =>
        row[stage].count > 0 ? (
          <span
            key={stage}
            className={STAGE_TONE[stage]}
            style={{ width: `${(row[stage].count / row.all.count) * 100}%` }}
          />
        ) : null,
      )}
    </div>
  );
}

function Figure({ value, strong = false }: { value: { count: number; total: number }; strong?: boolean }) {
  // Nothing in a stage reads as a quiet dash, so the figures that exist stand out.
  if (value.count === 0)
    return (
      <span className="text-muted-foreground" aria-label="None">
        –
      </span>
    );
  return (
    <div className="grid justify-items-end leading-tight">
      <span className={cn("tabular-nums", strong ? "font-semibold" : "font-medium")}>
        {count(value.count)}
      </span>
      <span className="text-xs text-muted-foreground tabular-nums">{money(value.total)}</span>
    </div>
  );
}

function OwnerName({ row }: { row: TPipelineRow }) {
  const role = row.role_id === null ? null : roleName(row.role_id)?.replace(/^Dealer /, "");
  return (
    <div className="grid min-w-0 gap-0.5">
      {row.owner_id === null ? (
        <span className="font-medium">{row.owner_name}</span>
      ) : (
        <Link
          reloadDocument
          to={`/panel/quotes?owner=${row.owner_id}`}
          className="truncate font-medium underline-offset-4 hover:underline"
        >
          {row.owner_name}
        </Link>
      )}
      {role && <span className="text-xs text-muted-foreground">{role}</span>}
    </div>
  );
}

/** Desktop: one row per owner, the stages as columns, the dealer's totals at the foot. */
export function PipelineTable({ pipeline }: { pipeline: TPipelineByRep }) {
  return (
    <Table aria-label="Pipeline by rep" keyboardScroll>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-[32%]">Owner</TableHead>
          {PIPELINE_STAGES.map((stage) => (
            <TableHead key={stage} className="text-right">
              <span className="inline-flex items-center gap-1.5">
                <span aria-hidden="true" className={cn("size-2 rounded-full", STAGE_TONE[stage])} />
                {PIPELINE_STAGE_LABELS[stage]}
              </span>
            </TableHead>
          ))}
          <TableHead className="text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {pipeline.rows.map((row) => (
          <TableRow key={row.owner_id ?? "none"}>
            <TableCell>
              <OwnerName row={row} />
              <StageBar row={row} className="mt-2 max-w-56" />
            </TableCell>
            {PIPELINE_STAGES.map((stage) => (
              <TableCell key={stage} className="text-right">
                <Figure value={row[stage]} />
              </TableCell>
            ))}
            <TableCell className="text-right">
              <Figure value={row.all} strong />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <tfoot className="border-t bg-muted/40">
        <TableRow className="hover:bg-transparent">
          <TableCell className="font-semibold">All owners</TableCell>
          {PIPELINE_STAGES.map((stage) => (
            <TableCell key={stage} className="text-right">
              <Figure value={pipeline.totals[stage]} strong />
            </TableCell>
          ))}
          <TableCell className="text-right">
            <Figure value={pipeline.totals.all} strong />
          </TableCell>
        </TableRow>
      </tfoot>
    </Table>
  );
}

/** Phone: one card per owner, a line per stage. */
export function PipelineCards({ pipeline }: { pipeline: TPipelineByRep }) {
  return (
    <ul className="grid gap-3" aria-label="Pipeline by rep">
      {pipeline.rows.map((row) => (
        <li key={row.owner_id ?? "none"} className="rounded-xl border bg-card p-4 shadow-xs">
          <div className="flex items-start justify-between gap-3">
            <OwnerName row={row} />
            <Figure value={row.all} strong />
          </div>
          {row.all.count === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">No quotes in this period.</p>
          ) : (
            <>
              <StageBar row={row} className="my-3" />
              <dl className="grid gap-1.5 text-sm">
                {PIPELINE_STAGES.map((stage) => (
                  <div key={stage} className="flex items-center justify-between gap-2">
                    <dt className="inline-flex items-center gap-1.5 text-muted-foreground">
                      <span aria-hidden="true" className={cn("size-2 rounded-full", STAGE_TONE[stage])} />
                      {PIPELINE_STAGE_LABELS[stage]}
                    </dt>
                    <dd className="tabular-nums">
                      {row[stage].count === 0 ? (
                        <span className="text-muted-foreground">–</span>
                      ) : (
                        <>
                          <span className="font-medium">{count(row[stage].count)}</span>
                          <span className="text-muted-foreground"> · {money(row[stage].total)}</span>
                        </>
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
