import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { TChosenLines } from "@screens/domain/schemas";
import { ErrorScreen } from "@/components/feedback/error-screen";
import { LoadingScreen } from "@/components/feedback/loading-screen";
import { ApiError, statusOf } from "@/lib/api";
import { toastSuccess } from "@/lib/notify";
import { InvalidLinkPage } from "./invalid-link-page";
import { publicQuoteApi, type PublicQuote } from "./public-quote-api";
import { PublicQuoteView } from "./public-quote-view";

/** A token the server no longer knows (unknown, expired, withdrawn: all one 404), or a malformed path. */
const isDeadLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 410);

/** The homeowner's quote by its token: the route's loader fills it on the server (routes/q.$token.tsx). */
export function publicQuoteQuery(token: string) {
  return queryOptions({
    queryKey: ["public-quote", token],
    queryFn: () => publicQuoteApi.get(token),
    retry: (count, error) => !isDeadLink(error) && statusOf(error) >= 500 && count < 2,
    staleTime: Infinity,
  });
}

/** The page's title: the quote and its dealer. */
export function publicQuoteTitle(quote: PublicQuote | null | undefined): string {
  return quote
    ? `Quote ${quote.document.quote.number} from ${quote.document.dealer.company_name}`
    : "Your quote";
}

/**
 * `/q/{token}`: the homeowner's quote (decision 052). Public (no session, no panel shell), one
 * request to show it; the answer is bound to the document's SHA-256 the page was shown.
 */
export default function PublicQuotePage() {
  const { token = "" } = useParams();
  const queryClient = useQueryClient();
  const { queryKey: key } = publicQuoteQuery(token);
  const quote = useQuery(publicQuoteQuery(token));
  const data = quote.data;

  // An answer returns the page's new state: shown at once, no second request.
  const settle = (answer: PublicQuote) => queryClient.setQueryData(key, answer);
  const accept = useMutation({
    mutationFn: (values: { signer_name: string; chosen?: TChosenLines }) =>
      publicQuoteApi.accept(token, { ...values, consent: true, document_sha256: data?.document_sha256 }),
    onSuccess: settle,
  });
  const decline = useMutation({
    mutationFn: (values: { reason?: string }) =>
      publicQuoteApi.decline(token, { ...values, document_sha256: data?.document_sha256 }),
    onSuccess: settle,
  });
  // "Already answered" or "changed since you opened it": show the page as it now stands.
  const refreshOnConflict = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) void quote.refetch();
    if (isDeadLink(error)) void quote.refetch();
  };

  if (quote.isPending) return <LoadingScreen message="Loading your quote..." />;
  if (quote.error)
    return isDeadLink(quote.error) ? <InvalidLinkPage /> : <ErrorScreen code={statusOf(quote.error)} />;
  return (
    <PublicQuoteView
      document={quote.data.document}
      decision={quote.data.decision}
      pdfUrl={publicQuoteApi.pdfUrl(token)}
      onAccept={async (values) => {
        await accept.mutateAsync(values).catch((error: unknown) => {
          refreshOnConflict(error);
          throw error;
        });
        toastSuccess("Thank you! Your quote is accepted.");
      }}
      onDecline={async (values) => {
        await decline.mutateAsync(values).catch((error: unknown) => {
          refreshOnConflict(error);
          throw error;
        });
        toastSuccess("Your answer was sent to your dealer.");
      }}
    />
  );
}
