import {
  JOB_MESSAGES,
  type AdminJobQueueDto,
  type AdminOutboxMessageDto,
  type AdminStatsDto,
  type OutboxSummaryDto,
} from "@stockroom/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { skipDelay, useFakeClock } from "@/test/clock";
import { jsonResponse, type mockFetch, pageResponse } from "@/test/utils";
import { OUTBOX_REFRESH_MS } from "../api";
import { renderAdminPage } from "../testData";

const STATS: AdminStatsDto = {
  totalUsers: 1,
  activeSubscriptions: 0,
  totalProperties: 0,
  totalInventoryItems: 0,
  totalRequests: 0,
  monthlyRevenue: 0,
  usersByTier: {},
  accounts: { ownersByStatus: {}, demoAccounts: 0, managers: 0, admins: 1, openCheckouts: 0 },
  recentActivity: [],
};

function message(overrides: Partial<AdminOutboxMessageDto>): AdminOutboxMessageDto {
  return {
    id: 1,
    to: "orders@linen.test",
    subject: "Purchase order PO-000001 from Harbor View Hotel",
    status: "sent",
    error: null,
    attempts: 1,
    lastAttemptAt: "2026-11-24T10:00:05.000Z",
    sentAt: "2026-11-24T10:00:06.000Z",
    createdAt: "2026-11-24T10:00:00.000Z",
    ...overrides,
  };
}

const FAILED = message({
  id: 3,
  to: "nobody@linen.test",
  status: "failed",
  error: "550 5.1.1 No such user here",
  sentAt: null,
});
const DEAD = message({ id: 2, to: "slow@linen.test", status: "dead", error: "421 Try again later", attempts: 31 });
const SENT = message({ id: 1 });
const SUMMARY: OutboxSummaryDto = { queued: 0, sending: 0, sent: 7, failed: 1, dead: 1 };

const ALL = "GET /api/admin/outbox?limit=50";

function renderAdmin(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = renderAdminPage({
    "GET /api/admin/stats": () => jsonResponse(200, STATS),
    "GET /api/admin/users": () => jsonResponse(200, []),
    ...routes,
  });
  return { fetchMock, user: userEvent.setup() };
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, url: string) =>
  fetchMock.mock.calls.filter(([called, init]) => called === url && (init?.method ?? "GET") === "GET").length;

