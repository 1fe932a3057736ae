import { useMutation, useQuery } from "@tanstack/react-query";
import { isStaff } from "@screens/domain/roles";
import { MESSAGES } from "@screens/domain/messages";
import { loadPriceBook, type PriceBook } from "@screens/pricing/book";
import type { Configuration } from "@screens/pricing/configuration";
import { useMemo } from "react";
import { useParams } from "react-router";
import { toastError, toastSuccess } from "@/lib/notify";
import { Badge } from "@/components/ui/badge";
import { useAuth } from "@/features/auth/auth-context";
import { useSignInAgain } from "@/features/auth/sign-in-again";
import { BackButton } from "@/features/shell/back-button";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { useInvalidates } from "@/lib/invalidate";
import { useTRPC, trpcErrorMessage, trpcErrorStatus } from "@/lib/trpc";
import { ConfigurationEditor } from "./configuration-editor";
import { editorAccess } from "./editability";
import { useAppNavigate } from "@/lib/navigation";

function parseId(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** /panel/configurations/:id — the configuration editor (product rule R6). */
export default function ConfigurationEditorPage() {
  const trpc = useTRPC();
  const params = useParams();
  const id = parseId(params.id);
  const navigate = useAppNavigate();
  const { agent } = useAuth();
  const configuration = useQuery(
    trpc.configurations.get.queryOptions({ id: id ?? 0 }, { enabled: id !== null }),
  );
  const quoteId = configuration.data?.quote_id;
  const quote = useQuery(
    trpc.quotes.get.queryOptions({ id: quoteId ?? 0 }, { enabled: quoteId !== undefined }),
  );
  // The version and the dealer terms the quote's units price with (decisions 148, 149).
  const pricing = useQuery(
    trpc.pricing.forQuote.queryOptions({ id: quoteId ?? 0 }, { enabled: quoteId !== undefined }),
  );
  const priceBook = useQuery(
    trpc.pricing.priceBook.queryOptions(
      { version: pricing.data?.version },
      { enabled: pricing.data !== undefined, staleTime: Infinity },
    ),
  );
  const invalidates = useInvalidates();
  // A unit's price is part of its quote's totals: both reload after a save or a copy.
  const update = useMutation(trpc.configurations.update.mutationOptions(invalidates("configurations")));
  const duplicate = useMutation(trpc.configurations.duplicate.mutationOptions(invalidates("configurations")));
  // Removing a never-saved unit on the way out: the next page loads fresh, nothing to invalidate.
  const discard = useMutation(trpc.configurations.deactivate.mutationOptions());
  // A session that expired while editing: sign in in place, keep the edits, then save.
  const { withSignIn, dialog: signInDialog } = useSignInAgain({
    message: "Sign in again to save this unit. Your changes are kept.",
    actionLabel: "Sign in and save",
  });

  const book = useMemo<PriceBook | null>(
    () => (priceBook.data ? loadPriceBook(priceBook.data) : null),
    [priceBook.data],
  );

  const failed = configuration.error ?? quote.error ?? pricing.error ?? priceBook.error;
  const loading = !failed && (!configuration.data || !quote.data || !book);
  const errorCode = id === null ? 404 : failed ? (trpcErrorStatus(failed) ?? 500) : null;

  const row = configuration.data;
  const q = quote.data;
  const staff = agent ? isStaff(agent.role_id) : false;
  // The heading follows the name the last save stored, before the unit's query has reloaded.
  const lastSaved = update.data?.id === row?.id ? update.data : undefined;
  const unitName = (lastSaved ?? row)?.unit_name;

  return (
    <Page permission="configuration.r" loading={loading && errorCode === null} error={errorCode}>
      {row && q && book && (
        <>
          <PageHeader
            back={<BackButton to={`/panel/quotes/${q.id}`} label="Back to quote" />}
            title={
              <span className="flex flex-wrap items-center gap-3">
                {unitName || "Unit"}
                <Badge variant="secondary" className="text-xs font-medium">
                  {q.status_label}
                </Badge>
              </span>
            }
            description={`Quote ${q.quote_number ?? `#${q.id}`}${q.title ? ` · ${q.title}` : ""}${
              q.dealer ? ` · ${q.dealer.company_name}` : ""
            }`}
          />
          <ConfigurationEditor
            key={row.id}
            row={row}
            book={book}
            terms={pricing.data?.terms}
            isStaff={staff}
            access={editorAccess(agent, q.status)}
            quote={q}
            onSave={async (config: Configuration) => {
              try {
                const saved = await withSignIn(() => update.mutateAsync({ id: row.id, ...config }));
                toastSuccess(MESSAGES.updated);
                return saved;
              } catch (error) {
                toastError(trpcErrorMessage(error));
                return null;
              }
            }}
            saving={update.isPending}
            onDuplicate={() => {
              duplicate.mutate(
                { id: row.id },
                {
                  onSuccess: (copy) => {
                    // Typed, but a proxy or an old server could still answer without an id.
                    const copyId = (copy as { id?: unknown } | null)?.id;
                    if (typeof copyId !== "number") {
                      console.error("Duplicate returned no id", copy);
                      toastError(MESSAGES.invalidServerResponse);
                      return;
                    }
                    toastSuccess(MESSAGES.duplicated);
                    void navigate(`/panel/configurations/${copyId}`);
                  },
                  onError: (error) => toastError(trpcErrorMessage(error)),
                },
              );
            }}
            duplicating={duplicate.isPending}
            onDiscard={async () => {
              // Best effort: should it fail, the unit stays on the quote as "Not saved yet".
              await discard.mutateAsync({ id: row.id }).catch(() => undefined);
            }}
          />
          {signInDialog}
        </>
      )}
    </Page>
  );
}
