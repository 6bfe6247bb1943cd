import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { DailyCheckBody } from "../api";
import type { CheckEntries } from "../checkState";

/** A count kept on this device until the server takes it: waiting, or refused with the server's message. */
export interface QueuedCount {
  /** Auto-increment key: counts are sent in the order they were saved. */
  id: number;
  userId: string;
  body: DailyCheckBody & { clientId: string };
  queuedAt: string;
  refusal: string | null;
}

/** The unfinished count of one property: what was typed and the client id chosen when it started. */
export interface CheckDraft {
  clientId: string;
  entries: CheckEntries;
}

interface OfflineDb extends DBSchema {
  queue: { key: number; value: QueuedCount; indexes: { byUser: string } };
  drafts: { key: [string, number]; value: CheckDraft & { userId: string; propertyId: number } };
  meta: { key: string; value: string };
}

const DB_NAME = "stockroom-offline";
let opened: Promise<IDBPDatabase<OfflineDb>> | null = null;

function db() {
  opened ??= openDB<OfflineDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore("queue", { keyPath: "id", autoIncrement: true }).createIndex("byUser", "userId");
      database.createObjectStore("drafts", { keyPath: ["userId", "propertyId"] });
      database.createObjectStore("meta");
    },
  });
  return opened;
}

/** Forgets the open connection and deletes the database (tests start each case empty). */
export async function resetOfflineDb(): Promise<void> {
  if (opened) (await opened).close();
  opened = null;
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(DB_NAME);
    request.onsuccess = request.onerror = request.onblocked = resolve;
  });
}

export async function queueCount(userId: string, body: QueuedCount["body"]): Promise<void> {
  await (await db()).add("queue", { userId, body, queuedAt: new Date().toISOString(), refusal: null } as QueuedCount);
}

/** This user's queued counts, oldest first. */
export async function listQueued(userId: string): Promise<QueuedCount[]> {
  const rows = await (await db()).getAllFromIndex("queue", "byUser", userId);
  return rows.sort((a, b) => a.id - b.id);
}

export async function removeQueued(id: number): Promise<void> {
  await (await db()).delete("queue", id);
}

export async function markRefused(id: number, message: string): Promise<void> {
  const database = await db();
  const row = await database.get("queue", id);
  if (row) await database.put("queue", { ...row, refusal: message });
}

export async function loadDraft(userId: string, propertyId: number): Promise<CheckDraft | undefined> {
  const row = await (await db()).get("drafts", [userId, propertyId]);
  return row && { clientId: row.clientId, entries: row.entries };
}

export async function saveDraft(userId: string, propertyId: number, draft: CheckDraft): Promise<void> {
  await (await db()).put("drafts", { userId, propertyId, ...draft });
}

export async function deleteDraft(userId: string, propertyId: number): Promise<void> {
  await (await db()).delete("drafts", [userId, propertyId]);
}

/** What a purge needs of a cursor over either store: both rows carry their user's id. */
interface UserRowCursor {
  value: { userId: string };
  delete(): Promise<void>;
  continue(): Promise<UserRowCursor | null>;
}

/** Deletes every queued count and draft of the users `drop` picks, in one transaction. */
async function purge(drop: (userId: string) => boolean): Promise<void> {
  const tx = (await db()).transaction(["queue", "drafts"], "readwrite");
  const sweep = async (first: Promise<UserRowCursor | null>) => {
    for (let cursor = await first; cursor; cursor = await cursor.continue()) {
      if (drop(cursor.value.userId)) await cursor.delete();
    }
  };
  // Both cursors are opened before the first await: a transaction commits once no request is pending, and asking
  // it for a store after that throws (fake-indexeddb commits sooner than browsers do, which is how a test found it).
  await Promise.all([
    sweep(tx.objectStore("queue").openCursor()),
    sweep(tx.objectStore("drafts").openCursor()),
    tx.done,
  ]);
}

/** Sign-out: this user's queued counts and drafts leave the device. */
export function purgeUser(userId: string): Promise<void> {
  return purge((owner) => owner === userId);
}

/**
 * Sign-in: counts and drafts of anyone else are deleted, never sent under this account. Answers whether the
 * device last held another user's data (the caller then also drops the cached API answers).
 */
export async function claimDevice(userId: string): Promise<boolean> {
  await purge((owner) => owner !== userId);
  const database = await db();
  const previous = await database.get("meta", "userId");
  await database.put("meta", userId, "userId");
  return previous !== undefined && previous !== userId;
}
