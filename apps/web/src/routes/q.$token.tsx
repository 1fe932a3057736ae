import type { LoaderArgs } from "@/lib/load-context";
import { dehydrate, QueryClient } from "@tanstack/react-query";
import { data, type MetaFunction } from "react-router";
import { InvalidLinkPage } from "@/features/public-quote/invalid-link-page";
import PublicQuotePage, {
  publicQuoteQuery,
  publicQuoteTitle,
} from "@/features/public-quote/public-quote-page";

/**
 * The homeowner's quote (docs/customer-approval.md): no session, no panel shell. The document comes
 * from the server's cached read of the link; a dead link (unknown, expired, withdrawn) is a 404.
 */
export async function loader({ params, context }: LoaderArgs) {
  const token = params.token ?? "";
  const quote = await context.readPublicQuote(token);
  if (!quote)
    return data({ dead: true as const, title: publicQuoteTitle(null), dehydratedState: undefined }, 404);
  const queryClient = new QueryClient();
  queryClient.setQueryData(publicQuoteQuery(token).queryKey, quote);
  return { dead: false as const, title: publicQuoteTitle(quote), dehydratedState: dehydrate(queryClient) };
}

/** Not for search engines (the server also answers /q/* with X-Robots-Tag: noindex). */
export const meta: MetaFunction<typeof loader> = ({ loaderData: loaded }) => [
  { title: loaded?.title ?? publicQuoteTitle(null) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function PublicQuoteRoute({ loaderData }: { loaderData: { dead: boolean } }) {
  return loaderData.dead ? <InvalidLinkPage /> : <PublicQuotePage />;
}
