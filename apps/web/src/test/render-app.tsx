import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from "react-router-dom";
import { Suspense } from "react";
import { ConfirmProvider } from "@/components/feedback/confirm-provider";
import { Toaster } from "@/components/feedback/toaster";
import { routes } from "@/app/routes";
import { AuthProvider } from "@/features/auth/auth-provider";
import { ApiProvider } from "@/lib/api-provider";

/** Renders the real route table at a path, with the toaster, like the browser would. */
export function renderApp(initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <ApiProvider retry={false}>
      <RouterProvider router={router} />
      <Toaster />
    </ApiProvider>,
  );
  return { ...view, router };
}

/** Renders one element inside the app providers at a path; other paths show their name. */
export function renderWithProviders(element: ReactNode, options: { path?: string; route?: string } = {}) {
  const path = options.path ?? "/";
  const route = options.route ?? path;
  const children: RouteObject[] = [
    { path: route, element },
    { path: "*", element: <p data-testid="location">elsewhere</p> },
  ];
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <ConfirmProvider>
              <Suspense fallback={null}>
                <Outlet />
              </Suspense>
            </ConfirmProvider>
          </AuthProvider>
        ),
        children,
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <ApiProvider retry={false}>
      <RouterProvider router={router} />
      <Toaster />
    </ApiProvider>,
  );
  return { ...view, router };
}
