import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { createTRPCRouter } from "./trpc.js";
import { quotesRouter } from "../api/quotes/router.js";
import { ordersRouter } from "../api/orders/router.js";
import { configurationsRouter } from "../api/configurations/router.js";
import { accessoriesRouter } from "../api/accessories/router.js";

/** Every resource of panel.md §7 as a small router; the REST adapter and openapi.json derive from this. */
export const appRouter = createTRPCRouter({
  quotes: quotesRouter,
  orders: ordersRouter,
  configurations: configurationsRouter,
  accessories: accessoriesRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
