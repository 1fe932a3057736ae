import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { Suspense, useState, type ReactNode } from "react";
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from "react-router";
import { CHARGE_FIELDS, defaultConfiguration, type Configuration } from "@screens/pricing/configuration";
import { defaultPriceBook } from "@screens/pricing/price-book";
import { describeConfiguration, encodeOrderCode, housingAdvice, priceConfiguration } from "@screens/pricing";
import { permissionsForRole } from "@screens/domain/permissions";
import type { Agent } from "@screens/domain/agent";
import type { RoleId } from "@screens/domain/roles";
import { ConfirmProvider } from "@/components/feedback/confirm-provider";
import { Toaster } from "@/components/feedback/toaster";
import { AuthProvider } from "@/features/auth/auth-provider";
import { createTrpcClient, TRPCProvider } from "@/lib/trpc";
import { server } from "@/test/server";
import { followDocumentNavigations } from "@/test/document-navigation";

/** One procedure's answer: data, an error status, or a function of the input. */
export type Answer = { data: unknown } | { error: number; errors?: string[] } | ((input: unknown) => Answer);
export interface Call {
  path: string;
  input: unknown;
}

const CODES: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  500: "INTERNAL_SERVER_ERROR",
};

function resolve(path: string, answer: Answer | undefined, input: unknown): unknown {
  if (!answer)
    return {
      error: {
        message: `No answer for ${path}`,
        code: -32004,
        data: { code: "NOT_FOUND", httpStatus: 404, path },
      },
    };
  const a = typeof answer === "function" ? answer(input) : answer;
  if (typeof a === "function") return resolve(path, a, input);
  if ("data" in a) return { result: { data: a.data } };
  const errors = a.errors ?? ["Error"];
  return {
    error: {
      message: errors[0],
      code: -32600,
      data: { code: CODES[a.error] ?? "BAD_REQUEST", httpStatus: a.error, path, errors },
    },
  };
}

