import {
  NO_SUPPLIER_NAME,
  type PurchaseOrderDetailDto,
  type PurchaseOrderDto,
  formatUsdCents,
  isEmailPending,
  isEmailRetryable,
} from "@stockroom/shared";
import { Download, Mail, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { ListState } from "@/components/ListState";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAuth } from "@/queries/session";
import { formatDay } from "@/lib/dates";
import { serverMessage } from "@/lib/api";
import { toastError, toastSuccess } from "@/lib/notify";
import { purchaseOrderPdfHref, usePurchaseOrderPages, useSendPurchaseOrder } from "../api";

/** The purchasing page's Orders tab: the owner's purchase orders, each to download or email. */
export function PurchaseOrdersPanel() {
  const orders = usePurchaseOrderPages();
  const [sending, setSending] = useState<PurchaseOrderDto | null>(null);

  return (
    <section aria-labelledby="purchase-orders-heading" className="space-y-3">
      <h2 id="purchase-orders-heading" className="text-lg font-semibold">
        Purchase orders
      </h2>
      <ListState
        query={orders}
        label="purchase orders"
        loading={<p className="text-sm text-slate-600">Loading purchase orders…</p>}
        failure={(error) => serverMessage(error) ?? "The purchase orders could not be loaded."}
        empty="No purchase orders yet. Open an approved request and choose Create purchase orders."
      >
        {(rows) => (
          <ul className="space-y-3">
            {rows.map((order) => (
              <OrderRow key={order.id} order={order} onSend={() => setSending(order)} />
            ))}
          </ul>
        )}
      </ListState>
      {orders.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          disabled={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
        >
          {orders.isFetchingNextPage ? "Loading…" : "Load more"}
        </Button>
      )}
      <SendDialog order={sending} onClose={() => setSending(null)} />
    </section>
  );
}

/** Why an order cannot be emailed from here, or null when it can. */
function cannotEmail(order: PurchaseOrderDto, role: string | undefined): string | null {
  if (role === "demo") return "A demo account cannot email suppliers: download the PDF instead.";
  if (order.supplierId === null) return "No supplier: set the items' supplier first.";
  if (!order.supplierEmail) return "The supplier has no email address: add one on the Suppliers tab.";
  if (order.email && isEmailPending(order.email.status)) return "Its email is on the way: wait for it to be sent.";
  return null;
}

/** The toast of a send: the email is queued, and nothing is sent until SMTP has taken it. */
function queuedToast(sent: PurchaseOrderDetailDto) {
  toastSuccess(`${sent.number} is being emailed to ${sent.email?.to ?? sent.supplierEmail}`);
}

/**
 * The order's badge, from its latest email (issue 34.2): Sending… until SMTP has taken it, Sent once it has,
 * Not delivered when it was refused or every retry failed; Open before any email.
 */
function DeliveryBadge({ order }: { order: PurchaseOrderDto }) {
  const status = order.email?.status;
  if (status && isEmailPending(status)) return <Badge variant="secondary">Sending…</Badge>;
  if (status && isEmailRetryable(status)) return <Badge variant="destructive">Not delivered</Badge>;
  if (order.status === "sent") return <Badge variant="default">Sent</Badge>;
  return <Badge variant="secondary">Open</Badge>;
}

/** What the latest email's delivery says under the order: a retry's reason, or why it was not delivered. */
function DeliveryNote({ order }: { order: PurchaseOrderDto }) {
  const email = order.email;
  if (!email?.error) return null;
  if (isEmailPending(email.status)) {
    return <p className="mt-1 break-words text-xs text-slate-600">Retrying: {email.error}</p>;
  }
  if (isEmailRetryable(email.status)) {
    return (
      <p className="mt-1 break-words text-sm text-red-700">
        Not delivered to <span className="break-all">{email.to}</span>: {email.error}
      </p>
    );
  }
  return null;
}

/** Sends the order again at once after a failed delivery: the address was confirmed the first time. */
function RetryButton({ order }: { order: PurchaseOrderDto }) {
  const send = useSendPurchaseOrder();
  return (
    <Button
      type="button"
      size="sm"
      disabled={send.isPending}
      onClick={() =>
        send.mutate(order.id, {
          onSuccess: queuedToast,
          onError: (error) => toastError(error, "The purchase order could not be emailed"),
        })
      }
    >
      <RotateCcw aria-hidden="true" />
      {send.isPending ? "Retrying…" : "Retry"}
    </Button>
  );
}

function OrderRow({ order, onSend }: { order: PurchaseOrderDto; onSend: () => void }) {
  const { user } = useAuth();
  const reason = cannotEmail(order, user?.role);
  const reasonId = `purchase-order-${order.id}-email-reason`;
  const undelivered = order.email !== null && isEmailRetryable(order.email.status) && reason === null;
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{order.number}</p>
          <p className="break-words text-sm text-slate-700">{order.supplierName ?? NO_SUPPLIER_NAME}</p>
        </div>
        <DeliveryBadge order={order} />
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-4">
        <div className="min-w-0">
          <dt className="text-slate-500">Property</dt>
          <dd className="break-words">{order.propertyName}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Lines</dt>
          <dd>{order.lineCount}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Total</dt>
          <dd>{formatUsdCents(Math.round(order.total * 100))}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{order.sentAt ? "Sent" : "Created"}</dt>
          <dd>{formatDay(order.sentAt ?? order.createdAt)}</dd>
        </div>
      </dl>
      {order.sentTo && <p className="mt-1 break-all text-xs text-slate-500">Sent to {order.sentTo}</p>}
      <DeliveryNote order={order} />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={purchaseOrderPdfHref(order.id)} download>
            <Download aria-hidden="true" />
            Download PDF
          </a>
        </Button>
        {undelivered ? (
          <RetryButton order={order} />
        ) : (
          <Button
            type="button"
            size="sm"
            disabled={reason !== null}
            aria-describedby={reason ? reasonId : undefined}
            onClick={onSend}
          >
            <Mail aria-hidden="true" />
            {order.status === "sent" ? "Email again" : "Email to supplier"}
          </Button>
        )}
      </div>
      {reason && (
        <p id={reasonId} className="mt-1 text-xs text-slate-600">
          {reason}
        </p>
      )}
    </li>
  );
}

/** Confirms the address before the order goes out; a sent order goes again when confirmed again. */
function SendDialog({ order, onClose }: { order: PurchaseOrderDto | null; onClose: () => void }) {
  const send = useSendPurchaseOrder();
  return (
    <ConfirmDialog
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title={order ? `Email ${order.number}?` : "Email purchase order?"}
      description={
        order && (
          <>
            The order and its PDF go to <span className="break-all font-medium">{order.supplierEmail}</span>
            {order.status === "sent" ? ", again." : "."} Replies come to your email address.
          </>
        )
      }
      confirmLabel="Send email"
      pendingLabel="Sending…"
      pending={send.isPending}
      onConfirm={() =>
        order &&
        send.mutate(order.id, {
          onSuccess: (sent) => {
            queuedToast(sent);
            onClose();
          },
          onError: (error) => toastError(error, "The purchase order could not be emailed"),
        })
      }
    />
  );
}
