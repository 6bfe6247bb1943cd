import { beforeAll, describe, expect, it } from "vitest";
import { PURCHASE_ORDER_LIMITS, PURCHASE_ORDER_MESSAGES } from "@stockroom/shared";
import { heldRenders } from "../../renders/testing";
import { itemId, seededGroup } from "../../test/fixtures";
import { until, watchPlaces } from "../../test/slots";
import { useTestContext } from "../../test/suite";

/**
 * Purchase order PDFs are made by the app's renderer (the render threads), one at a time per account with a few
 * more waiting their turn (issue 34); downloads and emails share the budget. The renders are held by the test.
 */

const renders = heldRenders();
const { ctx, api } = useTestContext({ renders });
const group = {} as Awaited<ReturnType<typeof seededGroup>>;
let orderId = 0;

beforeAll(async () => {
  Object.assign(group, await seededGroup(ctx.app, ctx.database.db));
  const towels = await itemId(ctx.database.db, group.harbor, "Bath Towels");
  const created = await api("POST", "/api/requests", group.manager.cookie, {
    items: [{ itemId: towels, quantity: 2 }],
  });
  const [line] = created.body.items as { id: number }[];
  await api("PUT", `/api/requests/${created.body.id}/status`, group.owner.cookie, {
    status: "approved",
    items: [{ requestItemId: line.id, approvedQuantity: 2 }],
  });
  const [order] = (await api("POST", `/api/requests/${created.body.id}/purchase-orders`, group.owner.cookie)).body;
  orderId = order.id as number;
});

const download = () =>
  ctx.app.inject({
    method: "GET",
    url: `/api/purchase-orders/${orderId}/pdf`,
    headers: { cookie: group.owner.cookie },
  });

describe("purchase order PDFs of one account", () => {
  it("are made by the renderer one at a time, the next ones waiting their turn; one more is refused, sent or downloaded", async () => {
    const { running, waiting } = PURCHASE_ORDER_LIMITS.concurrent;
    const places = watchPlaces(ctx.app.slotStore);
    const downloads = Array.from({ length: running + waiting }, download);
    await until(async () => (await places.given()) === running + waiting);
    places.stop();
    await until(() => renders.running.length === 1);
    expect(renders.running).toEqual([`Purchase order ${orderId}`]);

    const refused = await download();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: PURCHASE_ORDER_MESSAGES.busy, error: "RATE_LIMITED" });
    const send = await api("POST", `/api/purchase-orders/${orderId}/send`, group.owner.cookie);
    expect(send.status).toBe(429);
    expect(send.body.message).toBe(PURCHASE_ORDER_MESSAGES.busy);

    for (let n = 0; n < running + waiting; n++) {
      await until(() => renders.running.length === 1);
      renders.finishNext();
    }
    const answers = await Promise.all(downloads);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(running + waiting).fill(200));
    expect(answers[0].headers["content-type"]).toBe("application/pdf");
    expect(renders.completed).toBe(running + waiting);
  });
});
