import { createHash } from "node:crypto";
import fs from "node:fs";

/**
 * CSP sources ('sha256-...') for the inline scripts of the built panel's index.html: the theme is set
 * there before the first paint (decision 031), and `script-src 'self'` alone would block it. Read
 * from the built file so the hash always matches what is served.
 */
export function inlineScriptHashes(indexHtmlPath: string): string[] {
  if (!fs.existsSync(indexHtmlPath)) return [];
  const html = fs.readFileSync(indexHtmlPath, "utf8");
  return Array.from(html.matchAll(/<script>([\s\S]*?)<\/script>/g), (match) => {
    const digest = createHash("sha256")
      .update(match[1] ?? "")
      .digest("base64");
    return `'sha256-${digest}'`;
  });
}
