import type { AddressInfo } from "node:net";
import http, { type Server } from "node:http";
import { createApp, type AppOptions } from "../../src/app.js";
import type { Mailer, MailMessage } from "../../src/mail/mailer.js";
import { startEmailWorker } from "../../src/mail/queue.js";

export interface RunningApp {
  url: string;
  close(): Promise<void>;
}

/** A mailer that keeps messages in memory, for tests that do not need the SMTP round trip. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    send(message) {
      sent.push(message);
      return Promise.resolve();
    },
  };
}

/**
 * `emailWorker: true` also runs the e-mail queue's worker with the app's mailer, as main.ts does
 * (`{ pollIntervalMs }`: with that poll); without it queued e-mails wait for the test's own
 * `drainEmailQueue()`.
 */
export async function startApp(
  options: Partial<AppOptions> &
    Pick<AppOptions, "prisma"> & { emailWorker?: boolean | { pollIntervalMs: number } },
): Promise<RunningApp> {
  const { emailWorker, ...appOptions } = options;
  const mailer = appOptions.mailer ?? memoryMailer();
  // What main.ts serves: the Express app.
  const app = createApp({ webDist: "/nonexistent", ...appOptions, mailer });
  const poll = typeof emailWorker === "object" ? emailWorker : {};
  const stopWorker = emailWorker
    ? startEmailWorker({ prisma: options.prisma, mailer, ...poll })
    : async () => {};
  const server: Server = await new Promise((resolve) => {
    const s = http.createServer(app).listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stopWorker();
    },
  };
}

/**
 * An HTTP answer as the tests read it: `json` is any on purpose, each test asserts the shape it
 * expects (eslint.config.mjs turns the no-unsafe rules off for the test files that read it).
 */
export interface Answer {
  status: number;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
  setCookie: string | null;
}

/**
 * A tiny browser-like HTTP client: keeps the session cookie and sends our Origin on mutations.
 * `cookie` is the session cookie's pair; any other cookie the server sets (a sign-in waiting for
 * its second step) is kept in `otherCookies` and sent along.
 */
export class Client {
  cookie: string | undefined;
  readonly otherCookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    readonly origin: string | null = baseUrl,
  ) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(this.cookieHeader() ? { cookie: this.cookieHeader() } : {}),
        ...(this.origin && method !== "GET" ? { origin: this.origin } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.get("set-cookie");
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(";")[0] ?? "";
      const name = pair.slice(0, pair.indexOf("="));
      const cleared = pair.endsWith("=");
      if (name === "screens_session") this.cookie = cleared ? undefined : pair;
      else if (cleared) this.otherCookies.delete(name);
      else this.otherCookies.set(name, pair);
    }
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return { status: response.status, json, headers: response.headers, setCookie };
  }

  /** A binary request or answer (a workbook, a logo) with this client's session. */
  async binary(
    method: string,
    path: string,
    body?: Uint8Array,
    contentType = "application/octet-stream",
  ): Promise<Answer & { bytes: Buffer }> {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": contentType }),
        ...(this.cookieHeader() ? { cookie: this.cookieHeader() } : {}),
        ...(this.origin && method !== "GET" ? { origin: this.origin } : {}),
      },
      body,
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    let json: unknown = undefined;
    try {
      json = JSON.parse(bytes.toString("utf8")) as unknown;
    } catch {
      json = undefined;
    }
    return { status: response.status, bytes, json, headers: response.headers, setCookie: null };
  }

  private cookieHeader(): string | undefined {
    const pairs = [this.cookie, ...this.otherCookies.values()].filter(Boolean);
    return pairs.length > 0 ? pairs.join("; ") : undefined;
  }

  get(path: string) {
    return this.request("GET", path);
  }
  post(path: string, body?: unknown) {
    return this.request("POST", path, body ?? {});
  }
  patch(path: string, body?: unknown) {
    return this.request("PATCH", path, body ?? {});
  }
  delete(path: string) {
    return this.request("DELETE", path);
  }

  async login(username: string, password = "Screens#2026"): Promise<Answer["json"]> {
    const result = await this.post("/api/login", { username, password });
    if (result.status !== 200)
      throw new Error(`login ${username} failed: ${result.status} ${JSON.stringify(result.json)}`);
    return result.json;
  }
}

/**
 * `as(username)`: one signed-in Client per username, logged in (demo password) on first use and
 * reused after. `app` is read at call time, so the suite may start its app in `beforeAll`.
 */
export function signedInClients(app: () => RunningApp): (username: string) => Promise<Client> {
  const clients = new Map<string, Client>();
  return async (username: string) => {
    let client = clients.get(username);
    if (!client) {
      client = new Client(app().url);
      await client.login(username);
      clients.set(username, client);
    }
    return client;
  };
}
