import { generateOpenApiDocument } from "trpc-to-openapi";
import { appRouter } from "./root.js";

let cached: ReturnType<typeof generateOpenApiDocument> | undefined;

/** GET /api/openapi.json: generated from the procedures' metadata and zod schemas, never by hand. */
export function openApiDocument() {
  cached ??= generateOpenApiDocument(appRouter, {
    title: "Screens Panel API",
    description:
      "REST face of the Screens Panel procedures. Log in with POST /api/login; send the session cookie and, on changes, an Origin header of this server. Errors are { errors: [...] }; empty lists answer 204.",
    version: "0.1.0",
    baseUrl: "/api",
  });
  return cached;
}
