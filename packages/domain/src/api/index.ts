// `@screens/domain/schemas`: the zod API schemas (loads zod). api/configurations.ts reads the
// configuration's field lists from @screens/pricing: through its barrel today (the bundler drops the
// price book, the package has no side effects); from `@screens/pricing/configuration` (zod, no price
// book) once apps/web/vite.config.ts maps pricing's subpaths (see ../../README.md).
export * from "./common.js";
export * from "./accounts.js";
export * from "./dealers.js";
export * from "./customers.js";
export * from "./users.js";
export * from "./quotes.js";
export * from "./selling-price.js";
export * from "./payments.js";
export * from "./services-and-tax.js";
export * from "./orders.js";
export * from "./configurations.js";
export * from "./accessories.js";
export * from "./quote-sharing.js";
export * from "./line-choices.js";
export * from "./line-prices.js";
export * from "./tracking.js";
export * from "./search.js";
export * from "./reports.js";
export * from "./quote-copies.js";
export * from "./security.js";
export * from "./team.js";
export * from "./price-books.js";
export * from "./notifications.js";
export * from "./audit.js";
export * from "./production.js";
