import { ApiError } from "@/lib/api";
import { listQueued, markRefused, queueCount, removeQueued, type QueuedCount } from "./offlineStore";

/** Listeners of the queue (the top bar's status): told after every change made through this module. */
const listeners = new Set<() => void>();

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyQueueChanged(): void {
  for (const listener of listeners) listener();
}

/**
 * True when a failed submit never reached the server: fetch rejects with a TypeError when the network is down,
 * and the browser may know it is offline before trying.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (typeof navigator !== "undefined" && !navigator.onLine);
}

/** Keeps a count the network refused to carry, to be sent when the connection returns. */
export async function saveForLater(userId: string, body: QueuedCount["body"]): Promise<void> {
  await queueCount(userId, body);
  notifyQueueChanged();
}

/**
 * A refusal the user has to act on: the count as it is will never be accepted (an item deleted meanwhile: 409,
 * a property no longer theirs: 404). A lapsed session (401) or a busy server (408, 429, 5xx) may pass later.
 */
function isFinalRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status)
  );
}

let sending: Promise<number> | null = null;

/**
 * Sends this user's waiting counts in the order they were saved, removing each one the server took (201, or 200
 * for one it already had: decision 143) and keeping refused ones with the server's message. Stops at the first
 * count that could not be delivered, so later counts never overtake it. One run at a time; answers how many
 * counts were taken.
 */
export function sendQueued(userId: string, send: (body: QueuedCount["body"]) => Promise<unknown>): Promise<number> {
  sending ??= (async () => {
    let taken = 0;
    try {
      for (const entry of await listQueued(userId)) {
        if (entry.refusal !== null) continue;
        try {
          await send(entry.body);
          await removeQueued(entry.id);
          taken += 1;
        } catch (error) {
          if (!isFinalRefusal(error)) break;
          await markRefused(entry.id, error.body?.message ?? error.message);
        }
        notifyQueueChanged();
      }
    } finally {
      sending = null;
    }
    return taken;
  })();
  return sending;
}

/** The top bar's words: "Offline · 2 counts waiting", "1 count waiting", "1 count refused"; null when nothing to say. */
export function offlineStatusText({ online, waiting, refused }: { online: boolean; waiting: number; refused: number }) {
  const counts = (n: number, what: string) => `${n} ${n === 1 ? "count" : "counts"} ${what}`;
  const parts = [
    ...(online ? [] : ["Offline"]),
    ...(waiting > 0 ? [counts(waiting, "waiting")] : []),
    ...(refused > 0 ? [counts(refused, "refused")] : []),
  ];
  return parts.length > 0 ? parts.join(" · ") : null;
}
