import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SUPPLIER_MESSAGES } from "@stockroom/shared";
import { inventoryItems, purchaseOrders, suppliers } from "../../db/schema";
import { useSeededSuite } from "../../test/suite";

const { ctx, api, group, stranger } = useSeededSuite();

let seq = 0;
/** A supplier of the seeded owner with a name no other test uses. */
async function newSupplier(fields: Record<string, unknown> = {}) {
  const response = await api("POST", "/api/suppliers", group.owner.cookie, { name: `Linen Co ${++seq}`, ...fields });
  expect(response.status).toBe(201);
  return response.body as { id: number; name: string };
}

async function newItem(cookie: string, propertyId: number, fields: Record<string, unknown> = {}) {
  return api("POST", "/api/inventory", cookie, {
    name: `Bath Mats ${++seq}`,
    category: "housekeeping",
    propertyId,
    ...fields,
  });
}

describe("suppliers", () => {
  it("creates, lists, edits and deletes a supplier with the documented answer", async () => {
    const created = await api("POST", "/api/suppliers", group.owner.cookie, {
      name: " Harbor Linen Supply ",
      contactName: "Ann Lee",
      email: "Orders@HarborLinen.example",
      phone: "+1 (603) 555-0100",
      leadTimeDays: 5,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: "Harbor Linen Supply",
      contactName: "Ann Lee",
      email: "orders@harborlinen.example",
      phone: "+1 (603) 555-0100",
      leadTimeDays: 5,
      itemCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const id = created.body.id as number;

    const list = await api("GET", "/api/suppliers", group.owner.cookie);
    expect(list.body.map((s: { id: number }) => s.id)).toContain(id);

    const edited = await api("PUT", `/api/suppliers/${id}`, group.owner.cookie, { name: "Harbor Linen", phone: "" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, name: "Harbor Linen", contactName: null, phone: null, leadTimeDays: null });

    expect((await api("DELETE", `/api/suppliers/${id}`, group.owner.cookie)).body).toEqual({ success: true });
    const after = await api("GET", "/api/suppliers", group.owner.cookie);
    expect(after.body.map((s: { id: number }) => s.id)).not.toContain(id);
  });

  it("refuses bad fields with the shared messages and saves nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "" }, "name", SUPPLIER_MESSAGES.nameRequired],
      [{ name: "A", email: "nope" }, "email", SUPPLIER_MESSAGES.email],
      [{ name: "A", phone: "call me" }, "phone", SUPPLIER_MESSAGES.phone],
      [{ name: "A", leadTimeDays: 366 }, "leadTimeDays", SUPPLIER_MESSAGES.leadTime],
      [{ name: "A", leadTimeDays: 1.5 }, "leadTimeDays", SUPPLIER_MESSAGES.leadTime],
    ];
    const before = await ctx.database.db.$count(suppliers);
    for (const [body, field, message] of cases) {
      const response = await api("POST", "/api/suppliers", group.owner.cookie, body);
      expect(response.status, field).toBe(400);
      expect(response.body.fields?.[field], field).toBe(message);
    }
    expect(await ctx.database.db.$count(suppliers)).toBe(before);
  });

  it("answers 409 on the name for a name the owner already uses in any case, but not for another owner", async () => {
    const first = await newSupplier();
    const again = await api("POST", "/api/suppliers", group.owner.cookie, { name: first.name.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: SUPPLIER_MESSAGES.nameTaken,
      fields: { name: SUPPLIER_MESSAGES.nameTaken },
    });

    const second = await newSupplier();
    const rename = await api("PUT", `/api/suppliers/${second.id}`, group.owner.cookie, { name: first.name });
    expect(rename.status).toBe(409);
    expect(rename.body.fields.name).toBe(SUPPLIER_MESSAGES.nameTaken);

    expect((await api("POST", "/api/suppliers", stranger.cookie, { name: first.name })).status).toBe(201);
  });

  it("hides another owner's supplier: 404 to change or delete, absent from their list", async () => {
    const supplier = await newSupplier();
    expect((await api("PUT", `/api/suppliers/${supplier.id}`, stranger.cookie, { name: "Mine" })).status).toBe(404);
    expect((await api("DELETE", `/api/suppliers/${supplier.id}`, stranger.cookie)).status).toBe(404);
    const theirs = await api("GET", "/api/suppliers", stranger.cookie);
    expect(theirs.body.map((s: { id: number }) => s.id)).not.toContain(supplier.id);
    const [row] = await ctx.database.db.select().from(suppliers).where(eq(suppliers.id, supplier.id));
    expect(row.name).toBe(supplier.name);
  });

  it("lets a manager read the owner's suppliers but not change them", async () => {
    const supplier = await newSupplier();
    const list = await api("GET", "/api/suppliers", group.manager.cookie);
    expect(list.status).toBe(200);
    expect(list.body.map((s: { id: number }) => s.id)).toContain(supplier.id);
    expect((await api("POST", "/api/suppliers", group.manager.cookie, { name: "Manager's own" })).status).toBe(403);
    expect((await api("PUT", `/api/suppliers/${supplier.id}`, group.manager.cookie, { name: "X" })).status).toBe(403);
    expect((await api("DELETE", `/api/suppliers/${supplier.id}`, group.manager.cookie)).status).toBe(403);
  });
});

