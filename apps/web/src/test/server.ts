import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

/** Default: nobody is signed in. Tests override with server.use(...). */
export const defaultHandlers = [
  http.get("*/api/check-session", () => HttpResponse.json({ errors: ["Not signed in"] }, { status: 401 })),
];

export const server = setupServer(...defaultHandlers);
