import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LABEL_LIMITS, LABEL_MESSAGES, labelPageCount } from "@stockroom/shared";
import { inventoryItems } from "../db/schema";
import { createAccount } from "../test/fixtures";
import { until, watchPlaces } from "../test/slots";
import { useTestContext } from "../test/suite";
import { createRenderPool } from "./pool";

/**
 * Issue 34: one account running the worst case it is allowed (its largest label sheet, as many at once as its
 * budget lets in) leaves the server answering others. The PDFs are made on the render thread, not on the event
 * loop; how fast the health check answers meanwhile is measured by `npm run bench:renders`, not here.
 */

// At normal priority, as every test context's renderer (test/context.ts): at the lowest, the sheets wait for every
// other runnable thread, and the test runner keeps both cores busy with other files.
const renders = createRenderPool({ threads: 1, nice: 0 });
const { ctx, api } = useTestContext({ seed: false, renders });
const account = { cookie: "", propertyId: 0 };

beforeAll(async () => {
  const owner = await createAccount(ctx.app, ctx.database.db, { tier: "growth" });
  const property = await api("POST", "/api/properties", owner.cookie, { name: "Grand Printing Hotel" });
  const propertyId = property.body.id as number;
  await ctx.database.db.insert(inventoryItems).values(
    Array.from({ length: LABEL_LIMITS.maxLabels }, (_, i) => ({
      name: `Storeroom item ${String(i).padStart(3, "0")} with a long descriptive name`,
      category: "housekeeping" as const,
      currentStock: 0,
      propertyId,
      ownerId: owner.id,
    })),
  );
  Object.assign(account, { cookie: owner.cookie, propertyId });
});

afterAll(() => renders.close());

/** Enough to see the server answer; not so many that the test's own load starves the render thread. */
const HEALTH_CHECKS = 50;

const health = () => ctx.app.inject({ method: "GET", url: "/api/health" });

describe("the largest label sheets an account may have made at once", () => {
  it("are made on the render thread while the health check keeps answering; one more is refused", async () => {
    const { running, waiting } = LABEL_LIMITS.concurrent;
    const before = renders.completed;
    const places = watchPlaces(ctx.app.slotStore);
    let sheetsDone = false;
    const sheets = Promise.all(
      Array.from({ length: running + waiting }, () =>
        ctx.app.inject({
          method: "GET",
          url: `/api/labels.pdf?propertyId=${account.propertyId}`,
          headers: { cookie: account.cookie },
        }),
      ),
    ).finally(() => (sheetsDone = true));
    // Every one of them has its place before the next one asks.
    await until(async () => (await places.given()) === running + waiting);
    places.stop();

    const refused = await ctx.app.inject({
      method: "GET",
      url: `/api/labels.pdf?propertyId=${account.propertyId}`,
      headers: { cookie: account.cookie },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(LABEL_MESSAGES.busy);

    // Health checks one after another while the sheets are being made.
    let answeredDuringRenders = 0;
    for (let check = 0; check < HEALTH_CHECKS && !sheetsDone; check++) {
      const answer = await health();
      expect(answer.statusCode).toBe(200);
      if (!sheetsDone) answeredDuringRenders++;
    }
    expect(answeredDuringRenders).toBeGreaterThan(0);

    const made = await sheets;
    expect(made.map((response) => response.statusCode)).toEqual(Array(running + waiting).fill(200));
    expect(renders.completed - before).toBe(running + waiting);
    const pdf = await getDocumentProxy(new Uint8Array(made[0].rawPayload));
    expect(pdf.numPages).toBe(labelPageCount("a4-3x10", { count: LABEL_LIMITS.maxLabels, skip: 0 }));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain("Storeroom item 499");
  }, 180_000);
});
