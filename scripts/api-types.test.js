import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { TYPES_FILE, apiTypes } from "../apps/web/scripts/api-types.mjs";

it("the web app's API types are generated from the published document as it is now", async () => {
  const stale = "apps/web/src/lib/api/schema.d.ts is stale: run `npm run generate:api -w @stockroom/web`";
  expect(readFileSync(TYPES_FILE, "utf8"), stale).toBe(await apiTypes());
});
