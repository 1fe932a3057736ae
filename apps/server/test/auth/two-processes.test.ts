import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testServerUrl, type TestDatabase } from "../helpers/test-database.js";
import { Client } from "../helpers/http.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const builtServer = path.resolve(here, "../../dist/main.js");

/** Starts the built server as its own process and waits for its "listening" line. */
async function startServerProcess(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [builtServer], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "screens-")),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`server on ${port} did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Screens Panel on")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server on ${port} exited with ${code}:\n${output}`)));
  });
  return child;
}

// Needs PostgreSQL (TEST_DATABASE_URL, set by .ci/run) and the built server (`npm test` builds first).
describe.runIf(testServerUrl())("two server processes on one PostgreSQL", () => {
  let database: TestDatabase;
  const children: ChildProcess[] = [];
  const ports = [31000 + Math.floor(Math.random() * 2000), 33500 + Math.floor(Math.random() * 2000)] as const;

  beforeAll(async () => {
    if (!fs.existsSync(builtServer)) throw new Error(`${builtServer} is missing: run npm run build first.`);
    database = await createTestDatabase({ kind: "postgres", migrate: false });
    // Both start on the empty database at once: migrations and the seed must happen exactly once.
    children.push(...(await Promise.all(ports.map((port) => startServerProcess(database.url!, port)))));
  }, 120_000);
  afterAll(async () => {
    // Each server closes its connections as it stops (server.ts, at most 5 s): then the database goes.
    const exited = children.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((resolve) => child.once("exit", () => resolve())),
    );
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(exited);
    await (database as TestDatabase | undefined)?.close(); // undefined when beforeAll failed before assigning it
  });

  it("accepts a session made on one process on the other, and a logout on one ends it on both", async () => {
    const first = new Client(`http://127.0.0.1:${ports[0]}`);
    await first.login("salesrep");
    const second = new Client(`http://127.0.0.1:${ports[1]}`);
    second.cookie = first.cookie;
    const session = await second.get("/api/check-session");
    expect(session.status).toBe(200);
    expect(session.json.username).toBe("salesrep");
    expect(await database.prisma.user.count({ where: { username: "salesrep" } })).toBe(1);

    expect((await second.delete("/api/logout")).status).toBe(200);
    expect((await first.get("/api/check-session")).status).toBe(401);
  });

  it("shares one login allowance: failures on either process count together", async () => {
    const clients = ports.map((port) => new Client(`http://127.0.0.1:${port}`));
    const attempt = (i: number) =>
      clients[i % 2]!.post("/api/login", { username: "nobody-here", password: "wrong-password" });
    // 10 failures per username in 15 minutes (decision 005), five on each process.
    for (let i = 0; i < 10; i++) expect((await attempt(i)).status).toBe(401);
    for (const i of [0, 1]) {
      const refused = await attempt(i);
      expect(refused.status).toBe(429);
      expect(refused.json.errors).toEqual([
        "Too many login attempts. Please wait a few minutes and try again.",
      ]);
    }
  });
});