describe("the admin's Outbox tab", () => {
  it("counts each status and lists every message with its status, attempts, error and times", async () => {
    const { user } = renderAdmin({
      "GET /api/admin/outbox/summary": () => jsonResponse(200, SUMMARY),
      [ALL]: () => pageResponse([FAILED, DEAD, SENT]),
    });
    await user.click(screen.getByRole("tab", { name: "Outbox" }));
    const filters = await screen.findByRole("group", { name: "Show emails" });
    expect(await within(filters).findByRole("button", { name: "All 9" })).toHaveAttribute("aria-pressed", "true");
    for (const name of ["Pending 0", "Sent 7", "Failed 1", "Dead 1"])
      expect(within(filters).getByRole("button", { name })).toHaveAttribute("aria-pressed", "false");

    const table = await screen.findByRole("region", { name: "Outbox" });
    const [failedRow, deadRow, sentRow] = within(table).getAllByRole("row").slice(1);
    expect(failedRow).toHaveTextContent("nobody@linen.test");
    expect(failedRow).toHaveTextContent("Purchase order PO-000001 from Harbor View Hotel");
    expect(within(failedRow).getByText("Failed")).toBeInTheDocument();
    expect(failedRow).toHaveTextContent("550 5.1.1 No such user here");
    expect(deadRow).toHaveTextContent("Dead");
    expect(deadRow).toHaveTextContent("31");
    expect(within(sentRow).getByText("Sent")).toBeInTheDocument();
    expect(sentRow).toHaveTextContent("Nov 24, 2026");
    expect(within(failedRow).getByRole("button", { name: /^Retry the email to nobody@linen\.test/ })).toBeEnabled();
    expect(within(deadRow).getByRole("button", { name: /^Retry/ })).toBeEnabled();
    expect(within(sentRow).queryByRole("button", { name: /^Retry/ })).not.toBeInTheDocument();
  });

  it("asks the server for one filter at a time, pending meaning queued and sending", async () => {
    const { fetchMock, user } = renderAdmin({
      "GET /api/admin/outbox/summary": () => jsonResponse(200, SUMMARY),
      [ALL]: () => pageResponse([FAILED, DEAD, SENT]),
      "GET /api/admin/outbox?status=dead&limit=50": () => pageResponse([DEAD]),
      "GET /api/admin/outbox?status=pending&limit=50": () => pageResponse([]),
    });
    await user.click(screen.getByRole("tab", { name: "Outbox" }));
    await user.click(await screen.findByRole("button", { name: "Dead 1" }));
    const table = await screen.findByRole("region", { name: "Outbox" });
    expect(await within(table).findAllByRole("row")).toHaveLength(2);
    expect(table).toHaveTextContent("slow@linen.test");
    await user.click(screen.getByRole("button", { name: "Pending 0" }));
    expect(await screen.findByText("No emails here.")).toBeInTheDocument();
    expect(calls(fetchMock, "/api/admin/outbox?status=pending&limit=50")).toBe(1);
  });

  it("queues a failed message again, says so without claiming it was sent, and shows the new status", async () => {
    let retried = false;
    const { fetchMock, user } = renderAdmin({
      "GET /api/admin/outbox/summary": () =>
        jsonResponse(200, retried ? { ...SUMMARY, failed: 0, queued: 1 } : SUMMARY),
      [ALL]: () =>
        pageResponse([retried ? { ...FAILED, status: "queued", error: null, attempts: 0 } : FAILED, DEAD, SENT]),
      "POST /api/admin/outbox/3/retry": () => {
        retried = true;
        return jsonResponse(202, { ...FAILED, status: "queued", error: null, attempts: 0 });
      },
    });
    await user.click(screen.getByRole("tab", { name: "Outbox" }));
    await user.click(await screen.findByRole("button", { name: /^Retry the email to nobody@linen\.test/ }));

    expect(await screen.findByText("The email to nobody@linen.test was queued again.")).toBeInTheDocument();
    expect(screen.queryByText(/was sent|was emailed/)).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Pending 1" })).toBeInTheDocument();
    const table = screen.getByRole("region", { name: "Outbox" });
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent("Queued");
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(1);
  });

  it("shows the server's reason when a retry is refused", async () => {
    const { user } = renderAdmin({
      "GET /api/admin/outbox/summary": () => jsonResponse(200, SUMMARY),
      [ALL]: () => pageResponse([FAILED]),
      "POST /api/admin/outbox/3/retry": () =>
        jsonResponse(409, {
          message: "Only a failed or dead email can be retried; this one is queued.",
          error: "CONFLICT",
        }),
    });
    await user.click(screen.getByRole("tab", { name: "Outbox" }));
    await user.click(await screen.findByRole("button", { name: /^Retry the email/ }));
    expect(
      await screen.findByText("Only a failed or dead email can be retried; this one is queued."),
    ).toBeInTheDocument();
  });

  it("looks again every few seconds while messages are on their way, and stops once none is", async () => {
    useFakeClock({ intervals: true });
    let delivered = false;
    const { fetchMock, user } = renderAdmin({
      "GET /api/admin/outbox/summary": () =>
        jsonResponse(200, delivered ? { ...SUMMARY, sent: 8 } : { ...SUMMARY, sending: 1 }),
      [ALL]: () => pageResponse([delivered ? message({ id: 4 }) : message({ id: 4, status: "sending", sentAt: null })]),
    });
    await user.click(screen.getByRole("tab", { name: "Outbox" }));
    expect(await screen.findByRole("button", { name: "Pending 1" })).toBeInTheDocument();

    delivered = true;
    await skipDelay(OUTBOX_REFRESH_MS);
    expect(await screen.findByRole("button", { name: "Pending 0" })).toBeInTheDocument();
    const table = screen.getByRole("region", { name: "Outbox" });
    expect(await within(table).findByText("Sent")).toBeInTheDocument();
    const looked = calls(fetchMock, "/api/admin/outbox/summary");
    await skipDelay(OUTBOX_REFRESH_MS * 3);
    expect(calls(fetchMock, "/api/admin/outbox/summary")).toBe(looked);
  });
});

