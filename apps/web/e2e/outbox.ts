import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "./fixtures";

/** The server's outbox (DATA_DIR/outbox/*.eml), where the flows read the e-mails; none with E2E_BASE_URL. */
export const OUTBOX = process.env.E2E_DATA_DIR ? join(process.env.E2E_DATA_DIR, "outbox") : null;

/** The text of an .eml with quoted-printable soft line breaks and escapes undone. */
function decodeEml(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** Waits for the queue to write the e-mail to `to` and returns the quote link's path (/q/{token}). */
export async function quoteLinkFromOutbox(outbox: string, to: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      () => {
        const name = safeList(outbox).find(
          (file) => file.endsWith(".eml") && file.includes(to.replace(/[^a-z0-9@.]/gi, "_")),
        );
        if (!name) return undefined;
        path = /\/q\/[A-Za-z0-9_-]{43}/.exec(decodeEml(readFileSync(join(outbox, name), "utf8")))?.[0];
        return path;
      },
      { message: `the quote e-mail to ${to} in ${outbox}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return path!;
}

/** Waits for the queue to write the e-mail to `to` and returns the first path matching `link`. */
export async function linkFromOutbox(outbox: string, to: string, link: RegExp): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      () => {
        const name = safeList(outbox).find(
          (file) => file.endsWith(".eml") && file.includes(to.replace(/[^a-z0-9@.]/gi, "_")),
        );
        if (!name) return undefined;
        path = link.exec(decodeEml(readFileSync(join(outbox, name), "utf8")))?.[0];
        return path;
      },
      { message: `the e-mail to ${to} in ${outbox}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return path!;
}
