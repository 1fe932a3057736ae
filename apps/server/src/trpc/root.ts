import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { createTRPCRouter } from "./trpc.js";
import { quotesRouter } from "../api/quotes/router.js";
import { quoteOwnersRouter } from "../api/quote-owners/router.js";
import { ordersRouter } from "../api/orders/router.js";
import { configurationsRouter } from "../api/configurations/router.js";
import { accessoriesRouter } from "../api/accessories/router.js";
import { accountsRouter } from "../api/accounts/router.js";
import { dealersRouter } from "../api/dealers/router.js";
import { customersRouter } from "../api/customers/router.js";
import { usersRouter } from "../api/users/router.js";
import { securityRouter } from "../api/security/router.js";
import { customLinksRouter } from "../api/custom-links/router.js";
import { pricingRouter } from "../api/pricing/router.js";
import { emailsRouter } from "../api/emails/router.js";
import { jobsRouter } from "../api/jobs/router.js";
import { quoteSharingRouter } from "../api/quote-sharing/router.js";
import { reportsRouter } from "../api/reports/router.js";
import { shipmentsRouter } from "../api/shipments/router.js";
import { searchRouter } from "../api/search/router.js";
import { quoteCopiesRouter } from "../api/quote-copies/router.js";
import { paymentsRouter } from "../api/payments/router.js";
import { priceBooksRouter } from "../api/price-books/router.js";
import { notificationsRouter } from "../api/notifications/router.js";
import { productionRouter } from "../api/production/router.js";
import { auditRouter } from "../api/audit/router.js";
import { teamRouter } from "../api/team/router.js";
import {
  dealerServicesRouter,
  dealerTaxRatesRouter,
  serviceLinesRouter,
} from "../api/services-and-tax/router.js";

/** Every resource of the API (docs/api.md) as a small router; the REST adapter and openapi.json derive from this. */
export const appRouter = createTRPCRouter({
  quotes: quotesRouter,
  quoteOwners: quoteOwnersRouter,
  orders: ordersRouter,
  configurations: configurationsRouter,
  accessories: accessoriesRouter,
  accounts: accountsRouter,
  dealers: dealersRouter,
  customers: customersRouter,
  users: usersRouter,
  security: securityRouter,
  customLinks: customLinksRouter,
  pricing: pricingRouter,
  emails: emailsRouter,
  jobs: jobsRouter,
  quoteSharing: quoteSharingRouter,
  reports: reportsRouter,
  shipments: shipmentsRouter,
  search: searchRouter,
  dealerServices: dealerServicesRouter,
  dealerTaxRates: dealerTaxRatesRouter,
  serviceLines: serviceLinesRouter,
  quoteCopies: quoteCopiesRouter,
  payments: paymentsRouter,
  priceBooks: priceBooksRouter,
  notifications: notificationsRouter,
  production: productionRouter,
  audit: auditRouter,
  team: teamRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
