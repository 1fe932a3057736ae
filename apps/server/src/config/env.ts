import path from "node:path";
import { LOG_LEVELS, type LogOptions } from "../log.js";

/** Everything the server reads from its environment, parsed once. */
export interface ServerConfig {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  erpUrl: string | undefined;
  erpToken: string | undefined;
  /** The shared secret the ERP signs its webhook calls with (docs/order-tracking.md). */
  erpWebhookSecret: string | undefined;
  /** A replacement price book (JSON); default: the one bundled with @screens/pricing. */
  priceBookFile: string | undefined;
  /** Public origin for links and the CSRF check when behind a proxy; defaults to the request's own host. */
  publicOrigin: string | undefined;
  trustProxy: boolean;
  production: boolean;
  /** NODE_ENV=development (`npm run dev`): the panel is rendered from its sources through Vite. */
  dev: boolean;
  /** The built panel to serve (WEB_DIST); default apps/web/dist. A copy keeps a running server apart from rebuilds. */
  webDist?: string;
  /** Demo world in an empty database: DEMO_DATA=1/0; default on, off with NODE_ENV=production. */
  demoData: boolean;
  /** LOG_FORMAT (json or pretty; default json in production, else pretty) and LOG_LEVEL (default info). */
  log: LogOptions;
  /** The first super admin of an empty database without demo data. */
  firstAdmin: { username?: string; email?: string; password?: string; company?: string };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}".`);
  }
  const production = env.NODE_ENV === "production";
  const logFormat = env.LOG_FORMAT || (production ? "json" : "pretty");
  if (logFormat !== "json" && logFormat !== "pretty") {
    throw new Error(`LOG_FORMAT must be json or pretty, got "${logFormat}".`);
  }
  const logLevel = env.LOG_LEVEL || "info";
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${logLevel}".`);
  }
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    // `npm start` runs in apps/server; INIT_CWD is where the user typed it (the repository root).
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? "data"),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Screens Panel <no-reply@screens-panel.local>",
    erpUrl: env.ERP_URL || undefined,
    erpToken: env.ERP_TOKEN || undefined,
    erpWebhookSecret: env.ERP_WEBHOOK_SECRET || undefined,
    priceBookFile: env.PRICE_BOOK || undefined,
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    production,
    dev: env.NODE_ENV === "development",
    webDist: env.WEB_DIST ? path.resolve(env.INIT_CWD ?? process.cwd(), env.WEB_DIST) : undefined,
    demoData: env.DEMO_DATA === undefined || env.DEMO_DATA === "" ? !production : env.DEMO_DATA === "1",
    log: { format: logFormat, level: logLevel },
    firstAdmin: {
      username: env.ADMIN_USERNAME || undefined,
      email: env.ADMIN_EMAIL || undefined,
      password: env.ADMIN_PASSWORD || undefined,
      company: env.COMPANY_NAME || undefined,
    },
  };
}
