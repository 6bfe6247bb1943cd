import { type RequestDto, offers } from "@stockroom/shared";
import { useState } from "react";
import { Link } from "react-router";
import { DashboardSection } from "@/components/DashboardSection";
import { ListState } from "@/components/ListState";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/queries/session";
import { useRecentRequests } from "../api";
import { formatShortDate, itemsLabel, personName, quantityLabel } from "../display";
import { PersonAvatar } from "./PersonAvatar";
import { ReviewActions } from "./RequestCard";
import { ReviewDialog, type ReviewMode } from "./ReviewDialog";
import { StatusBadge } from "./StatusBadge";

/**
 * The dashboard's 'Recent Requests' (core §2, §6): owners and demo users get the pending ones with
 * Approve and Decline; everyone else their latest requests of any status, to look at only.
 */
export function RecentRequests({ propertyId = null }: { propertyId?: number | null }) {
  const { user } = useAuth();
  const reviewer = offers(user?.role, "requests.review");
  const recent = useRecentRequests({ pendingOnly: reviewer, propertyId });
  const [review, setReview] = useState<{ request: RequestDto; mode: ReviewMode } | null>(null);

  return (
    <DashboardSection title="Recent Requests" viewAll={{ to: "/requests", what: "requests" }}>
      <Card>
        <ListState
          query={recent}
          label="requests"
          failure="Failed to load requests"
          loading={
            <ul aria-busy="true" aria-label="Loading requests" className="divide-y divide-slate-100">
              {[0, 1, 2].map((i) => (
                <li key={i} className="flex items-center gap-3 p-4">
                  <Skeleton className="size-9 rounded-full" />
                  <Skeleton className="h-4 flex-1" />
                  <Skeleton className="h-5 w-16" />
                </li>
              ))}
            </ul>
          }
          empty={
            <p className="p-6 text-center text-slate-600">
              {reviewer ? "No pending requests at this time" : "No recent requests"}
            </p>
          }
        >
          {(rows) => (
            <ul className="divide-y divide-slate-100">
              {rows.map((request) => (
                <li key={request.id} className="flex flex-col gap-2 p-2 sm:flex-row sm:items-center">
                  <RecentRequestLink request={request} />
                  {reviewer && (
                    <div className="px-2 pb-2 sm:p-0">
                      <ReviewActions
                        request={request}
                        canReview={reviewer}
                        onReview={(mode) => setReview({ request, mode })}
                      />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </Card>
      {reviewer && <ReviewDialog review={review} onClose={() => setReview(null)} />}
    </DashboardSection>
  );
}

function RecentRequestLink({ request }: { request: RequestDto }) {
  return (
    <Link
      to={`/requests?openRequest=${request.id}`}
      className="flex min-w-0 flex-1 items-center gap-3 rounded-md p-2 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
    >
      <PersonAvatar person={request.requester} />
      {/* The texts wrap rather than being cut, so a phone shows the whole row, date included. */}
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 font-medium break-words text-slate-900">{itemsLabel(request)}</span>
        <span className="block text-sm break-words text-slate-600">
          {personName(request.requester)} · {quantityLabel(request)} ·{" "}
          <time dateTime={request.createdAt} className="whitespace-nowrap">
            {formatShortDate(request.createdAt)}
          </time>
        </span>
      </span>
      <StatusBadge status={request.status} className="shrink-0" />
    </Link>
  );
}
