import { describe, expect, it } from "vitest";
import { DEMO_CREDENTIALS } from "../../db/seed-data";
import { signIn } from "../context";
import { useTestContext } from "../suite";

// Issue 16 point 8: a link on another site to GET /api/logout signed the user out. Cross-site
// navigations now keep the session (decision 86); the web app signs out with an Origin-checked POST.
const { owner } = DEMO_CREDENTIALS;
const { ctx } = useTestContext();

const signedIn = async (cookie: string) =>
  (await ctx.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode === 200;

describe("GET /api/logout", () => {
  it("from a cross-site link goes to the landing page without signing out", async () => {
    const cookie = await signIn(ctx.app, owner.email, owner.password);
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/logout",
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
    expect(await signedIn(cookie)).toBe(true);
  });

  it.each(["same-origin", "same-site", "none", undefined])("with Sec-Fetch-Site %s still signs out", async (site) => {
    const cookie = await signIn(ctx.app, owner.email, owner.password);
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/logout",
      headers: { cookie, ...(site ? { "sec-fetch-site": site } : {}) },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
    expect(await signedIn(cookie)).toBe(false);
  });
});

describe("POST /api/logout", () => {
  it("signs out from the app's own origin", async () => {
    const cookie = await signIn(ctx.app, owner.email, owner.password);
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie, origin: "http://localhost:80", "sec-fetch-site": "same-origin" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(response.headers["set-cookie"]).toMatch(/^sid=;/);
    expect(await signedIn(cookie)).toBe(false);
  });

  it.each([{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }])(
    "from a foreign page (%o) is refused in the error format and keeps the session",
    async (headers) => {
      const cookie = await signIn(ctx.app, owner.email, owner.password);
      const response = await ctx.app.inject({ method: "POST", url: "/api/logout", headers: { cookie, ...headers } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: expect.any(String), error: expect.any(String) });
      expect(await signedIn(cookie)).toBe(true);
    },
  );
});
