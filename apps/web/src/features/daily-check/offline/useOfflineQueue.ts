import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { invalidateAfter } from "@/lib/api/invalidation";
import { deleteApiCache } from "@/lib/pwa";
import { onBeforeSignOut } from "@/lib/signOut";
import { submitDailyCheck } from "../api";
import { notifyQueueChanged, sendQueued, subscribeQueue } from "./offlineQueue";
import { claimDevice, listQueued, purgeUser, removeQueued, type QueuedCount } from "./offlineStore";

/** "N counts have not been sent yet and will be lost": asked before a sign-out drops waiting counts. */
const unsentCountsWarning = (n: number) =>
  `${n === 1 ? "1 count has" : `${n} counts have`} not been sent yet and will be lost. Sign out anyway?`;

/**
 * IndexedDB may be missing or closing (some private windows, a page going away): the device then keeps nothing,
 * and an online count is sent as before. Nothing to tell the user about a list that stays as it was.
 */
const deviceStoreUnavailable = () => undefined;

/**
 * The signed-in user's offline counts: claims the device for them (other users' counts, drafts and cached API
 * answers go), sends waiting counts at start and whenever the connection returns, and clears the user's counts
 * on sign-out after confirming (decision 142).
 */
export function useOfflineQueue(userId: string) {
  const queryClient = useQueryClient();
  const [online, setOnline] = useState(() => navigator.onLine);
  const [queued, setQueued] = useState<QueuedCount[]>([]);
  // The store answers asynchronously: an answer arriving after the status left the page is dropped.
  const mounted = useRef(true);

  const refresh = useCallback(() => {
    void listQueued(userId).then((rows) => mounted.current && setQueued(rows), deviceStoreUnavailable);
  }, [userId]);

  const send = useCallback(async () => {
    const taken = await sendQueued(userId, submitDailyCheck);
    if (taken > 0) await invalidateAfter(queryClient, "POST /api/daily-checks");
  }, [userId, queryClient]);

  useEffect(() => {
    mounted.current = true;
    const stop = subscribeQueue(refresh);
    void claimDevice(userId)
      .then(async (changedUser) => {
        if (changedUser) await deleteApiCache();
        if (!mounted.current) return;
        refresh();
        if (navigator.onLine) await send();
      })
      .catch(deviceStoreUnavailable);
    return () => {
      mounted.current = false;
      stop();
    };
  }, [userId, refresh, send]);

  useEffect(() => {
    const goOnline = () => {
      setOnline(true);
      void send().catch(deviceStoreUnavailable);
    };
    const goOffline = () => setOnline(false);
    window.addEventListener("online", goOnline);
    window.addEventListener("offline", goOffline);
    return () => {
      window.removeEventListener("online", goOnline);
      window.removeEventListener("offline", goOffline);
    };
  }, [send]);

  useEffect(
    () =>
      onBeforeSignOut(async () => {
        const waiting = (await listQueued(userId)).filter((entry) => entry.refusal === null).length;
        if (waiting > 0 && !window.confirm(unsentCountsWarning(waiting))) return false;
        await purgeUser(userId);
        return true;
      }),
    [userId],
  );

  const discard = useCallback(async (id: number) => {
    await removeQueued(id);
    notifyQueueChanged();
  }, []);

  return { online, queued, discard };
}
