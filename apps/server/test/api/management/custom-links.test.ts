import { afterAll, beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../../helpers/test-database.js";
import { signedInClients, startApp, type RunningApp } from "../../helpers/http.js";
import { seedDemoWorld } from "../../../src/seed/demo-world.js";

forEachDatabase("user custom links API", (getDatabase) => {
  let app: RunningApp;
  const as = signedInClients(() => app);

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    app = await startApp({
      prisma,
      rateLimits: { loginPerUsername: 1000, loginPerIp: 10000, forgotPerIp: 1000 },
    });
  });
  afterAll(() => app.close());

  it("GET lists the agent's own links; none answers 204", async () => {
    const rep = await (await as("salesrep")).get("/api/user-custom-links");
    expect(rep.status).toBe(200);
    expect(rep.json).toEqual([
      expect.objectContaining({
        title: "Measuring guide",
        icon: "ruler",
        subtitle: "How to measure an opening",
      }),
    ]);
    expect((await (await as("dealeradmin")).get("/api/user-custom-links")).status).toBe(204);
  });

  it("POST creates, PATCH changes and DELETE retires an own link", async () => {
    const client = await as("dealeradmin");
    const created = await client.post("/api/user-custom-links", {
      title: "Price list",
      subtitle: "2026",
      icon: "tag",
      link: "https://example.com/prices",
    });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ title: "Price list", link: "https://example.com/prices" });
    expect(created.json.id).toEqual(expect.any(Number));

    const updated = await client.patch(`/api/user-custom-links/${created.json.id}`, { title: "Prices" });
    expect(updated.json).toMatchObject({ title: "Prices", subtitle: "2026", icon: "tag" });
    expect((await client.get("/api/user-custom-links")).json.map((l: { title: string }) => l.title)).toEqual([
      "Prices",
    ]);

    const removed = await client.delete(`/api/user-custom-links/${created.json.id}`);
    expect(removed.status).toBe(200);
    expect((await client.get("/api/user-custom-links")).status).toBe(204);
    const row = await getDatabase().prisma.userCustomLink.findUnique({ where: { id: created.json.id } });
    expect(row?.status).toBe(0);
  });

  it("another user's link answers 404", async () => {
    const rep = await (await as("salesrep")).get("/api/user-custom-links");
    const id = rep.json[0].id;
    const other = await as("mfguser");
    expect((await other.get(`/api/user-custom-links/${id}`)).status).toBe(404);
    expect((await other.patch(`/api/user-custom-links/${id}`, { title: "Mine" })).status).toBe(404);
    expect((await other.delete(`/api/user-custom-links/${id}`)).status).toBe(404);
    const row = await getDatabase().prisma.userCustomLink.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ title: "Measuring guide", status: 1 });
  });

  it("answers 400 for bad input", async () => {
    const result = await (await as("salesrep")).post("/api/user-custom-links", { title: "", link: 5 });
    expect(result.status).toBe(400);
    expect(result.json.errors).toEqual(
      expect.arrayContaining(["title: This field is required.", "link: This field is required."]),
    );
  });
});
