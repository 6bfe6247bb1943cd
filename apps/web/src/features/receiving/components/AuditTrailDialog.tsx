import { type RequestDto, type RequestLineDto, formatQuantity, unitFor } from "@stockroom/shared";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatRequestDate, itemsLabel, personName } from "@/features/requests";
import { auditSummary } from "../auditTrail";

const COLUMNS = ["Item", "Requested", "Approved", "Received"];

interface AuditTrailDialogProps {
  request: RequestDto | null;
  onClose: () => void;
}

/** Requested → approved → received per item, who did each step and when, and how well the order was filled. */
export function AuditTrailDialog({ request, onClose }: AuditTrailDialogProps) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        {request && <AuditTrail request={request} />}
      </DialogContent>
    </Dialog>
  );
}

function AuditTrail({ request }: { request: RequestDto }) {
  const summary = auditSummary(request);
  const steps = [
    { label: "Requested", person: request.requester, at: request.createdAt },
    { label: "Approved", person: request.reviewer, at: request.reviewedAt },
    { label: "Received", person: request.receiver, at: request.receivedAt },
  ];
  return (
    <>
      <DialogHeader>
        <DialogTitle>Audit Trail</DialogTitle>
        <DialogDescription>
          Request #{request.id}: {itemsLabel(request)} for {request.item.property.name}
        </DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-md bg-slate-50 p-3">
          <dt className="text-sm text-slate-600">Fulfilment rate</dt>
          <dd className="text-2xl font-bold text-slate-900">{summary.rate}%</dd>
          <dd className="text-xs text-slate-600">
            {summary.receivedTotal} of {summary.approvedTotal} approved {unitFor(summary.approvedTotal, "units")}{" "}
            received
          </dd>
        </div>
        <div className="rounded-md bg-slate-50 p-3">
          <dt className="text-sm text-slate-600">Processing time</dt>
          <dd className="text-2xl font-bold text-slate-900">
            {summary.days === null ? "—" : `${summary.days} ${summary.days === 1 ? "day" : "days"}`}
          </dd>
          <dd className="text-xs text-slate-600">From submission to receipt</dd>
        </div>
      </dl>
      <ol aria-label="Steps" className="grid gap-2 border-l-2 border-emerald-200 pl-4 text-sm">
        {steps.map((step) => (
          <li key={step.label}>
            <span className="font-semibold text-slate-900">{step.label}</span>{" "}
            {step.at ? (
              <span className="text-slate-700">
                by {personName(step.person)} on {formatRequestDate(step.at)}
              </span>
            ) : (
              <span className="text-slate-600">not yet</span>
            )}
          </li>
        ))}
      </ol>
      {/* Compact cells fit a 360 px phone; a long item name can still make it scroll, so the box is a
          focusable region that a keyboard can scroll too. */}
      <div
        role="region"
        aria-label="Quantities per item"
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a region that scrolls must take focus, or a keyboard cannot scroll it (axe: scrollable-region-focusable)
        tabIndex={0}
        className="relative min-w-0 overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Quantities per item</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-2 py-2 font-medium first:pl-0 last:pr-0">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {request.items.map((line) => (
              <tr key={line.id}>
                <th scope="row" className="py-2 pr-2 font-medium break-words text-slate-900">
                  {line.name}
                </th>
                <td className="px-2 py-2">{formatQuantity(line.requestedQuantity, line.unit)}</td>
                <td className="px-2 py-2">{line.state === "denied" ? "Denied" : (line.approvedQuantity ?? "—")}</td>
                <td className="py-2 pl-2">{receivedCell(line)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function receivedCell(line: RequestLineDto): string {
  if (line.state === "denied") return "—";
  if (line.state === "missing") return "0 (Missing)";
  return line.receivedQuantity === null ? "Not yet" : String(line.receivedQuantity);
}
