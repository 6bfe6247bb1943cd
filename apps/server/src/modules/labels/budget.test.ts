import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LABEL_LIMITS, LABEL_MESSAGES } from "@stockroom/shared";
import { type Account, createAccount, seededGroup } from "../../test/fixtures";
import { useTestContext } from "../../test/suite";
import { heldRenders } from "../../renders/testing";
import { until, watchPlaces } from "../../test/slots";

/**
 * The label sheets' budget per account (issue 34): one sheet made at a time with two more waiting their turn,
 * so many a minute and an hour, counted for the owner and their managers together. The renders are held by
 * the test, so who runs and who waits is seen, not timed.
 */

const renders = heldRenders();
const { ctx, api } = useTestContext({ renders });
const group = {} as Awaited<ReturnType<typeof seededGroup>>;

beforeAll(async () => {
  Object.assign(group, await seededGroup(ctx.app, ctx.database.db));
});

afterEach(() => {
  vi.useRealTimers();
  renders.holding = true;
});

const sheet = (cookie: string, propertyId: number) =>
  ctx.app.inject({ method: "GET", url: `/api/labels.pdf?propertyId=${propertyId}`, headers: { cookie } });

/** An owner of their own account with one property of one item, and a manager assigned to it. */
async function accountWithManager(): Promise<{ owner: Account; manager: Account; propertyId: number }> {
  const owner = await createAccount(ctx.app, ctx.database.db, { tier: "growth" });
  const manager = await createAccount(ctx.app, ctx.database.db, { role: "manager", createdBy: owner.id });
  const property = await api("POST", "/api/properties", owner.cookie, { name: "Printing Inn" });
  const propertyId = property.body.id as number;
  await api("POST", "/api/inventory", owner.cookie, { propertyId, name: "Soap", category: "housekeeping" });
  const assigned = await api("POST", `/api/properties/${propertyId}/managers`, owner.cookie, { managerId: manager.id });
  expect(assigned.status).toBe(201);
  return { owner, manager, propertyId };
}

describe("label sheets of one account", () => {
  it("are made one at a time: two more wait their turn, a fourth is refused at once; another account prints meanwhile", async () => {
    const places = watchPlaces(ctx.app.slotStore);
    const first = sheet(group.owner.cookie, group.harbor);
    await until(() => renders.running.length === 1);
    const waiting = [sheet(group.manager.cookie, group.harbor), sheet(group.owner.cookie, group.harbor)];
    await until(async () => (await places.given()) === 3);
    places.stop();
    const refused = await sheet(group.owner.cookie, group.harbor);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: LABEL_MESSAGES.busy, error: "RATE_LIMITED" });
    expect(refused.headers["retry-after"]).toBe("5");
    expect(renders.running).toHaveLength(1);

    const other = await accountWithManager();
    const stranger = sheet(other.owner.cookie, other.propertyId);
    await until(() => renders.running.length === 2);
    expect(renders.running[1]).toBe("Labels · Printing Inn");

    renders.finishNext();
    expect((await first).statusCode).toBe(200);
    // The account's next sheet starts only now, beside the other account's.
    await until(() => renders.running.length === 2);
    renders.finishNext();
    expect((await stranger).statusCode).toBe(200);
    renders.finishNext();
    await until(() => renders.running.length === 1);
    renders.finishNext();
    expect((await Promise.all(waiting)).map((r) => r.statusCode)).toEqual([200, 200]);
  });

  it(`share ${LABEL_LIMITS.pdfsPerMinute} a minute between the owner and their managers (regression: each user had their own)`, async () => {
    renders.holding = false;
    const { owner, manager, propertyId } = await accountWithManager();
    const statuses = [];
    for (let n = 0; n < LABEL_LIMITS.pdfsPerMinute; n++) {
      statuses.push((await sheet(n % 2 ? manager.cookie : owner.cookie, propertyId)).statusCode);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await sheet(manager.cookie, propertyId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(LABEL_MESSAGES.tooManyPdfs);
  });

  it(`are at most ${LABEL_LIMITS.pdfsPerHour} an hour, whatever the pace`, async () => {
    renders.holding = false;
    const { owner, propertyId } = await accountWithManager();
    vi.useFakeTimers({ toFake: ["Date"] });
    let made = 0;
    while (made < LABEL_LIMITS.pdfsPerHour) {
      for (let n = 0; n < LABEL_LIMITS.pdfsPerMinute && made < LABEL_LIMITS.pdfsPerHour; n++, made++) {
        expect((await sheet(owner.cookie, propertyId)).statusCode).toBe(200);
      }
      vi.setSystemTime(Date.now() + 61_000);
    }
    const refused = await sheet(owner.cookie, propertyId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(LABEL_MESSAGES.tooManyPdfsPerHour);
  });
});
