import { http, HttpResponse } from "msw";
import type { Agent } from "@screens/domain/agent";
import { server } from "./server";

/** What one procedure answers: data, an error, or a function of its input. */
export type TrpcAnswer =
  | { data: unknown }
  | { error: { status: number; message?: string; errors?: string[] } }
  | ((
      input: unknown,
    ) => { data: unknown } | { error: { status: number; message?: string; errors?: string[] } });

export type TrpcHandlers = Record<string, TrpcAnswer>;

export interface TrpcCall {
  path: string;
  input: unknown;
  type: "query" | "mutation";
}

const CODES: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  500: "INTERNAL_SERVER_ERROR",
};

function answerOne(path: string, answer: TrpcAnswer | undefined, input: unknown) {
  if (!answer) {
    return {
      error: {
        message: `No test answer for ${path}`,
        code: -32004,
        data: { code: "NOT_FOUND", httpStatus: 404, path, errors: [`No test answer for ${path}`] },
      },
    };
  }
  const resolved = typeof answer === "function" ? answer(input) : answer;
  if ("data" in resolved) return { result: { data: resolved.data } };
  const { status, message, errors } = resolved.error;
  const list = errors ?? (message ? [message] : []);
  return {
    error: {
      message: message ?? list[0] ?? "Error",
      code: -32600,
      data: { code: CODES[status] ?? "BAD_REQUEST", httpStatus: status, path, errors: list },
    },
  };
}

/**
 * Answers the tRPC batch requests (`/api/trpc/a,b?batch=1`) from a map of procedure path -> answer,
 * and records every call (path, input, query or mutation) for assertions. Reset with the msw server.
 */
export function mockTrpc(handlers: TrpcHandlers): TrpcCall[] {
  const calls: TrpcCall[] = [];
  const handle = async (request: Request, type: "query" | "mutation") => {
    const url = new URL(request.url);
    const paths = decodeURIComponent(url.pathname.replace(/^.*\/api\/trpc\//, "")).split(",");
    let inputs: Record<string, unknown> = {};
    if (type === "query") {
      const raw = url.searchParams.get("input");
      inputs = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } else {
      const text = await request.text();
      inputs = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    }
    const results = paths.map((path, index) => {
      const input = inputs[String(index)];
      calls.push({ path, input, type });
      return answerOne(path, handlers[path], input);
    });
    const status = results.every((result) => "result" in result) ? 200 : 207;
    return HttpResponse.json(results, { status });
  };
  server.use(
    http.get("*/api/trpc/*", ({ request }) => handle(request, "query")),
    http.post("*/api/trpc/*", ({ request }) => handle(request, "mutation")),
  );
  return calls;
}

/** Signs an agent in for the session check. */
export function mockSession(agent: Agent | null): void {
  server.use(
    http.get("*/api/check-session", () =>
      agent ? HttpResponse.json(agent) : HttpResponse.json({ errors: ["Not signed in"] }, { status: 401 }),
    ),
  );
}
