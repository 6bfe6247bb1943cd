import type { RequestDto } from "@stockroom/shared";
import { useId, type ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { RequestSummary } from "@/features/requests";

/** An approved or received request on the receiving page, with the one action that fits its state. */
export function ReceivingCard({ request, action }: { request: RequestDto; action: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="article" aria-labelledby={titleId} className="flex h-full flex-col gap-3 p-4">
      <RequestSummary request={request} titleId={titleId} showReceipt />
      <div className="mt-auto flex justify-end border-t border-slate-100 pt-3">{action}</div>
    </Card>
  );
}
