import { describe, expect, it } from "vitest";
import { PHOTO_UPLOAD } from "@stockroom/shared";
import { createAccount } from "../../test/fixtures";
import { useAccount, useTestContext } from "../../test/suite";
import { IMAGE_TOO_LARGE, UNSUPPORTED_IMAGE } from "./service";
import { PNG, uploadPhoto } from "./testing";

const { ctx } = useTestContext({ seed: false });
const account = useAccount(ctx);

const upload = (bytes: Buffer, filename: string, type: string, withCookie = true) =>
  uploadPhoto(ctx.app, { bytes, filename, type, cookie: withCookie ? account.cookie : undefined });

describe("item photo uploads", () => {
  it("stores a PNG and serves it back with safe headers to signed-in users", async () => {
    const response = await upload(PNG, "towel.png", "image/png");
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);

    const served = await ctx.app.inject({ method: "GET", url, headers: { cookie: account.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });

  it("judges the type by content: SVG and HTML are refused even when named .png", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [bytes, name, type] of [
      [svg, "logo.svg", "image/svg+xml"],
      [svg, "logo.png", "image/png"],
      [Buffer.from("<html><script>alert(1)</script></html>"), "page.png", "image/png"],
    ] as const) {
      const response = await upload(bytes, name, type);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(UNSUPPORTED_IMAGE);
    }
  });

  it("refuses files over the size limit with 413", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(PHOTO_UPLOAD.maxBytes)]);
    const response = await upload(big, "huge.png", "image/png");
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(IMAGE_TOO_LARGE);
  });

  it("serves a photo only within its account: its owner and their managers", async () => {
    const { url } = (await upload(PNG, "towel.png", "image/png")).json();
    const owner = ctx.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: account.cookie } });
    const ownerId = (await owner).json().id as string;
    const manager = await createAccount(ctx.app, ctx.database.db, { role: "manager", createdBy: ownerId });
    const stranger = await createAccount(ctx.app, ctx.database.db);
    const get = (as: string) => ctx.app.inject({ method: "GET", url, headers: { cookie: as } });
    expect((await get(manager.cookie)).statusCode).toBe(200);
    const refused = await get(stranger.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe("Image not found");
  });

  it("refuses anonymous uploads and unknown or crafted names", async () => {
    expect((await upload(PNG, "a.png", "image/png", false)).statusCode).toBe(401);
    for (const url of ["/uploads/..%2F..%2Fetc%2Fpasswd", "/uploads/00000000-0000-0000-0000-000000000000.png"]) {
      expect((await ctx.app.inject({ method: "GET", url, headers: { cookie: account.cookie } })).statusCode).toBe(404);
    }
  });
});
