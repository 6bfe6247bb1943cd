import type { RequestDto } from "@stockroom/shared";
import { useId, type ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { itemsLabel, personName, PersonAvatar, RequestFacts, RequestLines, StatusBadge } from "@/features/requests";

/** An approved or received request on the receiving page, with the one action that fits its state. */
export function ReceivingCard({ request, action }: { request: RequestDto; action: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="article" aria-labelledby={titleId} className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <PersonAvatar person={request.requester} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold break-words text-slate-900">
            {itemsLabel(request)}
          </h3>
          <p className="text-sm text-slate-600">Requested by {personName(request.requester)}</p>
        </div>
        <StatusBadge status={request.status} />
      </div>
      <RequestLines request={request} />
      <RequestFacts request={request} showReceipt />
      <div className="mt-auto flex justify-end border-t border-slate-100 pt-3">{action}</div>
    </Card>
  );
}
