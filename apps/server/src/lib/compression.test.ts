import { describe, expect, it } from "vitest";
import { useSeededSuite } from "../test/suite";
import { compressionOptions } from "./compression";

/** Decision 105: JSON answers over 1 KB go out as br or gzip; small answers and binaries as they are. */

const { ctx, group } = useSeededSuite({ withStranger: false });

const get = (url: string, acceptEncoding: string) =>
  ctx.app.inject({ method: "GET", url, headers: { cookie: group.owner.cookie, "accept-encoding": acceptEncoding } });

describe("compression", () => {
  it.each([
    ["br, gzip, deflate", "br"],
    ["gzip, deflate", "gzip"],
    ["deflate", undefined],
    ["identity", undefined],
  ])("answers a JSON list over 1 KB asked with %s as %s", async (accept, encoding) => {
    const response = await get("/api/inventory/all", accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    if (!encoding) expect(response.body.length).toBeGreaterThan(1024);
  });

  it("leaves a JSON answer under 1 KB as it is", async () => {
    const response = await get("/api/dashboard/stats", "br, gzip");
    expect(response.body.length).toBeLessThan(1024);
    expect(response.headers["content-encoding"]).toBeUndefined();
  });

  it.each([
    ["application/json; charset=utf-8", true],
    ["text/html; charset=utf-8", true],
    ["application/javascript; charset=utf-8", true],
    ["text/css", true],
    ["image/svg+xml", true],
    ["image/png", false],
    ["image/webp", false],
    ["application/octet-stream", false],
    ["text/event-stream", false],
  ])("compresses %s: %s", (contentType, compressed) => {
    expect((compressionOptions.customTypes as RegExp).test(contentType)).toBe(compressed);
  });
});
