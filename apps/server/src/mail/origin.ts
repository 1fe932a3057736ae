import { readConfig } from "../config/env.js";

/**
 * The panel's address for links in e-mails, as reset links build theirs (decision 003): PUBLIC_ORIGIN
 * when set, else this server on localhost; never a request's Host header, which the caller controls.
 */
export function panelOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const config = readConfig(env);
  return (config.publicOrigin ?? `http://localhost:${config.port}`).replace(/\/+$/, "");
}

/** The homeowner's address of a share link's token: `{origin}/q/{token}` (decisions 062, 183). */
export function shareLinkUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, "")}/q/${encodeURIComponent(token)}`;
}
