import path from "node:path";

/** Everything the server reads from its environment, parsed once. */
export interface ServerConfig {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  erpUrl: string | undefined;
  erpToken: string | undefined;
  /** A replacement price book (JSON); default: the one bundled with @screens/pricing. */
  priceBookFile: string | undefined;
  /** Public origin for links and the CSRF check when behind a proxy; defaults to the request's own host. */
  publicOrigin: string | undefined;
  trustProxy: boolean;
  production: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}".`);
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
    priceBookFile: env.PRICE_BOOK || undefined,
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    production: env.NODE_ENV === "production",
  };
}
