/** A failed API call: the HTTP status and the server's `{ errors: [...] }` list (possibly empty). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: string[];

  constructor(status: number, errors: string[]) {
    super(errors[0] ?? `Request failed with status ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.errors = errors;
  }
}

export type ApiMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export interface ApiOptions {
  method?: ApiMethod;
  body?: unknown;
  signal?: AbortSignal;
}

function readErrors(payload: unknown): string[] {
  if (payload && typeof payload === "object" && "errors" in payload) {
    const errors = payload.errors;
    if (Array.isArray(errors)) return errors.map(String);
    if (typeof errors === "string") return [errors];
  }
  return [];
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Calls the panel's REST API on the same origin with JSON in and out.
 * A 204 answer is an empty list; a non-OK answer throws an ApiError.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = "GET", body, signal } = options;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";

  const response = fetch(path, {
    method,
    headers,
    credentials: "same-origin",
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  return answerOf<T>(response);
}

/** The answer of a call already made (e.g. by index.html's inline script), read as `api` reads it. */
export async function answerOf<T>(started: Promise<Response>): Promise<T> {
  const response = await started;
  if (response.status === 204) return [] as T;
  const payload = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, readErrors(payload));
  return payload as T;
}

/** The text a toast shows for a failed data call: first server error, else the error's message. */
export function describeError(error: unknown, fallback = "An unexpected error occurred"): string {
  if (error instanceof ApiError && error.errors[0]) return error.errors[0];
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The HTTP status of a failed call, or 500 when the failure never reached the server. */
export function statusOf(error: unknown): number {
  return error instanceof ApiError ? error.status : 500;
}
