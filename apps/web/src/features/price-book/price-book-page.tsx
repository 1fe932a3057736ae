import type { TPriceBookVersionRow } from "@screens/domain/schemas";
import { useQuery } from "@tanstack/react-query";
import { FilePlus2 } from "lucide-react";
import { useMemo, useState } from "react";
import { DataTable, type DataTableColumn } from "@/components/data-table";
import { Button } from "@/components/ui/button";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { formatDate } from "@/lib/format";
import { useAppNavigate } from "@/lib/navigation";
import { trpcErrorMessage, useTRPC } from "@/lib/trpc";
import { effectiveText, sinceInstall } from "./effective-date";
import { HowItWorksCard } from "./how-it-works-card";
import { NewDraftDialog } from "./new-draft-dialog";
import { usePriceBookAccess } from "./price-book-access";
import { PriceLevelsCard } from "./price-levels-card";
import { VersionStateBadge } from "./version-state-badge";

const dash = <span className="text-muted-foreground">—</span>;

const COLUMNS: DataTableColumn<TPriceBookVersionRow>[] = [
  {
    id: "version",
    header: "Version",
    phone: true,
    size: 140,
    cell: (row) => <span className="font-medium">{row.version}</span>,
  },
  {
    id: "state",
    header: "State",
    phone: true,
    size: 130,
    cell: (row) => <VersionStateBadge state={row.state} />,
  },
  {
    id: "effective_at",
    header: "Takes effect",
    size: 190,
    accessor: (row) => row.effective_at ?? "",
    cell: (row) => (row.effective_at ? effectiveText(row.effective_at) : dash),
  },
  {
    id: "based_on",
    header: "Based on",
    size: 120,
    accessor: (row) => row.based_on ?? "",
    cell: (row) => row.based_on ?? dash,
  },
  {
    id: "note",
    header: "Note",
    size: 280,
    accessor: (row) => row.note ?? "",
    cell: (row) =>
      row.note ? (
        <span className="block max-w-md truncate" title={row.note}>
          {row.note}
        </span>
      ) : (
        dash
      ),
  },
  {
    id: "published_at",
    header: "Published",
    size: 130,
    accessor: (row) => row.published_at ?? "",
    cell: (row) => (row.published_at ? formatDate(row.published_at) : dash),
  },
];

/**
 * The manufacturer's price book (docs/decisions/148-price-book-versions.md, 149-dealer-price-levels.md):
 * its versions, newest first, each opening its own page; drafts to change and publish; and the
 * dealer price levels. Staff read it; the admins change it.
 */
export default function PriceBookPage() {
  const trpc = useTRPC();
  const navigate = useAppNavigate();
  const access = usePriceBookAccess();
  const versions = useQuery(trpc.priceBooks.list.queryOptions({}, { enabled: access.reads }));
  const [creating, setCreating] = useState(false);
  const rowOptions = useMemo(
    () => ({
      onClick: (row: TPriceBookVersionRow) =>
        void navigate(`/panel/price-book/${encodeURIComponent(row.version)}`),
    }),
    [navigate],
  );
  const rows = versions.data ?? [];
  const inEffect = rows.find((row) => row.state === "in_effect");
  return (
    <Page allowed={access.reads}>
      <PageHeader
        title="Price book"
        description={
          inEffect
            ? `Version ${inEffect.version} is in effect${inEffect.effective_at && !sinceInstall(inEffect.effective_at) ? ` since ${formatDate(inEffect.effective_at)}` : ""}. Drafts price nothing until they are published.`
            : "Versions of the manufacturer's prices, and the dealer price levels."
        }
        actions={
          access.keeps && (
            <Button onClick={() => setCreating(true)} disabled={!versions.data}>
              <FilePlus2 aria-hidden="true" />
              New draft
            </Button>
          )
        }
      />
      <div className="grid gap-6">
        <DataTable
          name="price_book_versions"
          displayName="Versions"
          itemName="Version"
          data={rows}
          loading={versions.isPending}
          columns={COLUMNS}
          rowOptions={rowOptions}
        />
        {versions.error && <p className="text-sm text-destructive">{trpcErrorMessage(versions.error)}</p>}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <PriceLevelsCard keeps={access.keeps} />
          <HowItWorksCard />
        </div>
      </div>
      {access.keeps && <NewDraftDialog open={creating} onOpenChange={setCreating} versions={rows} />}
    </Page>
  );
}
