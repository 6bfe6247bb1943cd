import { EMAIL_DELIVERY_QUEUE, JOB_MESSAGES, type AdminJobDto, type AdminJobQueueDto } from "@stockroom/shared";
import { RefreshCw, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDayTime } from "@/lib/dates";
import { toastError, toastSuccess } from "@/lib/notify";
import { useJobQueues, useRetryJob } from "../api";
import { ListState } from "@/components/ListState";

/**
 * The job engine's queues (issue 34.2): what waits, runs and failed in each, and the latest failed jobs with
 * their error and a Retry. A failed email delivery is retried from the Outbox tab, where its attempts start over.
 */
export function JobsTab() {
  const queues = useJobQueues();
  return (
    <section aria-labelledby="background-jobs-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="background-jobs-heading" className="font-semibold text-slate-900">
          Background jobs
        </h3>
        <Button variant="outline" size="sm" disabled={queues.isFetching} onClick={() => void queues.refetch()}>
          <RefreshCw aria-hidden="true" />
          Refresh
        </Button>
      </div>
      <ListState query={queues} label="background jobs">
        {(rows) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {rows.map((queue) => (
              <li key={queue.name}>
                <QueueCard queue={queue} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

function QueueCard({ queue }: { queue: AdminJobQueueDto }) {
  const headingId = `queue-${queue.name.replace(/\W/g, "-")}`;
  const figures = [
    { label: "Waiting", value: queue.queuedCount },
    { label: "Running", value: queue.activeCount },
    { label: "Failed", value: queue.failedCount },
  ];
  return (
    <Card className="flex flex-col gap-3 p-4" aria-labelledby={headingId} role="group">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h4 id={headingId} className="font-mono text-sm font-semibold break-all text-slate-900">
          {queue.name}
        </h4>
        <p className="text-xs text-slate-600">Counted {formatDayTime(queue.countedAt)}</p>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {figures.map(({ label, value }) => (
          <div key={label} className="rounded-md bg-slate-50 p-2">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {queue.failedJobs.length > 0 && (
        <ul aria-label={`Failed jobs of ${queue.name}`} className="divide-y divide-slate-100 text-sm">
          {queue.failedJobs.map((job) => (
            <FailedJob key={job.id} job={job} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function FailedJob({ job }: { job: AdminJobDto }) {
  const retry = useRetryJob();
  const retryJob = () =>
    retry.mutate(job, {
      onSuccess: () => toastSuccess(`The ${job.queue} job was queued again.`),
      onError: (error) => toastError(error, "The job could not be queued again"),
    });
  return (
    <li className="flex flex-col gap-1 py-2">
      <p className="break-words text-red-800">{job.error ?? "No error was recorded"}</p>
      <p className="text-xs break-all text-slate-600">
        {job.completedOn ? `Failed ${formatDayTime(job.completedOn)}` : "Failed"} · {job.retryCount} retries
        {job.data && Object.keys(job.data).length > 0 ? ` · ${JSON.stringify(job.data)}` : ""}
      </p>
      {job.queue === EMAIL_DELIVERY_QUEUE ? (
        <p className="text-xs text-slate-600">{JOB_MESSAGES.retryEmailFromOutbox}</p>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          aria-label={`Retry the ${job.queue} job that failed with: ${job.error ?? "no error"}`}
          disabled={retry.isPending}
          onClick={retryJob}
        >
          <RotateCcw aria-hidden="true" />
          Retry
        </Button>
      )}
    </li>
  );
}
