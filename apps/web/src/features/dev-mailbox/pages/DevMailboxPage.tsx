import { useQuery } from "@tanstack/react-query";
import { offers } from "@stockroom/shared";
import { format } from "date-fns";
import { AdminAccessDenied } from "@/components/AdminAccessDenied";
import { ListState } from "@/components/ListState";
import { PageHeading } from "@/components/PageHeading";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { useAuth } from "@/queries/session";
import { ApiError } from "@/lib/api";
import { apiQuery } from "@/lib/api/queries";
import { usePageMeta } from "@/lib/usePageMeta";
import { linkify } from "../linkify";

/**
 * Development mailbox: the mail the server stored instead of sending (no SMTP configured), so reset
 * and invitation links can be followed. The server offers it to admins only and never in production.
 */
export function DevMailboxPage() {
  usePageMeta("Developer Mailbox", { noindex: true });
  const { user } = useAuth();
  const mayRead = offers(user?.role, "devMailbox.read");
  const outbox = useQuery({ ...apiQuery("/api/dev/outbox"), enabled: mayRead });

  if (!mayRead) return <AdminAccessDenied />;

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading title="Developer Mailbox" description="Email the server recorded in its outbox, newest first." />
      <ListState
        query={outbox}
        label="messages"
        loading={
          <p role="status" className="text-slate-600">
            Loading messages...
          </p>
        }
        failure={(error) =>
          error instanceof ApiError && error.status === 404
            ? "The mailbox is not available"
            : "Could not load the mailbox. Please refresh the page."
        }
        empty="No messages yet."
      >
        {(rows) => (
          <ul aria-label="Messages" className="grid gap-4">
            {rows.map((message) => (
              <li key={message.id}>
                <Card>
                  <CardContent className="grid gap-2 pt-6">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h2 className="font-semibold text-slate-900">{message.subject}</h2>
                      <Badge variant={message.status === "failed" ? "destructive" : "secondary"}>
                        {message.status}
                      </Badge>
                    </div>
                    <p className="text-sm text-slate-600">
                      To {message.to} ·{" "}
                      <time dateTime={message.createdAt}>
                        {format(new Date(message.createdAt), "MMM d, yyyy HH:mm")}
                      </time>
                    </p>
                    <p className="text-sm whitespace-pre-wrap text-slate-800">{linkify(message.text)}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}
