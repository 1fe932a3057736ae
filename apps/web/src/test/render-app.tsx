import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, Outlet, redirect, RouterProvider, type RouteObject } from "react-router";
import { ConfirmProvider } from "@/components/feedback/confirm-provider";
import { Toaster } from "@/components/feedback/toaster";
import { AuthProvider } from "@/features/auth/auth-provider";
import { ApiProvider, createQueryClient } from "@/lib/api-provider";
import { ErrorBoundary } from "@/root";
import ConfirmEmail from "@/routes/confirm-email.$token";
import ForgotPassword from "@/routes/forgot-password";
import Home from "@/routes/home";
import Login from "@/routes/login";
import Logout from "@/routes/logout";
import PanelLayout from "@/routes/panel";
import PanelDashboard from "@/routes/panel.dashboard";
import PanelNotFound from "@/routes/panel.not-found";
import PanelUser from "@/routes/panel.users.$id";
import PanelAccounts from "@/routes/panel.accounts";
import PublicQuotePage from "@/features/public-quote/public-quote-page";
import ResetPassword from "@/routes/reset-password.$hash";
import NotFound from "@/routes/not-found";
import { followDocumentNavigations } from "./document-navigation";
import { trackQueryClient } from "./settle";

/**
 * The app's providers around the routes (root.tsx without the document): the session comes from the
 * API here (msw), as it does in the browser when no loader filled it.
 */
function TestRoot() {
  return (
    <AuthProvider>
      <ConfirmProvider>
        <Outlet />
      </ConfirmProvider>
    </AuthProvider>
  );
}

/**
 * A route that only redirects: its loader answers before anything renders, and React Router wants
 * something to render meanwhile (on the server the loader's redirect is the whole answer).
 */
const redirectOnly = (to: string) => ({
  loader: () => redirect(to),
  Component: () => null,
  HydrateFallback: () => null,
});

/** The route modules of routes.ts at their paths, without their server loaders. */
const routes: RouteObject[] = [
  // The server resolves the session of a homeowner's request in process (no API call): here, no root.
  { path: "/q/:token", Component: PublicQuotePage },
  {
    id: "root",
    Component: TestRoot,
    ErrorBoundary,
    children: [
      { path: "/", Component: Home },
      { path: "/signin", ...redirectOnly("/login") },
      { path: "/login", Component: Login },
      { path: "/forgot-password", Component: ForgotPassword },
      { path: "/reset-password/:hash", Component: ResetPassword },
      { path: "/confirm-email/:token", Component: ConfirmEmail },
      { path: "/logout", Component: Logout },
      {
        path: "/panel",
        Component: PanelLayout,
        children: [
          { index: true, ...redirectOnly("/panel/dashboard") },
          { path: "dashboard", Component: PanelDashboard },
          { path: "accounts", Component: PanelAccounts },
          { path: "users/:id", Component: PanelUser },
          { path: "*", Component: PanelNotFound },
        ],
      },
      { path: "*", Component: NotFound },
    ],
  },
];

function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  followDocumentNavigations(router);
  // setup.ts waits for its requests to settle before the unmount (./settle).
  const queryClient = trackQueryClient(createQueryClient({ retry: false }));
  const view = render(
    <ApiProvider queryClient={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </ApiProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders the app's routes at a path, with the toaster, like the browser would. */
export function renderApp(initialPath: string) {
  return renderRouter(createMemoryRouter(routes, { initialEntries: [initialPath] }));
}

/** Renders one element inside the app providers at a path; other paths show their name. */
export function renderWithProviders(element: ReactNode, options: { path?: string; route?: string } = {}) {
  const path = options.path ?? "/";
  const route = options.route ?? path;
  const children: RouteObject[] = [
    { path: route, element },
    { path: "*", element: <p data-testid="location">elsewhere</p> },
  ];
  return renderRouter(
    createMemoryRouter([{ id: "root", Component: TestRoot, children }], { initialEntries: [path] }),
  );
}
