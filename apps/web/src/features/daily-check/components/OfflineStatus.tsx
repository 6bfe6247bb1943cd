import { lazy, Suspense } from "react";

// IndexedDB and the sending machinery are not needed to draw the frame (the dashboard's budget): they arrive after.
const OfflineQueueStatus = lazy(() =>
  import("../offline/OfflineQueueStatus").then((m) => ({ default: m.OfflineQueueStatus })),
);

/** The top bar's slot for counts kept offline (decision 142): nothing until there is something to say. */
export function OfflineStatus({ userId }: { userId: string }) {
  return (
    <Suspense fallback={null}>
      <OfflineQueueStatus userId={userId} />
    </Suspense>
  );
}
