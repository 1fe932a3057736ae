import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app.js";
import { readConfig } from "./config/env.js";
import { createDatabase } from "./db/client.js";
import { applyMigrations } from "./db/migrate.js";
import { bootstrapDatabase } from "./seed/bootstrap.js";
import { createMailer } from "./mail/mailer.js";
import { emailJobHandler } from "./mail/queue.js";
import { startJobWorker } from "./jobs/queue.js";
import { sweepJobHandler } from "./services/sweeper.js";
import { scheduledMailJobHandler } from "./services/scheduled-mail.js";
import { loadPriceBookFile } from "./config/price-book.js";
import { warmUpPdfRenderer } from "./services/documents/quote-pdf-loader.js";
import { createHttpErpConnector } from "./services/erp/http-connector.js";
import { createOutboxErpConnector } from "./services/erp/outbox-connector.js";
import { createNetSuiteConnector, netsuiteConfigFromEnv } from "./services/erp/netsuite-connector.js";
import { erpPushJobHandler } from "./services/erp/retries.js";
import { createLogger } from "./log.js";
import { configureTotpKey, resolveTotpKey, sealStoredTotpSecrets } from "./auth/totp-secrets.js";

/**
 * `npm run dev`: one server, the panel's modules from Vite's middleware with hot reload, rendered
 * by the same Express app (docs/web-architecture.md). Vite is only loaded here.
 */
async function startViteDevServer() {
  const vite = await import("vite");
  return vite.createServer({
    root: fileURLToPath(new URL("../../web", import.meta.url)),
    server: { middlewareMode: true },
  });
}

/** The process: configuration, database, workers, the HTTP server (main.ts starts it). */
export async function startServer(env: NodeJS.ProcessEnv): Promise<void> {
  const config = readConfig(env);
  const logger = createLogger(config.log);
  const database = await createDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, "pglite"),
    logger,
  });
  const applied = await applyMigrations(database.prisma);
  if (applied.length > 0) logger.info(`Applied migrations: ${applied.join(", ")}`);
  const filled = await bootstrapDatabase(database.prisma, {
    demoData: config.demoData,
    firstAdmin: config.firstAdmin,
  });
  if (filled) logger.info(filled);
  // Two-factor secrets are sealed under the server's key; any from before are sealed now (decision 177).
  configureTotpKey(resolveTotpKey(env, config.dataDir));
  const sealed = await sealStoredTotpSecrets(database.prisma);
  if (sealed > 0) logger.info({ sealed }, "Encrypted stored two-factor secrets");

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, "outbox"),
    from: config.mailFrom,
    log: (line) => logger.info(line),
    // Reset and confirmation links are secrets: logged only off production (docs/security.md).
    logLinks: !config.production,
  });
  // NetSuite when its variables are set (decision 173), else the generic HTTP ERP, else the outbox.
  const netsuite = netsuiteConfigFromEnv(env);
  const erp = netsuite
    ? createNetSuiteConnector(netsuite)
    : config.erpUrl
      ? createHttpErpConnector({ url: config.erpUrl, token: config.erpToken })
      : createOutboxErpConnector();
  // The one queue's worker (decision 200): requests only enqueue. E-mail (docs/email.md), the ERP
  // push's retries (decision 174), and, once per period whichever process enqueues it, the sweep of
  // expired credentials (hourly, decision 087) and the scheduled e-mails (every 10 minutes,
  // decisions 166 and 184).
  const stopJobWorker = startJobWorker({
    prisma: database.prisma,
    logger,
    handlers: {
      email: emailJobHandler(database.prisma, mailer),
      "erp.push": erpPushJobHandler(database.prisma, erp),
      sweep: sweepJobHandler(database.prisma),
      "scheduled-mail": scheduledMailJobHandler(database.prisma),
    },
    periodic: ["sweep", "scheduled-mail"],
  });
  const app = createApp({
    prisma: database.prisma,
    webDist: config.webDist,
    mailer,
    logger,
    publicOrigin: config.publicOrigin,
    trustProxy: config.trustProxy,
    erpWebhookSecret: config.erpWebhookSecret,
    priceBook: config.priceBookFile ? loadPriceBookFile(config.priceBookFile) : undefined,
    viteDevServer: config.dev ? await startViteDevServer() : undefined,
    erp,
  });
  const server = http.createServer(app).listen(config.port, () => {
    const where = database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL";
    logger.info(`Screens Panel on http://localhost:${config.port} (${where})`);
    // On the embedded database the renderer's thread starts now, so the first send does not wait for
    // it; on PostgreSQL it starts with the first PDF (decisions 124, 147).
    if (database.kind === "pglite") void warmUpPdfRenderer();
  });

  const shutdown = () => {
    server.close(
      () =>
        void stopJobWorker()
          .then(() => database.close())
          .finally(() => process.exit(0)),
    );
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}
