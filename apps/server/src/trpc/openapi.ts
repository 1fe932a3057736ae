import { generateOpenApiDocument } from "trpc-to-openapi";
import { appRouter } from "./root.js";
import { idInBodyPath } from "./rest-adapter.js";

type OpenApiDocument = ReturnType<typeof generateOpenApiDocument>;
type Operation = Record<string, unknown> & {
  operationId?: string;
  summary?: string;
  parameters?: Array<{ in?: string; name?: string; schema?: unknown }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Record<string, unknown> }> };
};

let cached: OpenApiDocument | undefined;

/**
 * `PATCH /{resource}` with the id in the body (docs/api.md), described next to its
 * `PATCH /{resource}/{id}`: the same operation, the path's id moved into the body's properties.
 */
function withIdInBodyPatches(doc: OpenApiDocument): OpenApiDocument {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, item] of Object.entries(paths)) {
    const patch = item.patch;
    const collection = idInBodyPath("patch", path);
    if (!patch || !collection) continue;
    const idSchema = patch.parameters?.find((p) => p.in === "path" && p.name === "id")?.schema ?? {
      type: "integer",
    };
    const json = patch.requestBody?.content?.["application/json"]?.schema ?? { type: "object" };
    const properties = (json.properties ?? {}) as Record<string, unknown>;
    const required = Array.isArray(json.required) ? (json.required as string[]) : [];
    paths[collection] = {
      ...paths[collection],
      patch: {
        ...patch,
        operationId: `${patch.operationId ?? collection.slice(1)}-id-in-body`,
        summary: `${patch.summary ?? "Update"} (the id in the body)`,
        parameters: (patch.parameters ?? []).filter((p) => !(p.in === "path" && p.name === "id")),
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { ...json, properties: { id: idSchema, ...properties }, required: ["id", ...required] },
            },
          },
        },
      },
    };
  }
  return doc;
}

/** GET /api/openapi.json: generated from the procedures' metadata and zod schemas, never by hand. */
export function openApiDocument() {
  cached ??= withIdInBodyPatches(
    generateOpenApiDocument(appRouter, {
      title: "Screens Panel API",
      description:
        "REST face of the Screens Panel procedures. Log in with POST /api/login; send the session cookie and, on changes, an Origin header of this server. Errors are { errors: [...] }; empty lists answer 204. Every PATCH /{resource}/{id} also answers at PATCH /{resource} with the id in the body.",
      version: "0.1.0",
      baseUrl: "/api",
    }),
  );
  return cached;
}
