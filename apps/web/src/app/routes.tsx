import { Suspense } from "react";
import { Navigate, type Params, type RouteObject } from "react-router-dom";
import { earlyRead, type QueryUtils, type RouteHandle } from "./boot";
import { EARLY_READS, readPath } from "./early-reads";
import { ErrorScreen } from "@/components/feedback/error-screen";
import { LoadingScreen } from "@/components/feedback/loading-screen";
import { initialFiguresQuery } from "@/features/dashboard/figures-query";
import { RootLayout } from "./root-layout";
import { RouteErrorBoundary } from "./route-error-boundary";
import { screenChunk, type Chunk } from "./screen-chunk";

/**
 * A screen in its own chunk (route-level code splitting: /login ships only what it needs). The
 * handle lets boot.ts load the chunk, and start the screen's first query, with the document (issue
 * 14), before React's first render.
 */
function screen(chunk: Chunk, starts: Pick<RouteHandle, "prefetch" | "warm"> = {}) {
  const { Screen, preload } = screenChunk(chunk);
  const handle: RouteHandle = { chunk: preload, ...starts };
  return { Component: Screen, handle };
}

/** A route parameter as the screens read it (use-id-param.ts): a positive integer, else no prefetch. */
function idOf(params: Params, name = "id"): number | null {
  const id = Number(params[name]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function prefetchWithId(load: (utils: QueryUtils, id: number) => Promise<unknown>) {
  return (utils: QueryUtils, params: Params) => {
    const id = idOf(params);
    return id === null ? Promise.resolve() : load(utils, id);
  };
}

const panelLayout = screenChunk(() => import("@/features/shell/panel-layout"));
// The homeowner's quote (issue 11): no session check, no panel shell, a small chunk of its own.
const publicQuote = screenChunk(() => import("@/features/public-quote/public-quote-page"));
// Development-only UI gallery; the condition is false in production builds, so the chunk is dropped.
const uiGallery = import.meta.env.DEV ? screenChunk(() => import("@/dev/ui-gallery")) : null;

/** Panel screens added by later work go in this list (children of the authenticated shell). */
export const panelRoutes: RouteObject[] = [
  {
    path: "dashboard",
    // The figures start with the document (their query: the stored period, the browser's time
    // zone); the first paint does not wait for them: the welcome is the page's largest text.
    ...screen(() => import("@/features/dashboard/dashboard-page"), {
      warm: (utils) => utils.reports.figures.prefetch(initialFiguresQuery()),
    }),
  },
  // Lists and detail pages (web panel issue): each screen is a lazy chunk of its own.
  { path: "accounts", ...screen(() => import("@/features/accounts/accounts-page")) },
  { path: "accounts/:id", ...screen(() => import("@/features/accounts/account-page")) },
  { path: "accounts/:id/new-dealer", ...screen(() => import("@/features/accounts/new-dealer-page")) },
  {
    path: "accounts/:id/new-user",
    ...screen(() =>
      import("@/features/users/new-user-page").then((module) => ({ default: module.AccountNewUserPage })),
    ),
  },
  { path: "dealers", ...screen(() => import("@/features/dealers/dealers-page")) },
  { path: "dealers/:id", ...screen(() => import("@/features/dealers/dealer-page")) },
  {
    path: "dealers/:id/new-customer",
    ...screen(() => import("@/features/customers/new-customer-page")),
  },
  { path: "dealers/:id/new-quote", ...screen(() => import("@/features/quotes/new-quote-page")) },
  {
    path: "dealers/:id/new-user",
    ...screen(() =>
      import("@/features/users/new-user-page").then((module) => ({ default: module.DealerNewUserPage })),
    ),
  },
  { path: "customers", ...screen(() => import("@/features/customers/customers-page")) },
  { path: "customers/:id", ...screen(() => import("@/features/customers/customer-page")) },
  { path: "users", ...screen(() => import("@/features/users/users-page")) },
  { path: "users/:id", ...screen(() => import("@/features/users/user-page")) },
  { path: "quotes", ...screen(() => import("@/features/quotes/quotes-page")) },
  { path: "quotes/new", ...screen(() => import("@/features/quotes/new-quote-page")) },
  {
    path: "quotes/:id",
    ...screen(
      () => import("@/features/quotes/quote-page"),
      // The quote and its history: both are in the page's first paint (reads of PRELOADED_SCREENS).
      {
        prefetch: prefetchWithId((utils, id) =>
          Promise.all([
            earlyRead(readPath(EARLY_READS.quote.answer, id), utils.quotes.get, { id }),
            earlyRead(readPath(EARLY_READS.quote.history, id), utils.quoteSharing.history, { id }),
          ]),
        ),
      },
    ),
  },
  { path: "orders", ...screen(() => import("@/features/orders/orders-page")) },
  {
    path: "orders/:id",
    ...screen(() => import("@/features/orders/order-page"), {
      prefetch: prefetchWithId((utils, id) =>
        earlyRead(readPath(EARLY_READS.order.answer, id), utils.orders.get, { id }),
      ),
    }),
  },
  // Staff: e-mails that could not be delivered (issue 11 §4).
  { path: "emails", ...screen(() => import("@/features/emails/emails-page")) },
  // Reports (issue 15 §1): the figures as tables, and the quotes or orders behind them.
  { path: "reports", ...screen(() => import("@/features/reports/reports-page")) },
  { path: "reports/quotes", ...screen(() => import("@/features/reports/report-list-page")) },
  { path: "reports/orders", ...screen(() => import("@/features/reports/report-list-page")) },
  // Configuration editor and accessories (configurator issue): lazy chunks of their own.
  {
    path: "configurations/:id",
    ...screen(() => import("@/features/configurator/configuration-editor-page"), {
      // The unit, the price book, then the unit's quote (its status decides what may be edited, its
      // title heads the page): the editor paints once, with all three.
      prefetch: prefetchWithId((utils, id) =>
        Promise.all([
          earlyRead(readPath(EARLY_READS.configuration.answer, id), utils.configurations.get, { id }).then(
            () => {
              const quoteId = utils.configurations.get.getData({ id })?.quote_id;
              return quoteId === undefined ? undefined : utils.quotes.get.prefetch({ id: quoteId });
            },
          ),
          earlyRead(EARLY_READS.configuration.priceBook, utils.pricing.priceBook, {}),
        ]),
      ),
    }),
  },
  {
    path: "quotes/:id/new-configuration",
    ...screen(() => import("@/features/configurator/new-configuration-page")),
  },
  {
    path: "new-configuration/:quoteId",
    ...screen(() => import("@/features/configurator/new-configuration-page")),
  },
  {
    path: "quotes/:id/add-on-accessories",
    ...screen(() => import("@/features/accessories/accessories-page")),
  },
  { path: "*", element: <ErrorScreen code={404} fullScreen={false} /> },
];

export const routes: RouteObject[] = [
  {
    // Outside RootLayout: a homeowner has no session, so nothing waits for the session check.
    path: "/q/:token",
    errorElement: <RouteErrorBoundary />,
    element: (
      <Suspense fallback={<LoadingScreen />}>
        <publicQuote.Screen />
      </Suspense>
    ),
    handle: { chunk: publicQuote.preload } satisfies RouteHandle,
  },
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: "/", ...screen(() => import("@/features/public/landing-page")) },
      { path: "/signin", element: <Navigate to="/login" replace /> },
      { path: "/login", ...screen(() => import("@/features/auth/login-page")) },
      { path: "/forgot-password", ...screen(() => import("@/features/auth/forgot-password-page")) },
      { path: "/reset-password/:hash", ...screen(() => import("@/features/auth/reset-password-page")) },
      { path: "/confirm-email/:token", ...screen(() => import("@/features/auth/confirm-email-page")) },
      { path: "/logout", ...screen(() => import("@/features/auth/logout-page")) },
      {
        path: "/panel",
        handle: { chunk: panelLayout.preload } satisfies RouteHandle,
        children: [
          { index: true, element: <Navigate to="/panel/dashboard" replace /> },
          { Component: panelLayout.Screen, children: panelRoutes },
        ],
      },
      ...(uiGallery ? [{ path: "/dev/ui", Component: uiGallery.Screen }] : []),
      { path: "*", element: <ErrorScreen code={404} /> },
    ],
  },
];
