import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api";
import { offlineStatusText, sendQueued, subscribeQueue } from "./offlineQueue";
import {
  claimDevice,
  listQueued,
  loadDraft,
  purgeUser,
  queueCount,
  resetOfflineDb,
  saveDraft,
  type QueuedCount,
} from "./offlineStore";

afterEach(() => resetOfflineDb());

const body = (propertyId: number, clientId: string): QueuedCount["body"] => ({
  propertyId,
  clientId,
  items: [{ itemId: 1, countedQuantity: 3 }],
});
const clientIds = async (userId: string) => (await listQueued(userId)).map((entry) => entry.body.clientId);
const refusal = (status: number, message: string) => new ApiError(status, message, { message });

describe("offline count queue", () => {
  it("sends a user's counts in the order they were saved and removes each one the server takes", async () => {
    for (const id of ["a", "b", "c"]) await queueCount("u1", body(1, id));
    const sent: string[] = [];
    const taken = await sendQueued("u1", (count) => {
      sent.push(count.clientId);
      return Promise.resolve();
    });
    expect(sent).toEqual(["a", "b", "c"]);
    expect(taken).toBe(3);
    expect(await listQueued("u1")).toEqual([]);
  });

  it("stops at a count the network could not carry, so later ones never overtake it", async () => {
    for (const id of ["a", "b", "c"]) await queueCount("u1", body(1, id));
    const send = vi.fn((count: QueuedCount["body"]) =>
      count.clientId === "b" ? Promise.reject(new TypeError("Failed to fetch")) : Promise.resolve(),
    );
    expect(await sendQueued("u1", send)).toBe(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(await clientIds("u1")).toEqual(["b", "c"]);
  });

  it("keeps a refused count with the server's message and goes on; a lapsed session or busy server is retried later", async () => {
    for (const id of ["deleted", "expired", "fine"]) await queueCount("u1", body(1, id));
    const message = "1 item in this count was deleted after it was started. Remove it and submit again";
    const answers: Record<string, ApiError> = { deleted: refusal(409, message), expired: refusal(401, "Unauthorized") };
    const send = (count: QueuedCount["body"]) =>
      count.clientId in answers ? Promise.reject(answers[count.clientId]) : Promise.resolve();
    await sendQueued("u1", send);
    expect((await listQueued("u1")).map((entry) => [entry.body.clientId, entry.refusal])).toEqual([
      ["deleted", message],
      ["expired", null],
      ["fine", null],
    ]);
    // Once the session is back, the waiting ones go and the refused one stays for the user to discard.
    delete answers.expired;
    const retried = vi.fn(send);
    await sendQueued("u1", retried);
    expect(retried.mock.calls.map(([count]) => count.clientId)).toEqual(["expired", "fine"]);
    expect(await clientIds("u1")).toEqual(["deleted"]);
  });

  it("keeps each user's counts to that user: sending, sign-out and another user's sign-in", async () => {
    await queueCount("u1", body(1, "mine"));
    await queueCount("u2", body(1, "theirs"));
    await saveDraft("u1", 1, { clientId: "draft-1", entries: { 5: { count: "2", skipped: false } } });
    await saveDraft("u2", 1, { clientId: "draft-2", entries: {} });

    const sent: string[] = [];
    await sendQueued("u1", (count) => {
      sent.push(count.clientId);
      return Promise.resolve();
    });
    expect(sent).toEqual(["mine"]);
    expect(await clientIds("u2")).toEqual(["theirs"]);

    await purgeUser("u2");
    expect(await clientIds("u2")).toEqual([]);
    expect(await loadDraft("u2", 1)).toBeUndefined();
    expect(await loadDraft("u1", 1)).toEqual({ clientId: "draft-1", entries: { 5: { count: "2", skipped: false } } });
  });

  it("on sign-in deletes other users' counts and drafts and says when the device changed hands", async () => {
    await queueCount("u1", body(1, "left-behind"));
    await saveDraft("u1", 1, { clientId: "d", entries: {} });
    expect(await claimDevice("u1")).toBe(false);
    expect(await claimDevice("u1")).toBe(false);
    expect(await claimDevice("u2")).toBe(true);
    expect(await clientIds("u1")).toEqual([]);
    expect(await loadDraft("u1", 1)).toBeUndefined();
  });

  it("tells listeners after each count it settles", async () => {
    await queueCount("u1", body(1, "a"));
    const listener = vi.fn();
    const stop = subscribeQueue(listener);
    await sendQueued("u1", () => Promise.resolve());
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("offlineStatusText", () => {
  it("says offline and how many counts wait or were refused, in the singular for one", () => {
    expect(offlineStatusText({ online: false, waiting: 1, refused: 0 })).toBe("Offline · 1 count waiting");
    expect(offlineStatusText({ online: false, waiting: 2, refused: 0 })).toBe("Offline · 2 counts waiting");
    expect(offlineStatusText({ online: true, waiting: 2, refused: 1 })).toBe("2 counts waiting · 1 count refused");
    expect(offlineStatusText({ online: false, waiting: 0, refused: 0 })).toBe("Offline");
    expect(offlineStatusText({ online: true, waiting: 0, refused: 0 })).toBeNull();
  });
});
