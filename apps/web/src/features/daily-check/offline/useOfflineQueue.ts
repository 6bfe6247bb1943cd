import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { apiRequest } from "@/lib/api";
import { invalidateStockData } from "@/lib/invalidation";
import { deleteApiCache } from "@/lib/pwa";
import { onBeforeSignOut } from "@/lib/signOut";
import { notifyQueueChanged, sendQueued, subscribeQueue } from "./offlineQueue";
import { claimDevice, listQueued, purgeUser, removeQueued, type QueuedCount } from "./offlineStore";

/** "N counts have not been sent yet and will be lost": asked before a sign-out drops waiting counts. */
const unsentCountsWarning = (n: number) =>
  `${n === 1 ? "1 count has" : `${n} counts have`} not been sent yet and will be lost. Sign out anyway?`;

/**
 * The signed-in user's offline counts: claims the device for them (other users' counts, drafts and cached API
 * answers go), sends waiting counts at start and whenever the connection returns, and clears the user's counts
 * on sign-out after confirming (decision 142).
 */
export function useOfflineQueue(userId: string) {
  const queryClient = useQueryClient();
  const [online, setOnline] = useState(() => navigator.onLine);
  const [queued, setQueued] = useState<QueuedCount[]>([]);

  const refresh = useCallback(() => {
    void listQueued(userId).then(setQueued);
  }, [userId]);

  const send = useCallback(async () => {
    const taken = await sendQueued(userId, (body) => apiRequest("POST", "/api/daily-checks", body));
    if (taken > 0) await invalidateStockData(queryClient);
  }, [userId, queryClient]);

  useEffect(() => {
    const stop = subscribeQueue(refresh);
    void claimDevice(userId).then(async (changedUser) => {
      if (changedUser) await deleteApiCache();
      refresh();
      if (navigator.onLine) await send();
    });
    return stop;
  }, [userId, refresh, send]);

  useEffect(() => {
    const goOnline = () => {
      setOnline(true);
      void send();
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
