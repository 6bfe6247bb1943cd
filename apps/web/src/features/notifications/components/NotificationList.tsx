import { NOTIFICATION_TEXTS, type NotificationDto } from "@stockroom/shared";
import { Link } from "react-router";
import { ListState } from "@/components/ListState";
import { LoadMore } from "@/components/LoadMore";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDayTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { useMarkNotificationsRead, useNotifications } from "../api";

interface NotificationListProps {
  /** The list is read only while its dialog is open. */
  open: boolean;
  unread: number;
  /** Called when a notification's link is followed (the dialog closes). */
  onFollow: () => void;
}

/** The notifications, newest first, each a link to what it is about; following one marks it read. */
export function NotificationList({ open, unread, onFollow }: NotificationListProps) {
  const list = useNotifications(open);
  const markRead = useMarkNotificationsRead();

  const follow = (notification: NotificationDto) => {
    if (notification.readAt === null) markRead.mutate({ ids: [notification.id] });
    onFollow();
  };

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <div className="flex justify-end">
        <Button
          variant="outline"
          size="sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {NOTIFICATION_TEXTS.markAllRead}
        </Button>
      </div>
      <ListState
        query={list}
        label="notifications"
        failure={NOTIFICATION_TEXTS.loadFailed}
        loading={
          <div aria-busy="true" className="grid gap-2">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        }
        empty={<p className="py-6 text-center text-sm text-slate-600">{NOTIFICATION_TEXTS.empty}</p>}
      >
        {(rows) => (
          <>
            <ul className="grid gap-2">
              {rows.map((notification) => (
                <li key={notification.id}>
                  <NotificationLink notification={notification} onFollow={() => follow(notification)} />
                </li>
              ))}
            </ul>
            <LoadMore query={list} />
          </>
        )}
      </ListState>
    </div>
  );
}

function NotificationLink({ notification, onFollow }: { notification: NotificationDto; onFollow: () => void }) {
  const unread = notification.readAt === null;
  return (
    <Link
      to={notification.link}
      onClick={onFollow}
      className={cn(
        "block rounded-md border p-3 text-sm break-words hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:outline-none",
        unread ? "border-emerald-200 bg-emerald-50/60" : "border-slate-200",
      )}
    >
      <span className="flex items-start justify-between gap-2">
        <span className={cn("text-slate-900", unread && "font-semibold")}>{notification.title}</span>
        {unread && (
          <span className="shrink-0 rounded-full bg-emerald-600 px-2 py-0.5 text-xs text-white">
            {NOTIFICATION_TEXTS.unreadLabel}
          </span>
        )}
      </span>
      <span className="mt-1 block text-slate-700">{notification.body}</span>
      <span className="mt-1 block text-xs text-slate-600">{formatDayTime(notification.createdAt)}</span>
    </Link>
  );
}
