import { ADMIN_FAILED_JOBS_SHOWN, EMAIL_DELIVERY_QUEUE, JOB_MESSAGES } from "@stockroom/shared";
import { describe, expect, it } from "vitest";
import { QUEUES } from "../../jobs/queues";
import { useAccount, useTestContext } from "../../test/suite";

const { ctx, api } = useTestContext({ seed: false });
const admin = useAccount(ctx, { role: "admin" });
const owner = useAccount(ctx);

const QUEUE = "auth.password-reset";

/** A job of the password-reset queue that failed for good with `message` (no retries left). */
async function failedJob(message: string): Promise<string> {
  const id = await ctx.jobs.boss.send(QUEUE, { email: "nobody@example.test" }, { retryLimit: 0 });
  await ctx.jobs.boss.fail(QUEUE, id!, { message });
  return id!;
}

interface QueueRow {
  name: string;
  queuedCount: number;
  failedCount: number;
  failedJobs: { id: string; state: string; error: string | null; data: unknown; retryCount: number }[];
}

async function queues(): Promise<QueueRow[]> {
  const answer = await api("GET", "/api/admin/jobs", admin.cookie);
  expect(answer.status).toBe(200);
  return answer.body as QueueRow[];
}

describe("the admin's view of the background jobs", () => {
  it("lists every queue of the catalogue with its counts and its latest failed jobs and their error", async () => {
    const older = await failedJob("first failure");
    const newer = await failedJob("SMTP said no");
    await ctx.jobs.boss.send(QUEUE, { email: "waiting@example.test" });

    const rows = await queues();
    expect(rows.map((row) => row.name)).toEqual(Object.keys(QUEUES));
    const resets = rows.find((row) => row.name === QUEUE)!;
    expect(resets).toMatchObject({ queuedCount: 1, failedCount: 2 });
    expect(resets.failedJobs.map((job) => job.id)).toEqual([newer, older]);
    expect(resets.failedJobs[0]).toMatchObject({
      state: "failed",
      error: "SMTP said no",
      data: { email: "nobody@example.test" },
      retryCount: 0,
    });
    await ctx.jobs.drain({ queues: [QUEUE] });
  });

  it(`shows at most ${ADMIN_FAILED_JOBS_SHOWN} failed jobs of a queue`, async () => {
    for (let n = 0; n <= ADMIN_FAILED_JOBS_SHOWN; n++) await failedJob(`failure ${n}`);
    const resets = (await queues()).find((row) => row.name === QUEUE)!;
    expect(resets.failedJobs).toHaveLength(ADMIN_FAILED_JOBS_SHOWN);
    expect(resets.failedJobs[0].error).toBe(`failure ${ADMIN_FAILED_JOBS_SHOWN}`);
  });

  it("sends a failed job round again, which then runs", async () => {
    const id = await failedJob("connection refused");
    const retried = await api("POST", `/api/admin/jobs/${QUEUE}/${id}/retry`, admin.cookie);
    expect(retried.status).toBe(202);
    expect(retried.body).toMatchObject({ id, queue: QUEUE, state: "retry" });

    await ctx.jobs.drain({ queues: [QUEUE] });
    const [job] = await ctx.jobs.boss.findJobs(QUEUE, { id });
    expect(job.state).toBe("completed");
    const again = await api("POST", `/api/admin/jobs/${QUEUE}/${id}/retry`, admin.cookie);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(JOB_MESSAGES.notRetryable("completed"));
  });

  it("refuses a delivery job (the outbox retries those), an unknown queue or job, and a malformed id", async () => {
    const id = crypto.randomUUID();
    const delivery = await api("POST", `/api/admin/jobs/${EMAIL_DELIVERY_QUEUE}/${id}/retry`, admin.cookie);
    expect(delivery.status).toBe(409);
    expect(delivery.body.message).toBe(JOB_MESSAGES.retryEmailFromOutbox);
    const unknownQueue = await api("POST", `/api/admin/jobs/nightly.backup/${id}/retry`, admin.cookie);
    expect(unknownQueue).toMatchObject({ status: 404, body: { message: "Queue not found" } });
    const unknownJob = await api("POST", `/api/admin/jobs/${QUEUE}/${id}/retry`, admin.cookie);
    expect(unknownJob).toMatchObject({ status: 404, body: { message: "Job not found" } });
    expect((await api("POST", `/api/admin/jobs/${QUEUE}/42/retry`, admin.cookie)).status).toBe(400);
  });

  it("is the admin's only", async () => {
    const id = await failedJob("kept failed");
    expect((await api("GET", "/api/admin/jobs", owner.cookie)).status).toBe(403);
    expect((await api("POST", `/api/admin/jobs/${QUEUE}/${id}/retry`, owner.cookie)).status).toBe(403);
    expect((await api("GET", "/api/admin/jobs")).status).toBe(401);
    const [job] = await ctx.jobs.boss.findJobs(QUEUE, { id });
    expect(job.state).toBe("failed");
  });
});
