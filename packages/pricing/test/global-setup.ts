// Builds dist with tsup when it is missing or older than src/ or data/ (npm test builds first anyway).
import { execSync } from "node:child_process";
import { readdirSync, statSync, existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

export default function setup() {
  const outputs = ["dist/index.js", "dist/index.cjs", "dist/cli.js"].map((f) => join(root, f));
  const stale =
    outputs.some((f) => !existsSync(f)) ||
    Math.min(...outputs.map((f) => statSync(f).mtimeMs)) <
      Math.max(
        newest(join(root, "src")),
        newest(join(root, "data")),
        statSync(join(root, "tsup.config.ts")).mtimeMs,
      );
  if (stale) execSync("npx tsup", { cwd: root, stdio: "ignore" });
}
