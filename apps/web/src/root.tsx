import type { LoaderArgs } from "@/lib/load-context";
import { HydrationBoundary, type DehydratedState } from "@tanstack/react-query";
import { MESSAGES } from "@screens/domain/messages";
import { useEffect, useMemo, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  type LinksFunction,
  type MetaFunction,
} from "react-router";
import { ConfirmProvider } from "@/components/feedback/confirm-provider";
import { ErrorScreen } from "@/components/feedback/error-screen";
import { Toaster } from "@/components/feedback/toaster";
import { useThemeKeptInStep } from "@/components/theme/theme";
import { THEME_SCRIPT } from "@/components/theme/theme-script";
import { AuthProvider } from "@/features/auth/auth-provider";
import { MovedCountdown } from "@/features/auth/moved-countdown";
import { ApiProvider } from "@/lib/api-provider";
import { useNonce } from "@/lib/nonce";
import { PreferencesContext, preferencesOf } from "@/lib/preferences";
import { rememberTimeZone } from "@/lib/time-zone";
import stylesHref from "./styles.css?url";

/** The session, resolved once per request by the server (apps/server/src/web-app.ts). */
export function loader({ context, request }: LoaderArgs) {
  return {
    agent: context.agent,
    /** The page's origin as the browser sees it (links written into e-mails and notices). */
    origin: new URL(request.url).origin,
    preferences: preferencesOf(request.headers.get("Cookie")),
  };
}

export type RootData = ReturnType<typeof loader>;

/**
 * The stylesheet, as a React resource (precedence): React writes it into the head before the
 * preloads of the page's modules, so on a slow network the page paints as soon as its HTML and CSS
 * are in, not after the scripts have shared the bandwidth.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesHref, precedence: "default" }];

/** Every page's title, unless its route names one (the homeowner's quote). */
export const meta: MetaFunction = () => [{ title: "Screens Panel" }];

/** The document around every screen, its error screens included. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  useThemeKeptInStep();
  // The page answers clicks from here on: the browser flows wait for it before they fill a form.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover" />
        <meta name="theme-color" content="#0f172a" />
        <meta
          name="description"
          content="Screens Panel: quoting and ordering for made-to-order motorized zipper-track screens."
        />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <Meta />
        <Links />
        {/* The theme before the first paint (decision 031); allowed by the answer's CSP nonce. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Every loader's prefetched queries, hydrated into the one cache of the page. */
function useDehydratedState(): DehydratedState {
  const matches = useMatches();
  return useMemo(() => {
    const queries = matches.flatMap(
      (match) =>
        (match.loaderData as { dehydratedState?: DehydratedState } | undefined)?.dehydratedState?.queries ??
        [],
    );
    return { mutations: [], queries };
  }, [matches]);
}

export default function App({ loaderData }: { loaderData: RootData }) {
  const dehydratedState = useDehydratedState();
  useEffect(rememberTimeZone, []);
  return (
    <PreferencesContext value={loaderData.preferences}>
      <ApiProvider>
        <HydrationBoundary state={dehydratedState}>
          <MovedCountdown movedToUrl={import.meta.env.VITE_MOVED_TO_URL || undefined}>
            <AuthProvider>
              <ConfirmProvider>
                <Outlet />
              </ConfirmProvider>
            </AuthProvider>
          </MovedCountdown>
        </HydrationBoundary>
        <Toaster />
      </ApiProvider>
    </PreferencesContext>
  );
}

/** Error screens (decision 107), on the server too: a status, else 'Unexpected Application Error!'. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorScreen code={error.status} />;
  if (error) console.error(error);
  return <ErrorScreen title={MESSAGES.unexpectedApplicationError} />;
}