const QUEUES: AdminJobQueueDto[] = [
  {
    name: "email.deliver",
    countedAt: "2026-11-24T10:00:00.000Z",
    queuedCount: 2,
    deferredCount: 1,
    activeCount: 1,
    failedCount: 1,
    totalCount: 40,
    failedJobs: [
      {
        id: "0b7c6a8e-0000-4000-8000-000000000001",
        queue: "email.deliver",
        state: "failed",
        data: { outboxId: 2 },
        retryCount: 30,
        error: "421 Try again later",
        createdOn: "2026-11-24T09:00:00.000Z",
        completedOn: "2026-11-24T10:00:00.000Z",
      },
    ],
  },
  {
    name: "billing.due",
    countedAt: "2026-11-24T10:00:00.000Z",
    queuedCount: 0,
    deferredCount: 0,
    activeCount: 0,
    failedCount: 1,
    totalCount: 1440,
    failedJobs: [
      {
        id: "0b7c6a8e-0000-4000-8000-000000000002",
        queue: "billing.due",
        state: "failed",
        data: {},
        retryCount: 2,
        error: "connection terminated",
        createdOn: "2026-11-24T09:59:00.000Z",
        completedOn: "2026-11-24T10:00:00.000Z",
      },
    ],
  },
];

describe("the admin's Jobs tab", () => {
  it("shows each queue's counts and failed jobs with their error; deliveries are retried from the outbox", async () => {
    const { user } = renderAdmin({ "GET /api/admin/jobs": () => jsonResponse(200, QUEUES) });
    await user.click(screen.getByRole("tab", { name: "Jobs" }));
    const delivery = await screen.findByRole("group", { name: "email.deliver" });
    expect(within(delivery).getByText("Waiting").nextSibling).toHaveTextContent("2");
    expect(within(delivery).getByText("Running").nextSibling).toHaveTextContent("1");
    expect(within(delivery).getByText("Failed").nextSibling).toHaveTextContent("1");
    expect(delivery).toHaveTextContent("421 Try again later");
    expect(delivery).toHaveTextContent('{"outboxId":2}');
    expect(within(delivery).getByText(JOB_MESSAGES.retryEmailFromOutbox)).toBeInTheDocument();
    expect(within(delivery).queryByRole("button", { name: /^Retry/ })).not.toBeInTheDocument();
    const billing = screen.getByRole("group", { name: "billing.due" });
    expect(billing).toHaveTextContent("connection terminated");
    expect(within(billing).getByRole("button", { name: /^Retry the billing\.due job/ })).toBeEnabled();
  });

  it("queues a failed job again and reads the queues anew", async () => {
    const { fetchMock, user } = renderAdmin({
      "GET /api/admin/jobs": () => jsonResponse(200, QUEUES),
      "POST /api/admin/jobs/billing.due/0b7c6a8e-0000-4000-8000-000000000002/retry": () =>
        jsonResponse(202, { ...QUEUES[1].failedJobs[0], state: "retry" }),
    });
    await user.click(screen.getByRole("tab", { name: "Jobs" }));
    await user.click(await screen.findByRole("button", { name: /^Retry the billing\.due job/ }));
    expect(await screen.findByText("The billing.due job was queued again.")).toBeInTheDocument();
    expect(calls(fetchMock, "/api/admin/jobs")).toBe(2);
  });
});
