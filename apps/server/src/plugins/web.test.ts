import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useTestContext } from "../test/suite";

// A built web app in miniature: the shell, a hashed asset, the service worker and the web app manifest.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-web-"));
fs.mkdirSync(path.join(webDist, "assets"));
for (const [file, text] of [
  ["index.html", "<!doctype html><title>Stockroom</title>"],
  ["assets/index-abc123.js", "console.log(1)"],
  ["sw.js", "self.addEventListener('fetch', () => {})"],
  ["manifest.webmanifest", '{"name":"Stockroom"}'],
]) {
  fs.writeFileSync(path.join(webDist, file), text);
}

const { ctx } = useTestContext({ seed: false, env: { WEB_DIST_DIR: webDist } });

describe("the built web app's files", () => {
  it("revalidates the service worker and the manifest every time, so a new build's worker is found at once", async () => {
    for (const url of ["/sw.js", "/manifest.webmanifest", "/"]) {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-cache");
    }
    const manifest = await ctx.app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    const worker = await ctx.app.inject({ method: "GET", url: "/sw.js" });
    expect(worker.headers["content-type"]).toMatch(/javascript/);
  });

  it("keeps hashed assets for a year", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("lets the page register its worker and manifest under the content security policy (default-src 'self')", async () => {
    const csp = String((await ctx.app.inject({ method: "GET", url: "/" })).headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/worker-src|manifest-src/);
  });
});
