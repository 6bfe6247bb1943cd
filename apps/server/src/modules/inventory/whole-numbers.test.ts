import { beforeAll, describe, expect, it } from "vitest";
import { tableChecksums } from "../../test/db-checksum";
import { itemId } from "../../test/fixtures";
import { useSeededSuite } from "../../test/suite";

// Issue 17.2: the server refuses a number that is not a whole number, in a body, a query or a path,
// with 400 in the error format, rather than truncating or coercing it.

const { ctx, api, group } = useSeededSuite({ withStranger: false });
let towels: number;

beforeAll(async () => {
  towels = await itemId(ctx.database.db, group.harbor, "Bath Towels");
});

/** Not whole numbers, or whole numbers sent as text: none may become 2, 1 or 1000. */
const HOSTILE = [2.7, "2", "1e3", 1e-3, "2.7", "0x10", ""];

async function expectRefused(method: "POST" | "PUT", url: string, body: unknown) {
  const before = await tableChecksums(ctx.database.db);
  const answer = await api(method, url, group.owner.cookie, body);
  expect({ url, body, status: answer.status }).toEqual({ url, body, status: 400 });
  expect(answer.body).toMatchObject({ message: expect.any(String), error: expect.any(String) });
  expect(await tableChecksums(ctx.database.db)).toEqual(before);
}

describe("whole numbers in bodies", () => {
  it("refuses an item's stock, minimum or capacity that is not a whole number", async () => {
    const item = { name: "Hostile Towels", category: "housekeeping", propertyId: group.harbor };
    for (const value of HOSTILE) {
      for (const field of ["currentStock", "minStock", "maxCapacity"]) {
        await expectRefused("POST", "/api/inventory", { ...item, [field]: value });
        await expectRefused("PUT", `/api/inventory/${towels}`, { [field]: value });
      }
    }
    const created = await api("POST", "/api/inventory", group.owner.cookie, { ...item, currentStock: 2 });
    expect(created.body).toMatchObject({ currentStock: 2 });
  });

  it("refuses a requested, approved, received or counted quantity that is not a whole number", async () => {
    const pending = await api("POST", "/api/requests", group.manager.cookie, {
      items: [{ itemId: towels, quantity: 5 }],
    });
    const approved = await api("POST", "/api/requests", group.manager.cookie, {
      items: [{ itemId: towels, quantity: 5 }],
    });
    await api("PUT", `/api/requests/${approved.body.id}/status`, group.owner.cookie, { status: "approved" });
    for (const value of HOSTILE) {
      await expectRefused("POST", "/api/requests", { items: [{ itemId: towels, quantity: value }] });
      await expectRefused("POST", "/api/requests", { itemId: towels, quantity: value });
      await expectRefused("PUT", `/api/requests/${pending.body.id}/status`, { status: "approved", quantity: value });
      await expectRefused("PUT", `/api/requests/${pending.body.id}/status`, {
        status: "approved",
        approvedItems: JSON.stringify([{ name: "Bath Towels", requested: 5, approved: value }]),
      });
      await expectRefused("POST", `/api/receive-request/${approved.body.id}`, {
        itemName: "Bath Towels",
        receivedQuantity: value,
      });
      await expectRefused("POST", "/api/daily-checks", {
        propertyId: group.harbor,
        items: [{ itemId: towels, countedQuantity: value }],
      });
    }
  });
});

describe("whole numbers in query strings and paths", () => {
  it("refuses notation, hex and fractions instead of reading ?propertyId=1e3 as 1000", async () => {
    for (const text of ["1e3", "0x10", "2.7", "+1", "%201", "-0"]) {
      for (const url of [
        `/api/inventory?propertyId=${text}`,
        `/api/requests?propertyId=${text}`,
        `/api/inventory?limit=${text}`,
        `/api/inventory/${text}/movements`,
        `/api/requests/${text}`,
      ]) {
        const answer = await api("GET", url, group.owner.cookie);
        expect({ url, status: answer.status }).toEqual({ url, status: 400 });
        expect(answer.body).toMatchObject({ message: expect.any(String), error: expect.any(String) });
      }
    }
    expect((await api("GET", `/api/inventory?propertyId=${group.harbor}&limit=5`, group.owner.cookie)).status).toBe(
      200,
    );
  });
});
