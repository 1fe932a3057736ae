import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultPriceBook } from "../src/index";
import { defaultProductionBook } from "../src/production";

const root = fileURLToPath(new URL("..", import.meta.url));
const cli = join(root, "dist", "cli.js");
const tmp = mkdtempSync(join(tmpdir(), "screens-cut-list-"));

/** Runs the built CLI without blocking this process, so the test's own HTTP server can answer it. */
function run(args: string[], input = "", env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd: root,
      env: { ...process.env, SCREENS_SESSION: "", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (code) => {
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(input);
  });
}
function file(name: string, content: string) {
  const p = join(tmp, name);
  writeFileSync(p, content);
  return p;
}
const unit = JSON.stringify({ unit_width_in: 150, unit_height_in: 200, fabric_seam_location: "high" });
type CutListAnswer = {
  ok: boolean;
  price_book_version: string;
  fabric: { seams_in: number[]; rotated: boolean };
  rows: { part: string; length_in: number; width_in: number | null }[];
  errors?: { path: string; message: string }[];
};

describe("screens-price --cut-list (built binary)", () => {
  it("prints the cut list as a table", async () => {
    const r = await run(["--cut-list", "-"], unit);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdout).toMatch(/Component\s+Part\s+Qty\s+Width\s+Length\s+Stock max\s+Material\s+Colour/);
    expect(r.stdout).toMatch(/Fabric strip 1 of 2\s+1\s+125\.6695\s+148 1\/2/);
    expect(r.stdout).toMatch(/Hem bar\s+Hem bar\s+1\s+148 1\/2\s+312/);
    expect(r.stdout).toContain("production book 2026.1-sample");
  });
  it("--json prints the cut list and its rows", async () => {
    const r = await run(["--cut-list", "--json", "-"], unit);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as CutListAnswer;
    expect(j.ok).toBe(true);
    expect(j.fabric.seams_in).toEqual([125.6695]);
    expect(j.rows.find((row) => row.part === "Tube")?.length_in).toBe(148.5);
  });
  it("an invalid unit exits 1 with its problems, as pricing does", async () => {
    const r = await run(["--cut-list", "--json", "-"], JSON.stringify({ unit_width_in: 10, bogus: 1 }));
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split("\n")).toEqual([
      "bogus: Unknown field.",
      "unit_width_in: Width must be between 32 and 300 in.",
    ]);
    expect((JSON.parse(r.stdout) as CutListAnswer).ok).toBe(false);
  });
  it("--cut-list with --batch or --quote, --production-book without --cut-list, --book with --price-book: usage errors", async () => {
    const book = file("book.json", JSON.stringify(defaultPriceBook));
    for (const args of [
      ["--cut-list", "--batch", "-"],
      ["--cut-list", "--quote", "-"],
      ["--production-book", book, "-"],
      ["--book", book, "--price-book", book, "-"],
    ]) {
      const r = await run(args, "{}");
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr).toMatch(/^screens-price: /);
    }
  });
  it("--production-book: a replacement, its problems listed (exit 1)", async () => {
    const changed = {
      ...defaultProductionBook,
      version: "2027.1",
      stock_max_in: { ...defaultProductionBook.stock_max_in },
    };
    const good = file("production.json", JSON.stringify(changed));
    const ok = await run(["--cut-list", "--json", "--production-book", good, "-"], "{}");
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('"production_book_version": "2027.1"');
    const bad = file(
      "production-bad.json",
      JSON.stringify({ ...changed, hem_bar_types: [], zipper: { deduction_in: "2" } }),
    );
    const r = await run(["--cut-list", "--production-book", bad, "-"], "{}");
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("zipper.deduction_in: Invalid input: expected number, received string");
    const gaps = file("production-gaps.json", JSON.stringify({ ...changed, hem_bar_types: [] }));
    const g = await run(["--cut-list", "--production-book", gaps, "-"], "{}");
    expect(g.code).toBe(1);
    expect(g.stderr).toContain('hem_bar_types: missing "standard"');
    expect(g.stderr).toContain('hem_bar_types: missing "lanai"');
  });
});

