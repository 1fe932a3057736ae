import { Router } from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MESSAGES } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { appRouter } from "../../src/trpc/root.js";
import { restRoutes } from "../../src/trpc/rest-adapter.js";

forEachDatabase("API description and error hygiene", (getDatabase) => {
  let app: RunningApp;
  beforeAll(async () => {
    await seedDemoWorld(getDatabase().prisma);
    const explode = Router();
    explode.get("/explode", () => {
      throw new Error('relation "quotes" does not exist at SELECT * FROM quotes WHERE id = $1');
    });
    app = await startApp({ prisma: getDatabase().prisma, apiRouters: [explode] });
  });
  afterAll(() => app.close());

  it("describes every REST path in /api/openapi.json, generated from the procedures", async () => {
    const doc = (await new Client(app.url).get("/api/openapi.json")).json;
    expect(doc.openapi).toMatch(/^3\./);
    const documented = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(item)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    const routes = restRoutes(appRouter);
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const openApiPath = route.path.replace(/:(\w+)/g, "{$1}");
      expect(documented, `${route.method} ${openApiPath}`).toContain(
        `${route.method.toUpperCase()} ${openApiPath}`,
      );
    }
    for (const path of [
      "/quotes-table",
      "/quotes-table-pending",
      "/duplicate-configuration",
      "/orders/{id}/netsuite",
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });

  it("answers an unexpected failure with 500 and no stack trace or SQL", async () => {
    const answer = await new Client(app.url).get("/api/explode");
    expect(answer.status).toBe(500);
    expect(answer.json).toEqual({ errors: [MESSAGES.internalError] });
  });

  it("answers unknown API paths with 404 in the errors shape", async () => {
    const answer = await new Client(app.url).get("/api/no-such-thing");
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ errors: [MESSAGES.notFound] });
  });

  it("requires a session for every resource: 401 without one", async () => {
    const anonymous = new Client(app.url);
    for (const path of [
      "/api/quotes",
      "/api/orders/1",
      "/api/configurations/1",
      "/api/accessory-catalogue",
    ]) {
      const answer = await anonymous.get(path);
      expect(answer.status, path).toBe(401);
      expect(answer.json.errors).toEqual([MESSAGES.unauthenticated]);
    }
  });

  it("serves the same procedures over tRPC with the errors list", async () => {
    const client = new Client(app.url);
    await client.login("salesrep");
    const ok = await client.get("/api/trpc/quotes.list?input=%7B%7D");
    expect(ok.status).toBe(200);
    expect(Array.isArray(ok.json.result.data)).toBe(true);
    const missing = await client.get(
      `/api/trpc/quotes.get?input=${encodeURIComponent(JSON.stringify({ id: 999999 }))}`,
    );
    expect(missing.status).toBe(404);
    expect(missing.json.error.data.errors).toEqual([MESSAGES.notFound]);
    expect(JSON.stringify(missing.json)).not.toMatch(/stack|\.ts:/);
  });
});
