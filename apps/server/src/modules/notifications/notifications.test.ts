import { asc, eq, gt } from "drizzle-orm";
import { NEXT_CURSOR_HEADER } from "@stockroom/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, notifications } from "../../db/schema";
import { itemId } from "../../test/fixtures";
import { useSeededSuite } from "../../test/suite";
import { runAlertJobs } from "../alerts/jobs";

const ORIGIN = "https://stockroom.example";
const { ctx, api, group, stranger } = useSeededSuite();
const db = () => ctx.database.db;
const runJobs = () => runAlertJobs(db(), { mailer: ctx.mailer, linkOrigin: ORIGIN });

let lastOutboxId = 0;
/** The emails written since the previous call. */
async function newMails() {
  const rows = await db()
    .select()
    .from(emailOutbox)
    .where(gt(emailOutbox.id, lastOutboxId))
    .orderBy(asc(emailOutbox.id));
  lastOutboxId = rows.at(-1)?.id ?? lastOutboxId;
  return rows;
}

const outcomesOf = (requestId: number) =>
  db()
    .select({ userId: notifications.userId, kind: notifications.kind, title: notifications.title })
    .from(notifications)
    .where(eq(notifications.requestId, requestId));

async function newRequest(quantity = 5) {
  const created = await api("POST", "/api/requests", group.manager.cookie, {
    itemId: await itemId(db(), group.harbor, "Bath Towels"),
    quantity,
    reason: "For the weekend",
  });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

const review = (id: number, status: "approved" | "declined") =>
  api("PUT", `/api/requests/${id}/status`, group.owner.cookie, { status });

beforeAll(async () => {
  await runJobs();
  await newMails();
});

describe("request outcomes", () => {
  it("emails the requester once when their request is approved, then received by someone else", async () => {
    const id = await newRequest();
    expect((await review(id, "approved")).status).toBe(200);
    expect(await outcomesOf(id)).toEqual([
      { userId: group.manager.id, kind: "request_approved", title: `Request #${id} approved` },
    ]);
    await runJobs();
    await runJobs();
    const mails = await newMails();
    expect(mails.map((m) => [m.toAddress, m.subject])).toEqual([["manager@example.com", `Request #${id} approved`]]);
    expect(mails[0].textBody).toContain(`Your request #${id} for Harbor View Hotel was approved.`);
    expect(mails[0].textBody).toContain(`${ORIGIN}/requests?openRequest=${id}`);

    expect((await api("PUT", `/api/requests/${id}/status`, group.owner.cookie, { status: "received" })).status).toBe(
      200,
    );
    await runJobs();
    expect((await newMails()).map((m) => m.subject)).toEqual([`Request #${id} received`]);
  });

  it("emails a decline, and a second answer to the same request changes nothing", async () => {
    const id = await newRequest();
    expect((await review(id, "declined")).status).toBe(200);
    expect((await review(id, "declined")).status).toBe(409);
    await runJobs();
    expect((await newMails()).map((m) => m.subject)).toEqual([`Request #${id} declined`]);
    expect(await outcomesOf(id)).toHaveLength(1);
  });

  it("tells nobody what they did themselves: a manager receiving their own request", async () => {
    const id = await newRequest();
    await review(id, "approved");
    const received = await api("PUT", `/api/requests/${id}/status`, group.manager.cookie, { status: "received" });
    expect(received.status).toBe(200);
    expect((await outcomesOf(id)).map((n) => n.kind)).toEqual(["request_approved"]);
  });

  it("keeps the bell but sends no email when request updates are off", async () => {
    const off = { lowStockAlerts: true, requestUpdates: false, weeklyReports: false };
    await api("PUT", "/api/auth/preferences", group.manager.cookie, off);
    const id = await newRequest();
    await review(id, "approved");
    await runJobs();
    expect(await newMails()).toEqual([]);
    expect(await outcomesOf(id)).toHaveLength(1);
    await api("PUT", "/api/auth/preferences", group.manager.cookie, { ...off, requestUpdates: true });
  });
});

describe("the notifications API", () => {
  it("lists the user's own notifications, newest first, a page at a time", async () => {
    const ids = [await newRequest(), await newRequest(), await newRequest()];
    for (const id of ids) await review(id, "declined");
    const first = await ctx.app.inject({
      url: "/api/notifications?limit=2",
      headers: { cookie: group.manager.cookie },
    });
    expect(first.statusCode).toBe(200);
    const page = first.json<{ title: string; link: string; readAt: string | null }[]>();
    expect(page.map((n) => n.title)).toEqual([`Request #${ids[2]} declined`, `Request #${ids[1]} declined`]);
    expect(page[0]).toMatchObject({ link: `/requests?openRequest=${ids[2]}`, readAt: null });
    const cursor = first.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string;
    const next = await api("GET", `/api/notifications?limit=2&cursor=${cursor}`, group.manager.cookie);
    expect(next.body[0].title).toBe(`Request #${ids[0]} declined`);
  });

  it("never shows or marks another user's notifications", async () => {
    const mine = await api("GET", "/api/notifications", group.manager.cookie);
    expect(mine.body.length).toBeGreaterThan(0);
    expect((await api("GET", "/api/notifications", stranger.cookie)).body).toEqual([]);
    const ids = mine.body.map((n: { id: number }) => n.id);
    expect((await api("POST", "/api/notifications/read", stranger.cookie, { ids })).body).toEqual({ updated: 0 });
    expect((await api("POST", "/api/notifications/read", stranger.cookie, { all: true })).body).toEqual({
      updated: 0,
    });
    const unread = (await api("GET", "/api/notifications/unread", group.manager.cookie)).body.unread as number;
    expect(unread).toBe(ids.length);
  });

  it("marks the named notifications read, then all of them", async () => {
    const list = (await api("GET", "/api/notifications", group.manager.cookie)).body as { id: number }[];
    const one = await api("POST", "/api/notifications/read", group.manager.cookie, { ids: [list[0].id] });
    expect(one.body).toEqual({ updated: 1 });
    const unread = (await api("GET", "/api/notifications/unread", group.manager.cookie)).body.unread as number;
    expect(unread).toBe(list.length - 1);
    const all = await api("POST", "/api/notifications/read", group.manager.cookie, { all: true });
    expect(all.body).toEqual({ updated: list.length - 1 });
    expect((await api("GET", "/api/notifications/unread", group.manager.cookie)).body).toEqual({ unread: 0 });
    const again = (await api("GET", "/api/notifications", group.manager.cookie)).body as { readAt: string | null }[];
    expect(again.every((n) => n.readAt !== null)).toBe(true);
  });

  it("answers 400 for a body that names nothing, or a bad cursor", async () => {
    for (const payload of [{}, { ids: [] }, { all: false }, { ids: ["x"] }, { ids: [1], all: true }]) {
      const response = await api("POST", "/api/notifications/read", group.manager.cookie, payload);
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(response.body.message).toBeTruthy();
    }
    expect((await api("GET", "/api/notifications?cursor=nope", group.manager.cookie)).status).toBe(400);
    expect((await api("GET", "/api/notifications?limit=1000", group.manager.cookie)).status).toBe(400);
  });
});
