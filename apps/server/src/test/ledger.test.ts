import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inventoryItems } from "../db/schema";
import { createTestContext } from "./context";

describe("the ledger check every API test file ends with", () => {
  it("passes on the seeded data and fails a file whose stock no longer equals its ledger", async () => {
    const clean = await createTestContext();
    await expect(clean.close()).resolves.toBeUndefined();

    const broken = await createTestContext();
    const [item] = await broken.database.db.select({ id: inventoryItems.id }).from(inventoryItems).limit(1);
    await broken.database.db
      .update(inventoryItems)
      .set({ currentStock: sql`${inventoryItems.currentStock} + 1` })
      .where(eq(inventoryItems.id, item.id));
    await expect(broken.close()).rejects.toThrow(`stock differs from its ledger for items ${item.id}`);
  });
});
