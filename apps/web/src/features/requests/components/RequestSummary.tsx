import type { RequestDto } from "@stockroom/shared";
import { itemsLabel, personName } from "../display";
import { PersonAvatar } from "./PersonAvatar";
import { RequestFacts } from "./RequestFacts";
import { RequestLines } from "./RequestLines";
import { StatusBadge } from "./StatusBadge";

interface RequestSummaryProps {
  request: RequestDto;
  /** The id of the title, which names the card it stands in. */
  titleId: string;
  showReceipt?: boolean;
}

/** A request card above its actions: who asked for which items, the status, the lines and the facts. */
export function RequestSummary({ request, titleId, showReceipt }: RequestSummaryProps) {
  return (
    <>
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
      <RequestFacts request={request} showReceipt={showReceipt} />
    </>
  );
}
