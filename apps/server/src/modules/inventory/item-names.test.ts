import { eq, inArray } from "drizzle-orm";
import { ITEM_NAME_MESSAGES } from "@stockroom/shared";
import { describe, expect, it } from "vitest";
import { inventoryItems } from "../../db/schema";
import { itemId } from "../../test/fixtures";
import { useSeededSuite } from "../../test/suite";

const { ctx, api, group } = useSeededSuite();

const item = (propertyId: number, name: string) => ({
  name,
  category: "front_desk",
  currentStock: 5,
  minStock: 1,
  unit: "pieces",
  propertyId,
});

describe("item names, unique per property (issue 37, decision 201)", () => {
  it("refuses a name another item of the property has, ignoring case and surrounding spaces", async () => {
    const created = await api("POST", "/api/inventory", group.owner.cookie, item(group.harbor, "Lanyards"));
    expect(created.status).toBe(201);

    for (const name of ["Lanyards", "lanyards", "  LANYARDS "]) {
      const again = await api("POST", "/api/inventory", group.owner.cookie, item(group.harbor, name));
      expect(again.status, name).toBe(409);
      expect(again.body).toMatchObject({
        message: ITEM_NAME_MESSAGES.taken,
        fields: { name: ITEM_NAME_MESSAGES.taken },
      });
    }
    // Another hotel may stock the same thing under the same name.
    const elsewhere = await api("POST", "/api/inventory", group.owner.cookie, item(group.maple, "Lanyards"));
    expect(elsewhere.status).toBe(201);

    const keycards = await itemId(ctx.database.db, group.harbor, "Keycards");
    const renamed = await api("PUT", `/api/inventory/${keycards}`, group.manager.cookie, { name: "lanyards" });
    expect(renamed.status).toBe(409);
    expect(renamed.body.fields).toEqual({ name: ITEM_NAME_MESSAGES.taken });

    for (const id of [created.body.id, elsewhere.body.id])
      await api("DELETE", `/api/inventory/${id}`, group.owner.cookie);
  });

  it("refuses a copy to a property that already has the name", async () => {
    const copy = await api("POST", "/api/inventory", group.owner.cookie, {
      ...item(group.harbor, "Keycards"),
      copiedFromId: await itemId(ctx.database.db, group.harbor, "Keycards"),
    });
    expect(copy.status).toBe(409);
    expect(copy.body.message).toBe(ITEM_NAME_MESSAGES.taken);
  });

  it("lists names items share from before, and a rename ends the conflict", async () => {
    const { db } = ctx.database;
    const oldest = await itemId(db, group.harbor, "Keycards");
    // As migration 0036 leaves items that already shared a name: the later ones marked.
    const rows = await db
      .insert(inventoryItems)
      .values(
        ["keycards ", "KEYCARDS"].map((name) => ({
          name,
          category: "front_desk" as const,
          propertyId: group.harbor,
          ownerId: group.owner.id,
          nameConflict: true,
        })),
      )
      .returning({ id: inventoryItems.id });
    const marked = rows.map((row) => row.id);

    const listed = await api("GET", `/api/inventory/name-conflicts?propertyId=${group.harbor}`, group.manager.cookie);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        propertyId: group.harbor,
        propertyName: "Harbor View Hotel",
        name: "Keycards",
        items: [
          { id: oldest, name: "Keycards" },
          { id: marked[0], name: "keycards " },
          { id: marked[1], name: "KEYCARDS" },
        ],
      },
    ]);
    const item = await api("GET", `/api/inventory?propertyId=${group.harbor}&search=keycards`, group.owner.cookie);
    const flags = Object.fromEntries(
      item.body.map((i: { id: number; nameConflict: boolean }) => [i.id, i.nameConflict]),
    );
    expect(flags).toEqual({ [oldest]: false, [marked[0]]: true, [marked[1]]: true });
    expect(
      (await api("GET", `/api/inventory/name-conflicts?propertyId=${group.maple}`, group.owner.cookie)).body,
    ).toEqual([]);

    // Renamed onto the taken name again: still refused. Renamed apart: no longer listed.
    expect((await api("PUT", `/api/inventory/${marked[0]}`, group.owner.cookie, { name: "Keycards" })).status).toBe(
      409,
    );
    expect(
      (await api("PUT", `/api/inventory/${marked[0]}`, group.owner.cookie, { name: "Keycards (spare)" })).status,
    ).toBe(200);
    const after = await api("GET", "/api/inventory/name-conflicts", group.owner.cookie);
    expect(after.body[0].items.map((i: { id: number }) => i.id)).toEqual([oldest, marked[1]]);

    await db.delete(inventoryItems).where(inArray(inventoryItems.id, marked));
    expect((await api("GET", "/api/inventory/name-conflicts", group.owner.cookie)).body).toEqual([]);
    expect(await db.select().from(inventoryItems).where(eq(inventoryItems.nameConflict, true))).toEqual([]);
  });
});
