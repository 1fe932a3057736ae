import type { TPriceBookVersionRow } from "@screens/domain/schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ChevronDown,
  FileDown,
  FileJson,
  FileSpreadsheet,
  FileUp,
  Percent,
  Send,
  Trash2,
} from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { useConfirm } from "@/components/feedback/confirm-provider";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuItem, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import { TabbedLists, type ListTab } from "@/features/lists/tabbed-lists";
import { BackButton } from "@/features/shell/back-button";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { formatDate, formatDateTime } from "@/lib/format";
import { useAppNavigate } from "@/lib/navigation";
import { toastError, toastSuccess } from "@/lib/notify";
import { trpcErrorStatus, useTRPC } from "@/lib/trpc";
import { downloadText } from "./book-files";
import { sinceInstall } from "./effective-date";
import { ChangesPanel } from "./changes-panel";
import { CataloguesPanel } from "./catalogues-panel";
import { ContentsPanel } from "./contents-panel";
import { ImpactPanel } from "./impact-panel";
import { ImportProblems, useDraftImport, type ImportState } from "./draft-import";
import { usePriceBookAccess } from "./price-book-access";
import { PublishDialog } from "./publish-dialog";
import { RaiseDialog } from "./raise-dialog";
import { TablesPanel } from "./tables-panel";
import { VersionStateBadge } from "./version-state-badge";

/**
 * The tabs in order: every member of the manufacturer's staff reads them all (decision 148); the
 * admins edit a draft's tables and catalogues in place (decision 194).
 */
export const VERSION_TABS = ["changes", "tables", "catalogues", "impact", "contents"] as const;

