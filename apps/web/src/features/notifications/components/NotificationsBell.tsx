import { NOTIFICATION_TEXTS } from "@stockroom/shared";
import { Inbox } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogHeading, DialogTrigger } from "@/components/ui/dialog";
import { useUnreadNotifications } from "../api";
import { NotificationList } from "./NotificationList";

/**
 * The notifications button of the top bar (decision 133): the unread count, and a dialog listing the user's
 * low-stock alerts and request updates. It sits beside the owners' pending-requests bell, which stays the link
 * to /requests the spec draws, so it has its own icon.
 */
export function NotificationsBell() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotifications().data?.unread ?? 0;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread ? NOTIFICATION_TEXTS.buttonUnread(unread) : NOTIFICATION_TEXTS.button}
        >
          <Inbox aria-hidden="true" className="size-5" />
          {unread > 0 && (
            <Badge
              variant="destructive"
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 px-1.5 py-0 text-[0.7rem]"
            >
              {unread > 99 ? "99+" : unread}
            </Badge>
          )}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <DialogHeading title={NOTIFICATION_TEXTS.title} description={NOTIFICATION_TEXTS.description} />
        <NotificationList open={open} unread={unread} onFollow={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
