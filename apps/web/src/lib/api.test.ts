import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "@/test/server";
import { api, ApiError, describeError } from "./api";

describe("api", () => {
  it("sends JSON and returns the parsed answer", async () => {
    server.use(
      http.post("*/api/things", async ({ request }) => HttpResponse.json({ echo: await request.json() })),
    );
    await expect(api("/api/things", { method: "POST", body: { a: 1 } })).resolves.toEqual({ echo: { a: 1 } });
  });

  it("treats 204 as an empty list", async () => {
    server.use(http.get("*/api/things", () => new HttpResponse(null, { status: 204 })));
    await expect(api("/api/things")).resolves.toEqual([]);
  });

  it("throws an ApiError with the status and the errors list", async () => {
    server.use(
      http.get("*/api/things", () => HttpResponse.json({ errors: ["Nope.", "Other"] }, { status: 422 })),
    );
    const error = await api("/api/things").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, errors: ["Nope.", "Other"] });
    expect(describeError(error)).toBe("Nope.");
  });

  it("describes errors without a server list", () => {
    expect(describeError(new ApiError(500, []))).toBe("Request failed with status 500");
    expect(describeError("weird")).toBe("An unexpected error occurred");
  });
});
