import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { loadQuoteDocument } from "../../src/services/documents/quote-document.js";
import { makeDocumentQuote } from "./fixtures.js";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const pngLogo = () =>
  sharp({ create: { width: 1200, height: 300, channels: 4, background: "#0e7490" } })
    .png()
    .toBuffer();
const jpegLogo = () =>
  sharp({ create: { width: 300, height: 120, channels: 3, background: "#b91c1c" } })
    .jpeg()
    .toBuffer();
/** A logo with everything a hostile SVG carries: script, event handler, external and javascript: links. */
const HOSTILE_SVG = Buffer.from(
  `<?xml version="1.0" encoding="UTF-8"?>
<!-- drawn by hand -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="300" height="100" viewBox="0 0 300 100" onload="alert('onload')">
  <script type="text/javascript">alert(document.cookie)</script>
  <rect width="300" height="100" fill="#1e3a5f"/>
  <a xlink:href="javascript:alert(1)"><circle cx="50" cy="50" r="30" fill="#f59e0b"/></a>
  <image xlink:href="https://evil.example/track.png" x="0" y="0" width="10" height="10"/>
</svg>`,
);

forEachDatabase("dealer logo", (getDatabase) => {
  let app: RunningApp;
  let us: number;
  let ca: number;
  const clients = new Map<string, Client>();
  const as = async (username: string) => {
    let client = clients.get(username);
    if (!client) {
      client = new Client(app.url);
      await client.login(username);
      clients.set(username, client);
    }
    return client;
  };

  /** PUT the bytes as the body, as the panel's file upload does. */
  async function upload(client: Client, dealerId: number, body: Buffer, type = "application/octet-stream") {
    const response = await fetch(`${app.url}/api/dealers/${dealerId}/logo`, {
      method: "PUT",
      headers: {
        "content-type": type,
        origin: app.url,
        ...(client.cookie ? { cookie: client.cookie } : {}),
      },
      body,
    });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : undefined };
  }

  async function fetchLogo(client: Client, dealerId: number, headers: Record<string, string> = {}) {
    const response = await fetch(`${app.url}/api/dealers/${dealerId}/logo`, {
      headers: { ...(client.cookie ? { cookie: client.cookie } : {}), ...headers },
    });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  }

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    us = (await prisma.dealer.findFirstOrThrow({ where: { company_name: "Gulf Coast Shade & Screen" } })).id;
    ca = (await prisma.dealer.findFirstOrThrow({ where: { company_name: "Maple Leaf Outdoor Living" } })).id;
    app = await startApp({ prisma });
  });
  afterAll(() => app.close());

  describe("upload", () => {
    it("a PNG is stored as a PNG that fits 600 x 200, and served with safe headers and an ETag", async () => {
      const admin = await as("dealeradmin");
      const result = await upload(admin, us, await pngLogo(), "image/png");
      expect(result.status).toBe(200);
      expect(result.json.logo_updated_at).toEqual(expect.any(String));
      expect(result.json).not.toHaveProperty("logo");

      const { response, body } = await fetchLogo(admin, us);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toBe("default-src 'none'");
      const metadata = await sharp(body).metadata();
      expect(metadata).toMatchObject({ format: "png", width: 600, height: 150 });

      const etag = response.headers.get("etag")!;
      expect(etag).toMatch(/^"logo-\d+"$/);
      const cached = await fetchLogo(admin, us, { "if-none-match": etag });
      expect(cached.response.status).toBe(304);
      expect(cached.body.length).toBe(0);
    });

    it("a JPEG is stored as a PNG, and the dealer's other users and its manufacturer can see it", async () => {
      const result = await upload(await as("dealeradmin"), us, await jpegLogo(), "image/jpeg");
      expect(result.status).toBe(200);
      for (const username of ["salesrep", "mfguser", "superadmin"]) {
        const { response, body } = await fetchLogo(await as(username), us);
        expect(response.status, username).toBe(200);
        expect(body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
        expect(await sharp(body).metadata()).toMatchObject({ format: "png", width: 300, height: 120 });
      }
    });

    it("an SVG with a script is rasterized: what is served is a PNG with none of it", async () => {
      const before = (await fetchLogo(await as("mfgadmin"), us)).response.headers.get("etag");
      const result = await upload(await as("mfgadmin"), us, HOSTILE_SVG, "image/svg+xml");
      expect(result.status).toBe(200);
      const { response, body } = await fetchLogo(await as("dealeradmin"), us);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("etag")).not.toBe(before);
      expect(body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      const text = body.toString("latin1");
      for (const word of ["<svg", "script", "alert", "javascript", "evil.example", "onload"])
        expect(text).not.toContain(word);
      const { width, height } = await sharp(body).metadata();
      expect([width, height]).toEqual([600, 200]);
      // The pixels are the drawing's: the dark background of the rect.
      const { data } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
      expect([data[0], data[1], data[2]]).toEqual([0x1e, 0x3a, 0x5f]);
    });

    it("the quote document embeds the logo as a PNG data: URL (no session needed to show it)", async () => {
      const { prisma } = getDatabase();
      const rep = await prisma.user.findUniqueOrThrow({ where: { username: "salesrep" } });
      const id = await makeDocumentQuote(prisma, { dealerId: us, userId: rep.id, units: 1 });
      const document = (await loadQuoteDocument(prisma, id))!;
      const served = (await fetchLogo(await as("salesrep"), us)).body;
      expect(document.dealer.logo_url).toBe(`data:image/png;base64,${served.toString("base64")}`);
    });

    it("a 2 MB file is refused with a clear message, and the stored logo stays", async () => {
      const admin = await as("dealeradmin");
      const before = (await fetchLogo(admin, us)).body;
      const big = Buffer.concat([await pngLogo(), randomBytes(2 * 1024 * 1024)]);
      const result = await upload(admin, us, big, "image/png");
      expect(result.status).toBe(400);
      expect(result.json.errors).toEqual(["The logo file is 2.0 MB; a logo can be at most 1 MB."]);
      expect((await fetchLogo(admin, us)).body.equals(before)).toBe(true);
    });

    it("a text file named .png, a PNG signature with garbage, an empty body and JSON are refused (400)", async () => {
      const admin = await as("dealeradmin");
      const notAnImage = ["The logo must be a PNG, JPEG or SVG image."];
      const text = await upload(admin, us, Buffer.from("just some text, named logo.png"), "image/png");
      expect(text).toEqual({ status: 400, json: { errors: notAnImage } });
      const garbage = Buffer.concat([PNG_SIGNATURE, randomBytes(500)]);
      expect(await upload(admin, us, garbage, "image/png")).toEqual({
        status: 400,
        json: { errors: notAnImage },
      });
      const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
        .gif()
        .toBuffer();
      expect(await upload(admin, us, gif, "image/png")).toEqual({
        status: 400,
        json: { errors: notAnImage },
      });
      expect((await upload(admin, us, Buffer.alloc(0))).json.errors).toEqual([
        "Choose a logo file to upload (PNG, JPEG or SVG).",
      ]);
      const json = await upload(
        admin,
        us,
        Buffer.from(JSON.stringify({ logo: "iVBOR..." })),
        "application/json",
      );
      expect(json.status).toBe(400);
      expect(json.json.errors[0]).toMatch(/not JSON/);
    });
  });

  describe("who may", () => {
    it("a dealer user without dealer update (sales rep) and a manufacturer user get 403", async () => {
      for (const username of ["salesrep", "salesmanager", "purchaser", "mfguser"]) {
        const client = await as(username);
        expect((await upload(client, us, await pngLogo())).status, username).toBe(403);
        expect((await client.delete(`/api/dealers/${us}/logo`)).status, username).toBe(403);
      }
    });

    it("another dealer's admin gets 404 for upload, delete and read, like a missing dealer", async () => {
      const other = await as("cadealer");
      const missing = await upload(other, 999_999, await pngLogo());
      expect(missing.status).toBe(404);
      expect(await upload(other, us, await pngLogo())).toEqual(missing);
      expect((await other.delete(`/api/dealers/${us}/logo`)).status).toBe(404);
      expect((await fetchLogo(other, us)).response.status).toBe(404);
      expect((await upload(await as("dealeradmin"), ca, await pngLogo())).status).toBe(404);
    });

    it("no session: 401 before the upload is read", async () => {
      expect((await upload(new Client(app.url), us, await pngLogo())).status).toBe(401);
      expect((await fetchLogo(new Client(app.url), us)).response.status).toBe(401);
    });
  });

  it("DELETE removes the logo: the document goes back to its text header", async () => {
    const admin = await as("dealeradmin");
    const result = await admin.delete(`/api/dealers/${us}/logo`);
    expect(result.status).toBe(200);
    expect(result.json.logo_updated_at).toBeNull();
    const gone = await fetchLogo(admin, us);
    expect(gone.response.status).toBe(404);
    expect(JSON.parse(gone.body.toString()).errors).toEqual(["This dealer has no logo."]);
    const { prisma } = getDatabase();
    const rep = await prisma.user.findUniqueOrThrow({ where: { username: "salesrep" } });
    const id = await makeDocumentQuote(prisma, { dealerId: us, userId: rep.id, units: 1 });
    expect((await loadQuoteDocument(prisma, id))!.dealer.logo_url).toBeNull();
  });
});