describe("an item's preferred supplier", () => {
  it("is saved on create and edit, answered as supplierId, and counted on the supplier", async () => {
    const supplier = await newSupplier();
    const created = await newItem(group.owner.cookie, group.harbor, { supplierId: supplier.id });
    expect(created.status).toBe(201);
    expect(created.body.supplierId).toBe(supplier.id);

    const plain = await newItem(group.owner.cookie, group.harbor);
    expect(plain.body.supplierId).toBeNull();
    // The manager of the property sets it from the item form too.
    const edited = await api("PUT", `/api/inventory/${plain.body.id}`, group.manager.cookie, {
      supplierId: supplier.id,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.supplierId).toBe(supplier.id);

    const list = await api("GET", "/api/suppliers", group.owner.cookie);
    expect(list.body.find((s: { id: number }) => s.id === supplier.id).itemCount).toBe(2);

    const cleared = await api("PUT", `/api/inventory/${plain.body.id}`, group.owner.cookie, { supplierId: null });
    expect(cleared.body.supplierId).toBeNull();
    // An edit that leaves the supplier out keeps it.
    const other = await api("PUT", `/api/inventory/${created.body.id}`, group.owner.cookie, { minStock: 3 });
    expect(other.body.supplierId).toBe(supplier.id);
  });

  it("refuses another owner's or a missing supplier with 400 on the field, changing nothing", async () => {
    const theirs = await api("POST", "/api/suppliers", stranger.cookie, { name: `Stranger Supply ${++seq}` });
    const before = await ctx.database.db.$count(inventoryItems);
    for (const supplierId of [theirs.body.id, 2_000_000_000]) {
      const response = await newItem(group.owner.cookie, group.harbor, { supplierId });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ supplierId: SUPPLIER_MESSAGES.unknown });
    }
    expect(await ctx.database.db.$count(inventoryItems)).toBe(before);

    const item = await newItem(group.owner.cookie, group.harbor);
    const edit = await api("PUT", `/api/inventory/${item.body.id}`, group.owner.cookie, {
      supplierId: theirs.body.id,
      minStock: 7,
    });
    expect(edit.status).toBe(400);
    expect(edit.body.fields.supplierId).toBe(SUPPLIER_MESSAGES.unknown);
    const [row] = await ctx.database.db.select().from(inventoryItems).where(eq(inventoryItems.id, item.body.id));
    expect(row).toMatchObject({ supplierId: null, minStock: 0 });

    expect((await newItem(group.owner.cookie, group.harbor, { supplierId: "1" })).status).toBe(400);
  });

  it("goes to none when the supplier is deleted; its purchase orders keep the copied name", async () => {
    const supplier = await newSupplier();
    const item = await newItem(group.owner.cookie, group.harbor, { supplierId: supplier.id });
    const [order] = await ctx.database.db
      .insert(purchaseOrders)
      .values({
        ownerId: group.owner.id,
        propertyId: group.harbor,
        supplierId: supplier.id,
        supplierName: supplier.name,
      })
      .returning({ id: purchaseOrders.id });

    expect((await api("DELETE", `/api/suppliers/${supplier.id}`, group.owner.cookie)).status).toBe(200);

    const read = await api("GET", `/api/inventory/lookup?code=${item.body.code}`, group.owner.cookie);
    expect(read.body[0]).toMatchObject({ id: item.body.id, supplierId: null });
    const [po] = await ctx.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, order.id));
    expect(po).toMatchObject({ supplierId: null, supplierName: supplier.name });
  });
});