/** Answers tRPC batch calls (`/api/trpc/a,b?batch=1`) at the network boundary and records them. */
export function mockTrpc(answers: Record<string, Answer>): Call[] {
  const calls: Call[] = [];
  const handle = async (request: Request, query: boolean) => {
    const url = new URL(request.url);
    const paths = decodeURIComponent(url.pathname.replace(/^.*\/api\/trpc\//, "")).split(",");
    const raw = query ? url.searchParams.get("input") : await request.text();
    const inputs = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const results = paths.map((path, i) => {
      calls.push({ path, input: inputs[String(i)] });
      return resolve(path, answers[path], inputs[String(i)]);
    });
    return HttpResponse.json(results, {
      status: results.every((r) => "result" in (r as object)) ? 200 : 207,
    });
  };
  server.use(
    http.get("*/api/trpc/*", ({ request }) => handle(request, true)),
    http.post("*/api/trpc/*", ({ request }) => handle(request, false)),
  );
  return calls;
}

export function makeAgent(roleId: RoleId): Agent {
  const staff = roleId <= 3;
  return {
    id: 7,
    username: staff ? "mfguser" : "salesrep",
    first_name: "Ray",
    last_name: "Patel",
    email: "ray@example.com",
    phone: null,
    role_id: roleId,
    status: 1,
    time_zone: null,
    account_id: staff ? 2 : null,
    dealer_id: staff ? null : 11,
    account: staff ? { id: 2, company_name: "Screens Manufacturing" } : null,
    dealer: staff ? null : { id: 11, company_name: "Gulf Coast Shade & Screen", country: "USA" },
    default_links: {},
    permissions: permissionsForRole(roleId),
  };
}

export function signIn(agent: Agent): void {
  server.use(http.get("*/api/check-session", () => HttpResponse.json(agent)));
}

/** What the server stores and returns for a configuration (priced with the same library). */
export function serverRow(
  config: Configuration,
  extra: { id: number; quote_id: number; markup?: number; saved_at?: string | null },
) {
  const result = priceConfiguration(config, { priceBook: defaultPriceBook, markup: extra.markup ?? 1.43 });
  const n = result.ok ? result.configuration : config;
  const charges = Object.fromEntries(CHARGE_FIELDS.map((f) => [f, result.ok ? result.breakdown[f] : 0]));
  return {
    ...n,
    ...charges,
    id: extra.id,
    quote_id: extra.quote_id,
    submission_id: null,
    status: 1,
    unit_total: result.ok ? result.breakdown.unit_total : 0,
    customer_price: result.ok ? result.breakdown.customer_price : 0,
    package_name: result.ok ? (result.breakdown.package?.label ?? null) : null,
    order_code: encodeOrderCode(n, defaultPriceBook),
    description: describeConfiguration(n, defaultPriceBook),
    price_book_version: defaultPriceBook.version,
    created_by: 7,
    created_at: "2026-03-01T10:00:00.000Z",
    saved_at: extra.saved_at === undefined ? "2026-03-01T10:05:00.000Z" : extra.saved_at,
    // As the server keeps it: a saved unit where "Jumbo housing recommended" applies declined it (decision 198).
    ...(extra.saved_at !== null && housingAdvice(n)?.kind === "recommend"
      ? { housing_advice_declined_at: "2026-03-01T10:05:00.000Z", housing_advice_declined_by: 7 }
      : { housing_advice_declined_at: null, housing_advice_declined_by: null }),
  };
}

export function quoteRow(status: number, id = 5) {
  return {
    id,
    quote_number: `Q-00000${id}`,
    title: "Back patio",
    notes: "",
    shipping_address: "",
    start_with: null,
    dealer_id: 11,
    account_id: null,
    customer_id: null,
    status,
    status_label: { 1: "Started", 30: "Awaiting approval", 50: "Ordered" }[status] ?? "Status",
    sale_price: 0,
    discount: 0,
    markup_variable: 1.43,
    price_book_version: null,
    created_by: 7,
    created_at: "2026-03-01T10:00:00.000Z",
    dealer: { company_name: "Gulf Coast Shade & Screen" },
    customer_name: null,
    order_id: null,
    unit_count: 1,
    accessory_count: 0,
    screenconfigurations: [],
    add_on_accessories: [],
    summary: {
      customer_price: 0,
      dealer_cost: 0,
      brokerage_fee: 0,
      total: 0,
      currency: "USD",
      shipping: "",
      country: null,
      list_price: null,
    },
  };
}

export interface EditorSetup {
  status?: number;
  /** The unit was never saved (decision 070). */
  unsaved?: boolean;
  roleId?: RoleId;
  config?: Partial<Configuration>;
  extra?: Record<string, Answer>;
}

/** Mocks the session and the editor's three loads (unit, quote, price book). */
export function mockEditor({
  status = 1,
  roleId = 6,
  config = {},
  extra = {},
  unsaved = false,
}: EditorSetup = {}) {
  signIn(makeAgent(roleId));
  const row = serverRow(defaultConfiguration({ unit_name: "Patio left", ...config }), {
    id: 42,
    quote_id: 5,
    ...(unsaved ? { saved_at: null } : {}),
  });
  return mockTrpc({
    "configurations.get": { data: row },
    "quotes.get": { data: quoteRow(status) },
    "pricing.forQuote": {
      data: {
        version: defaultPriceBook.version,
        frozen: false,
        terms: { level: null, factor: 0.55, discount_pct: 0 },
      },
    },
    "pricing.priceBook": { data: defaultPriceBook },
    ...extra,
  });
}

function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  const [trpcClient] = useState(createTrpcClient);
  return (
    <QueryClientProvider client={client}>
      <TRPCProvider trpcClient={trpcClient} queryClient={client}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}

/** Renders route elements under the app's providers (session, confirm dialog, toasts, tRPC). */
export function renderRoutes(routes: RouteObject[], path: string, previous: string[] = []) {
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
        children: [...routes, { path: "*", element: <p data-testid="elsewhere">elsewhere</p> }],
      },
    ],
    { initialEntries: [...previous, path] },
  );
  followDocumentNavigations(router);
  const view = render(
    <Providers>
      <RouterProvider router={router} />
      <Toaster />
    </Providers>,
  );
  return { ...view, router };
}