describe("screens-price --book", () => {
  const requests: IncomingMessage[] = [];
  const version = "2026.2-served";
  let server: Server;
  let base = "";
  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req);
      const send = (status: number, body: string, headers: Record<string, string> = {}) => {
        res.writeHead(status, { "content-type": "application/json", ...headers }).end(body);
      };
      const answers: Record<string, [number, string, Record<string, string>?]> = {
        "/api/price-books/current": [200, JSON.stringify({ ...defaultPriceBook, version })],
        "/api/price-books/broken-json": [200, "{not json"],
        "/api/price-books/invalid": [
          200,
          JSON.stringify({ ...defaultPriceBook, version: "", housing_types: [] }),
        ],
        "/api/price-books/moved": [302, "", { location: "/login" }],
      };
      if (req.headers.cookie !== "screens_session=s3cret")
        send(401, JSON.stringify({ message: "Not signed in." }));
      else send(...(answers[req.url ?? ""] ?? [404, JSON.stringify({ message: "Not found." })]));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/price-books`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  const session = { SCREENS_SESSION: "s3cret" };

  it("prices with the book the server answers, sending the session as the screens_session cookie", async () => {
    const r = await run(["--json", "--book", `${base}/current`, "-"], "{}", session);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: true, price_book_version: version });
    expect(requests.at(-1)?.headers.cookie).toBe("screens_session=s3cret");
    const cut = await run(["--cut-list", "--json", "--book", `${base}/current`, "-"], "{}", session);
    expect(JSON.parse(cut.stdout)).toMatchObject({ ok: true, price_book_version: version });
  });
  it("401 without a session or with a dead one, saying what to do", async () => {
    const none = await run(["--book", `${base}/current`, "-"], "{}");
    expect(none.code).toBe(1);
    expect(none.stderr).toBe(
      `screens-price: ${base}/current answered 401: sign in, then set SCREENS_SESSION to the value of the screens_session cookie\n`,
    );
    expect(requests.at(-1)?.headers.cookie).toBeUndefined();
    const dead = await run(["--book", `${base}/current`, "-"], "{}", { SCREENS_SESSION: "expired" });
    expect(dead.code).toBe(1);
    expect(dead.stderr).toContain("answered 401: the session in SCREENS_SESSION is not signed in");
  });
  it("404, a redirect, bad JSON and an invalid book exit 1 with one clear message and no stack", async () => {
    const cases: [string, RegExp][] = [
      ["2019.1", /2019\.1 answered 404: no price book there/],
      ["moved", /moved answered 302: a redirect to \/login, not a price book/],
      ["broken-json", /price book .*broken-json is not valid JSON/],
      ["invalid", /price book .*invalid is invalid:\n {2}version: .*\n {2}housing_types: /],
    ];
    for (const [path, message] of cases) {
      const r = await run(["--book", `${base}/${path}`, "-"], "{}", session);
      expect(r.code, path).toBe(1);
      expect(r.stderr, path).toMatch(message);
      expect(r.stderr, path).not.toMatch(/\n\s+at /);
      expect(r.stdout, path).toBe("");
    }
  });
  it("a server that is not there: the address and the reason", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const r = await run(["--book", `http://127.0.0.1:${port}/api/price-books/current`, "-"], "{}", session);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `screens-price: cannot reach http://127.0.0.1:${port}/api/price-books/current (ECONNREFUSED)\n`,
    );
  });
  it("the session is not sent over plain http to another machine", async () => {
    const r = await run(["--book", "http://price-books.example/api/price-books/current", "-"], "{}", session);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("SCREENS_SESSION is sent only over https (or http to localhost)");
  });
  it("a file, as --book or as --price-book (its alias)", async () => {
    const book = file("served.json", JSON.stringify({ ...defaultPriceBook, version: "file-book" }));
    for (const option of ["--book", "--price-book"]) {
      const r = await run(["--json", option, book, "-"], "{}");
      expect(r.code, option).toBe(0);
      expect((JSON.parse(r.stdout) as CutListAnswer).price_book_version).toBe("file-book");
    }
    const missing = await run(["--book", join(tmp, "none.json"), "-"], "{}");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/cannot read .*none\.json \(ENOENT\)/);
  });
});
