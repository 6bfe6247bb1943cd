import { Archive } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDay } from "@/lib/dates";
import { useInactiveProperties } from "../api";

/**
 * The owner's inactive properties under the active ones (issue 36 point 7): a downgrade keeps them with everything in
 * them, and an upgrade makes them active again, so the list says so and leads to the plans. Nothing shows while
 * there are none, or while the list cannot be read (the active properties above are what the page is for).
 */
export function InactiveProperties({ enabled }: { enabled: boolean }) {
  const inactive = useInactiveProperties({ enabled });
  const rows = inactive.data ?? [];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="inactive-properties" className="mt-8 grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="inactive-properties" className="text-lg font-semibold text-slate-900">
            Inactive Properties
          </h2>
          <p className="text-sm text-slate-600">
            Your plan's property limit made these inactive. Nothing in them was deleted; upgrading your plan makes them
            active again.
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/subscription-settings">View Plans</Link>
        </Button>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map((property) => (
          <li key={property.id}>
            <Card className="flex items-start gap-3 p-4">
              <Archive aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{property.name}</p>
                {property.address && <p className="text-sm break-words text-slate-600">{property.address}</p>}
                <p className="text-sm text-slate-600">Inactive since {formatDay(property.deactivatedAt)}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
