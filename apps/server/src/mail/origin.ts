import { readConfig } from "../config/env.js";

/**
 * The panel's address for links in e-mails, as reset links build theirs (decision 003): PUBLIC_ORIGIN
 * when set, else this server on localhost; never a request's Host header, which the caller controls.
 */
export function panelOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const config = readConfig(env);
  return (config.publicOrigin ?? `http://localhost:${config.port}`).replace(/\/+$/, "");
}
