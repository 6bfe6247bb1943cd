import { visibleNotes, type RequestDto } from "@stockroom/shared";
import type { ReactNode } from "react";
import { ClampedText } from "@/components/ui/clamped-text";
import { formatRequestDate, personName, requesterReason } from "../display";

/** Who asked, where, why and when, and what the review and the receipt added. */
export function RequestFacts({ request, showReceipt = false }: { request: RequestDto; showReceipt?: boolean }) {
  const reason = requesterReason(request);
  const note = visibleNotes(request.notes);
  return (
    <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">
      <Fact term="Property">{request.item.property.name}</Fact>
      {reason && (
        <Fact term="Reason">
          <ClampedText>{reason}</ClampedText>
        </Fact>
      )}
      <Fact term="Submitted">{formatRequestDate(request.createdAt)}</Fact>
      {request.reviewedAt && (
        <Fact term={request.status === "declined" ? "Declined by" : "Reviewed by"}>
          {personName(request.reviewer)} on {formatRequestDate(request.reviewedAt)}
        </Fact>
      )}
      {showReceipt && request.receivedAt && (
        <Fact term="Received by">
          {personName(request.receiver)} on {formatRequestDate(request.receivedAt)}
        </Fact>
      )}
      {request.trackingNumber && <Fact term="Tracking number">{request.trackingNumber}</Fact>}
      {note && (
        <Fact term="Note">
          <ClampedText>{note}</ClampedText>
        </Fact>
      )}
    </dl>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </>
  );
}
