import { describe, expect, it } from "vitest";
import { ITEM_IMPORT_LIMITS, ITEM_IMPORT_MESSAGES } from "@stockroom/shared";
import { createAccount } from "../../test/fixtures";
import { takeEveryPlace } from "../../test/slots";
import { useTestContext } from "../../test/suite";
import { csvUpload } from "./test-upload";

/**
 * The CSV import's budget per account (issue 34), which had none: so many previews and imports a minute and an
 * hour, and one of them at a time with two more waiting their turn.
 */

const { ctx, api } = useTestContext({ seed: false });

/** An owner with a property to import into. */
async function importer() {
  const owner = await createAccount(ctx.app, ctx.database.db, { tier: "growth" });
  const property = await api("POST", "/api/properties", owner.cookie, { name: "Importing Inn" });
  return { ownerId: owner.id, cookie: owner.cookie, propertyId: property.body.id as number };
}

async function send(step: "preview" | "import", to: Awaited<ReturnType<typeof importer>>, csv: string) {
  const upload = await csvUpload(csv);
  const path = step === "preview" ? "items/import/preview" : "items/import";
  return ctx.app.inject({
    method: "POST",
    url: `/api/properties/${to.propertyId}/${path}`,
    headers: { ...upload.headers, cookie: to.cookie },
    payload: upload.payload,
  });
}

const SMALL = "name,category\r\nNapkins,kitchen\r\n";

describe("the CSV import's budget per account", () => {
  it(`allows ${ITEM_IMPORT_LIMITS.previewsPerMinute} previews a minute, then 429; another account is not held back`, async () => {
    const [busy, other] = [await importer(), await importer()];
    for (let n = 0; n < ITEM_IMPORT_LIMITS.previewsPerMinute; n++) {
      expect((await send("preview", busy, SMALL)).statusCode).toBe(200);
    }
    const refused = await send("preview", busy, SMALL);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: ITEM_IMPORT_MESSAGES.tooManyPreviews, error: "RATE_LIMITED" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await send("preview", other, SMALL)).statusCode).toBe(200);
  });

  it(`allows ${ITEM_IMPORT_LIMITS.importsPerMinute} imports a minute, then 429 with nothing imported`, async () => {
    const account = await importer();
    for (let n = 0; n < ITEM_IMPORT_LIMITS.importsPerMinute; n++) {
      expect((await send("import", account, `name,category\r\nItem ${n},kitchen\r\n`)).statusCode).toBe(200);
    }
    const refused = await send("import", account, "name,category\r\nOne too many,kitchen\r\n");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(ITEM_IMPORT_MESSAGES.tooManyImports);
    const items = await api("GET", `/api/inventory?propertyId=${account.propertyId}&limit=100`, account.cookie);
    expect(items.body.map((item: { name: string }) => item.name)).not.toContain("One too many");
  });

  it("checks one file of an account at a time: with one running and two waiting, a fourth is refused at once", async () => {
    const account = await importer();
    const places = await takeEveryPlace(ctx.app.slotStore, {
      key: `item-import-account:${account.ownerId}`,
      budget: ITEM_IMPORT_LIMITS.concurrent,
    });
    for (const step of ["preview", "import"] as const) {
      const refused = await send(step, account, SMALL);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: ITEM_IMPORT_MESSAGES.busy, error: "RATE_LIMITED" });
    }
    await places.release();
    expect((await send("import", account, SMALL)).json()).toMatchObject({ created: 1 });
  });
});
