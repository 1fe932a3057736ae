import { lazy, Suspense } from "react";
import { Navigate, type RouteObject } from "react-router-dom";
import { ErrorScreen } from "@/components/feedback/error-screen";
import { LoadingScreen } from "@/components/feedback/loading-screen";
import { RootLayout } from "./root-layout";
import { RouteErrorBoundary } from "./route-error-boundary";

// Route-level code splitting: each screen is its own chunk, so /login ships only what it needs.
const LandingPage = lazy(() => import("@/features/public/landing-page"));
const LoginPage = lazy(() => import("@/features/auth/login-page"));
const ForgotPasswordPage = lazy(() => import("@/features/auth/forgot-password-page"));
const ResetPasswordPage = lazy(() => import("@/features/auth/reset-password-page"));
const LogoutPage = lazy(() => import("@/features/auth/logout-page"));
const PanelLayout = lazy(() => import("@/features/shell/panel-layout"));
const DashboardPage = lazy(() => import("@/features/dashboard/dashboard-page"));
// The homeowner's quote (issue 11): no session check, no panel shell, a small chunk of its own.
const PublicQuotePage = lazy(() => import("@/features/public-quote/public-quote-page"));
// Development-only UI gallery; the condition is false in production builds, so the chunk is dropped.
const UiGallery = import.meta.env.DEV ? lazy(() => import("@/dev/ui-gallery")) : null;

/** Panel screens added by later work go in this list (children of the authenticated shell). */
export const panelRoutes: RouteObject[] = [
  { path: "dashboard", element: <DashboardPage /> },
  // Lists and detail pages (web panel issue): each screen is a lazy chunk of its own.
  { path: "accounts", Component: lazy(() => import("@/features/accounts/accounts-page")) },
  { path: "accounts/:id", Component: lazy(() => import("@/features/accounts/account-page")) },
  { path: "accounts/:id/new-dealer", Component: lazy(() => import("@/features/accounts/new-dealer-page")) },
  {
    path: "accounts/:id/new-user",
    Component: lazy(() =>
      import("@/features/users/new-user-page").then((module) => ({ default: module.AccountNewUserPage })),
    ),
  },
  { path: "dealers", Component: lazy(() => import("@/features/dealers/dealers-page")) },
  { path: "dealers/:id", Component: lazy(() => import("@/features/dealers/dealer-page")) },
  {
    path: "dealers/:id/new-customer",
    Component: lazy(() => import("@/features/customers/new-customer-page")),
  },
  { path: "dealers/:id/new-quote", Component: lazy(() => import("@/features/quotes/new-quote-page")) },
  {
    path: "dealers/:id/new-user",
    Component: lazy(() =>
      import("@/features/users/new-user-page").then((module) => ({ default: module.DealerNewUserPage })),
    ),
  },
  { path: "customers", Component: lazy(() => import("@/features/customers/customers-page")) },
  { path: "customers/:id", Component: lazy(() => import("@/features/customers/customer-page")) },
  { path: "users", Component: lazy(() => import("@/features/users/users-page")) },
  { path: "users/:id", Component: lazy(() => import("@/features/users/user-page")) },
  { path: "quotes", Component: lazy(() => import("@/features/quotes/quotes-page")) },
  { path: "quotes/new", Component: lazy(() => import("@/features/quotes/new-quote-page")) },
  { path: "quotes/:id", Component: lazy(() => import("@/features/quotes/quote-page")) },
  { path: "orders", Component: lazy(() => import("@/features/orders/orders-page")) },
  { path: "orders/:id", Component: lazy(() => import("@/features/orders/order-page")) },
  // Staff: e-mails that could not be delivered (issue 11 §4).
  { path: "emails", Component: lazy(() => import("@/features/emails/emails-page")) },
  // Configuration editor and accessories (configurator issue): lazy chunks of their own.
  {
    path: "configurations/:id",
    Component: lazy(() => import("@/features/configurator/configuration-editor-page")),
  },
  {
    path: "quotes/:id/new-configuration",
    Component: lazy(() => import("@/features/configurator/new-configuration-page")),
  },
  {
    path: "new-configuration/:quoteId",
    Component: lazy(() => import("@/features/configurator/new-configuration-page")),
  },
  {
    path: "quotes/:id/add-on-accessories",
    Component: lazy(() => import("@/features/accessories/accessories-page")),
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
        <PublicQuotePage />
      </Suspense>
    ),
  },
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: "/", element: <LandingPage /> },
      { path: "/signin", element: <Navigate to="/login" replace /> },
      { path: "/login", element: <LoginPage /> },
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/reset-password/:hash", element: <ResetPasswordPage /> },
      { path: "/logout", element: <LogoutPage /> },
      {
        path: "/panel",
        children: [
          { index: true, element: <Navigate to="/panel/dashboard" replace /> },
          { element: <PanelLayout />, children: panelRoutes },
        ],
      },
      ...(UiGallery ? [{ path: "/dev/ui", element: <UiGallery /> }] : []),
      { path: "*", element: <ErrorScreen code={404} /> },
    ],
  },
];
