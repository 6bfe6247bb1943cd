import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { backgroundPlugin } from "./background";

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app whose one route leaves `task` for after its answer. */
async function appWith(task: (sent: boolean) => Promise<void>) {
  app = Fastify({ logger: false });
  await app.register(backgroundPlugin);
  app.get("/", async (_request, reply) => {
    app!.background.afterResponse(reply, "test task", () => task(reply.raw.writableFinished));
    return { ok: true };
  });
  await app.ready();
  return app;
}

/** An app with held background work: one request answered, its task (one tick long) left pending. */
async function appWithHeldTask() {
  const task = { done: false };
  const server = await appWith(async () => {
    await new Promise((resolve) => setImmediate(resolve));
    task.done = true;
  });
  server.background.hold();
  await server.inject("/");
  return { server, task };
}

describe("background tasks", () => {
  it("start only once the response has been sent (a real connection: inject does not track it)", async () => {
    const started: boolean[] = [];
    const server = await appWith((sent) => {
      started.push(sent);
      return Promise.resolve();
    });
    const address = await server.listen({ port: 0, host: "127.0.0.1" });
    expect(await (await fetch(address)).json()).toEqual({ ok: true });
    await server.background.drain();
    expect(started).toEqual([true]);
  });

  it("held tasks wait until drain, which waits for them to finish", async () => {
    const { server, task } = await appWithHeldTask();
    await new Promise((resolve) => setImmediate(resolve));
    expect({ done: task.done, pending: server.background.pending }).toEqual({ done: false, pending: 1 });
    await server.background.drain();
    expect({ done: task.done, pending: server.background.pending }).toEqual({ done: true, pending: 0 });
  });

  it("a failing task is logged, not unhandled, and the answer is unaffected", async () => {
    const server = await appWith(() => Promise.reject(new Error("SMTP down")));
    const logged = vi.spyOn(server.log, "error");
    expect((await server.inject("/")).statusCode).toBe(200);
    await server.background.drain();
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ message: "SMTP down" }) }),
      "test task failed",
    );
  });

  it("closing the app waits for pending tasks, held ones included", async () => {
    const { server, task } = await appWithHeldTask();
    await server.close();
    app = undefined;
    expect(task.done).toBe(true);
  });
});
