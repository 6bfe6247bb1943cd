import { type RequestDto, offers } from "@stockroom/shared";
import { ClipboardList } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/queries/session";
import { toastError } from "@/lib/notify";
import { useCreatePurchaseOrders } from "../api";

/** Whether a request has lines to order: approved and not yet received. */
function hasOrderableLines(request: RequestDto): boolean {
  return (
    request.status === "approved" &&
    request.items.some((line) => line.state === "approved" && (line.approvedQuantity ?? 0) > 0)
  );
}

/**
 * "Create purchase orders" on an approved request (also a partly received one), for the roles that keep
 * orders: makes one order per supplier (or finds the ones made before) and links to them.
 */
export function CreatePurchaseOrdersButton({ request }: { request: RequestDto }) {
  const { user } = useAuth();
  const create = useCreatePurchaseOrders();
  if (!offers(user?.role, "purchaseOrders.manage") || !hasOrderableLines(request)) return null;
  if (create.data) {
    const count = create.data.length;
    return (
      <p role="status" className="text-sm text-slate-700">
        {count === 1 ? "1 purchase order is" : `${count} purchase orders are`} ready.{" "}
        <Link to="/purchasing" className="font-medium text-emerald-800 underline">
          Open Purchasing
        </Link>
      </p>
    );
  }
  return (
    <Button
      type="button"
      variant="outline"
      disabled={create.isPending}
      onClick={() =>
        create.mutate(request.id, { onError: (error) => toastError(error, "Purchase orders could not be made") })
      }
    >
      <ClipboardList aria-hidden="true" />
      {create.isPending ? "Creating…" : "Create purchase orders"}
    </Button>
  );
}
