import { describe, expect, it } from "vitest";
import { useTestContext } from "../../test/suite";

const { ctx } = useTestContext({ seed: false });

describe("GET /api/health", () => {
  it("reports the database reachable", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("sends secure headers", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found", error: "NOT_FOUND" });
  });
});