/** One line under the title: where it came from and when it applies. */
function summary(row: TPriceBookVersionRow): string {
  const parts = [
    row.based_on ? `Copied from ${row.based_on}` : null,
    row.effective_at
      ? sinceInstall(row.effective_at)
        ? "the book the panel was installed with"
        : `${row.state === "scheduled" ? "takes effect" : "in effect from"} ${formatDateTime(row.effective_at)}`
      : `created ${formatDate(row.created_at)}`,
  ].filter(Boolean);
  const text = parts.join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The version's book and accessories as one file, the shape the import takes back. */
function useExport(version: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { book, accessories } = await queryClient.query(
        trpc.priceBooks.contents.queryOptions({ version }),
      );
      downloadText(
        `price-book-${version}.json`,
        `${JSON.stringify({ version, book, accessories }, null, 2)}\n`,
        "application/json",
      );
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  return { exportJson: () => void run(), exporting: busy };
}

/** The version as an Excel workbook (docs/price-book-workbook.md): the server's own download. */
function downloadWorkbook(version: string) {
  const link = document.createElement("a");
  link.href = `/api/price-books/${encodeURIComponent(version)}/export.xlsx`;
  link.download = `price-book-${version}.xlsx`;
  link.click();
}

function ExportButton({ version }: { version: string }) {
  const { exportJson, exporting } = useExport(version);
  return (
    <>
      <Button variant="outline" disabled={exporting} onClick={exportJson}>
        <FileDown aria-hidden="true" />
        Export JSON
      </Button>
      <Button variant="outline" onClick={() => downloadWorkbook(version)}>
        <FileSpreadsheet aria-hidden="true" />
        Export workbook
      </Button>
    </>
  );
}

/** A draft's tools for the admins: raise, the file menu (import, export, delete), publish. */
function DraftActions({
  row,
  onProblems,
}: {
  row: TPriceBookVersionRow;
  onProblems: (state: ImportState | null) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const navigate = useAppNavigate();
  const [dialog, setDialog] = useState<"raise" | "publish" | null>(null);
  const { fileInput, choose, importing } = useDraftImport(row.version, onProblems);
  const { exportJson, exporting } = useExport(row.version);
  const remove = useMutation(
    trpc.priceBooks.deleteDraft.mutationOptions({
      onSuccess: (rows) => queryClient.setQueryData(trpc.priceBooks.list.queryKey({}), rows),
    }),
  );
  const deleteDraft = async () => {
    const sure = await confirm({
      title: `Delete draft ${row.version}?`,
      message: "Its prices are gone for good. Published versions are not touched.",
      destructive: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync({ version: row.version });
    } catch (error) {
      toastError(error);
      return;
    }
    toastSuccess(`Draft ${row.version} deleted.`);
    void navigate("/panel/price-book");
  };
  return (
    <>
      {fileInput}
      <Button variant="outline" onClick={() => setDialog("raise")}>
        <Percent aria-hidden="true" />
        Raise prices
      </Button>
      <DropdownMenu
        align="end"
        trigger={
          <Button variant="outline" disabled={importing || exporting || remove.isPending}>
            {/* Without its icon on a phone, the three buttons share one row. */}
            <FileJson aria-hidden="true" className="max-sm:hidden" />
            File
            <ChevronDown aria-hidden="true" className="text-muted-foreground" />
          </Button>
        }
      >
        <DropdownMenuItem onSelect={choose}>
          <FileUp aria-hidden="true" />
          Import JSON or workbook
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={exportJson}>
          <FileDown aria-hidden="true" />
          Export JSON
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => downloadWorkbook(row.version)}>
          <FileSpreadsheet aria-hidden="true" />
          Export workbook (.xlsx)
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={() => void deleteDraft()}>
          <Trash2 aria-hidden="true" />
          Delete draft
        </DropdownMenuItem>
      </DropdownMenu>
      <Button onClick={() => setDialog("publish")}>
        <Send aria-hidden="true" />
        Publish
      </Button>
      <RaiseDialog
        open={dialog === "raise"}
        onOpenChange={(open) => setDialog(open ? "raise" : null)}
        version={row.version}
      />
      <PublishDialog
        open={dialog === "publish"}
        onOpenChange={(open) => setDialog(open ? "publish" : null)}
        version={row.version}
      />
    </>
  );
}

/**
 * One price book version (docs/decisions/148-price-book-versions.md): its state, and for a draft the
 * admins' tools (raise, import, export, publish, delete); what changed from the version it copies,
 * what it would do to the open draft quotes, and its contents.
 */
export default function VersionPage() {
  const trpc = useTRPC();
  const { version = "" } = useParams();
  const access = usePriceBookAccess();
  const versions = useQuery(trpc.priceBooks.list.queryOptions({}, { enabled: access.reads }));
  const [importState, setImportState] = useState<ImportState | null>(null);
  const row = versions.data?.find((candidate) => candidate.version === version);
  const error = versions.error
    ? (trpcErrorStatus(versions.error) ?? 500)
    : versions.data && !row
      ? 404
      : null;
  const isDraft = row?.state === "draft";
  // Only a draft changes, and only its keepers change it; the server checks both (decision 194).
  const editable = isDraft && access.keeps;

  const tabs: ListTab[] = [];
  if (access.reads && row) {
    tabs.push(
      {
        value: "changes",
        label: "Changes",
        render: () => <ChangesPanel version={version} against={row.based_on} />,
      },
      {
        value: "tables",
        label: "Price tables",
        render: () => <TablesPanel version={version} editable={editable} />,
      },
      {
        value: "catalogues",
        label: "Catalogues",
        render: () => <CataloguesPanel version={version} editable={editable} />,
      },
      { value: "impact", label: "Impact on open quotes", render: () => <ImpactPanel version={version} /> },
    );
  }
  tabs.push({ value: "contents", label: "Contents", render: () => <ContentsPanel version={version} /> });

  return (
    <Page allowed={access.reads} loading={versions.isPending} error={error}>
      {row && (
        <>
          <PageHeader
            back={<BackButton to="/panel/price-book" label="Price book" />}
            title={
              <span className="flex flex-wrap items-center gap-3">
                Version {row.version}
                <VersionStateBadge state={row.state} />
              </span>
            }
            description={
              <>
                {summary(row)}.{row.note && <span className="mt-1 block text-sm">{row.note}</span>}
              </>
            }
            actions={
              isDraft && access.keeps ? (
                <DraftActions row={row} onProblems={setImportState} />
              ) : (
                <ExportButton version={row.version} />
              )
            }
          />
          {importState && <ImportProblems state={importState} onDismiss={() => setImportState(null)} />}
          <TabbedLists context="price_book_version" label="Version" tabs={tabs} />
        </>
      )}
    </Page>
  );
}
