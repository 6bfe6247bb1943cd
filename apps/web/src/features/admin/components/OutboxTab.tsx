import {
  isEmailRetryable,
  type AdminOutboxMessageDto,
  type OutboxFilter,
  type OutboxSummaryDto,
} from "@stockroom/shared";
import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { LoadMore } from "@/components/LoadMore";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableSpec } from "@/components/ui/data-table";
import { formatDayTime } from "@/lib/dates";
import { toastError, toastSuccess } from "@/lib/notify";
import { OUTBOX_REFRESH_MS, useAdminOutboxPages, useOutboxSummary, useRetryOutboxMessage } from "../api";
import { EMAIL_STATUS_LABELS, emailBadgeVariant, pendingEmails } from "../display";
import { ListState } from "@/components/ListState";

const FILTERS: { value: OutboxFilter | null; label: string; count: (summary: OutboxSummaryDto) => number }[] = [
  { value: null, label: "All", count: (s) => s.queued + s.sending + s.sent + s.failed + s.dead },
  { value: "pending", label: "Pending", count: pendingEmails },
  { value: "sent", label: "Sent", count: (s) => s.sent },
  { value: "failed", label: "Failed", count: (s) => s.failed },
  { value: "dead", label: "Dead", count: (s) => s.dead },
];

const when = (iso: string | null) => (iso ? formatDayTime(iso) : "—");

const OUTBOX_TABLE: DataTableSpec<AdminOutboxMessageDto> = {
  title: "Outbox",
  columns: [
    { header: "Recipient", value: (m) => m.to, className: "break-all" },
    { header: "Subject", value: (m) => m.subject, className: "min-w-48" },
    {
      header: "Status",
      value: (m) => EMAIL_STATUS_LABELS[m.status],
      cell: (m) => <Badge variant={emailBadgeVariant(m.status)}>{EMAIL_STATUS_LABELS[m.status]}</Badge>,
    },
    { header: "Attempts", value: (m) => m.attempts },
    {
      header: "Last error",
      value: (m) => m.error ?? "",
      cell: (m) => (m.error ? <span className="text-red-800">{m.error}</span> : "—"),
      className: "min-w-48 break-words",
    },
    { header: "Created", value: (m) => m.createdAt, cell: (m) => when(m.createdAt) },
    { header: "Last attempt", value: (m) => m.lastAttemptAt ?? "", cell: (m) => when(m.lastAttemptAt) },
    { header: "Sent", value: (m) => m.sentAt ?? "", cell: (m) => when(m.sentAt) },
  ],
  rowKey: (m) => m.id,
};

/**
 * Every email the app wrote and how its delivery went (issue 34.2), without the bodies, which hold reset links.
 * Failed and dead messages have a Retry; while any message is on its way the tab looks again every few seconds.
 */
export function OutboxTab() {
  const [filter, setFilter] = useState<OutboxFilter | null>(null);
  const summary = useOutboxSummary();
  // The list follows the counts: it looks again while they say messages are on their way.
  const outbox = useAdminOutboxPages(
    filter,
    summary.data && pendingEmails(summary.data) > 0 ? OUTBOX_REFRESH_MS : false,
  );
  const retry = useRetryOutboxMessage();

  const retryMessage = (message: AdminOutboxMessageDto) =>
    retry.mutate(message.id, {
      onSuccess: () => toastSuccess(`The email to ${message.to} was queued again.`),
      onError: (error) => toastError(error, "The email could not be queued again"),
    });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        Failed: the receiving server refused the message. Dead: a passing failure lasted through every retry. Retry
        queues either again, with its attempts starting over.
      </p>
      <div role="group" aria-label="Show emails" className="flex flex-wrap gap-2">
        {FILTERS.map(({ value, label, count }) => (
          <Button
            key={label}
            size="sm"
            variant={filter === value ? "default" : "outline"}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {label} <span className="tabular-nums">{summary.data ? count(summary.data) : "…"}</span>
          </Button>
        ))}
      </div>
      <ListState query={outbox} label="the outbox">
        {(rows) => (
          <DataTable
            {...OUTBOX_TABLE}
            rows={rows}
            emptyText={filter ? "No emails here." : "No emails yet."}
            actions={(message) =>
              isEmailRetryable(message.status) && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Retry the email to ${message.to}: ${message.subject}`}
                  disabled={retry.isPending && retry.variables === message.id}
                  onClick={() => retryMessage(message)}
                >
                  <RotateCcw aria-hidden="true" />
                  Retry
                </Button>
              )
            }
          />
        )}
      </ListState>
      <LoadMore query={outbox} />
    </div>
  );
}
