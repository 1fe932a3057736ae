import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

// The panel's addresses. Each route module in routes/ is thin: a loader that prefetches
// the screen's first reads on the server, and the feature's screen (docs/web-architecture.md).
const panel = [
  index("routes/panel.index.ts"),
  route("dashboard", "routes/panel.dashboard.tsx"),
  route("accounts", "routes/panel.accounts.tsx"),
  route("accounts/:id", "routes/panel.accounts.$id.tsx"),
  route("accounts/:id/new-dealer", "routes/panel.accounts.$id.new-dealer.tsx"),
  route("accounts/:id/new-user", "routes/panel.accounts.$id.new-user.tsx"),
  route("dealers", "routes/panel.dealers.tsx"),
  route("dealers/:id", "routes/panel.dealers.$id.tsx"),
  route("dealers/:id/new-customer", "routes/panel.dealers.$id.new-customer.tsx"),
  route("dealers/:id/new-quote", "routes/panel.dealers.$id.new-quote.tsx"),
  route("dealers/:id/new-user", "routes/panel.dealers.$id.new-user.tsx"),
  route("customers", "routes/panel.customers.tsx"),
  route("customers/:id", "routes/panel.customers.$id.tsx"),
  route("users", "routes/panel.users.tsx"),
  route("users/:id", "routes/panel.users.$id.tsx"),
  route("quotes", "routes/panel.quotes.tsx"),
  route("quotes/new", "routes/panel.quotes.new.tsx"),
  route("quotes/:id", "routes/panel.quotes.$id.tsx"),
  route("quotes/:id/new-configuration", "routes/panel.quotes.$id.new-configuration.tsx"),
  route("quotes/:id/add-on-accessories", "routes/panel.quotes.$id.add-on-accessories.tsx"),
  route("new-configuration/:quoteId", "routes/panel.new-configuration.$quoteId.tsx"),
  route("configurations/:id", "routes/panel.configurations.$id.tsx"),
  route("orders", "routes/panel.orders.tsx"),
  route("orders/:id", "routes/panel.orders.$id.tsx"),
  route("emails", "routes/panel.emails.tsx"),
  route("reports", "routes/panel.reports.tsx"),
  route("reports/quotes", "routes/panel.reports.quotes.tsx", { id: "reports-quotes" }),
  route("reports/orders", "routes/panel.reports.orders.tsx", { id: "reports-orders" }),
  route("*", "routes/panel.not-found.tsx"),
];

export default [
  route("q/:token", "routes/q.$token.tsx"),
  index("routes/home.tsx"),
  route("signin", "routes/signin.ts"),
  route("login", "routes/login.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password/:hash", "routes/reset-password.$hash.tsx"),
  route("confirm-email/:token", "routes/confirm-email.$token.tsx"),
  route("logout", "routes/logout.tsx"),
  ...prefix("panel", [layout("routes/panel.tsx", panel)]),
  ...(process.env.NODE_ENV === "production" ? [] : [route("dev/ui", "routes/dev.ui.tsx")]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
