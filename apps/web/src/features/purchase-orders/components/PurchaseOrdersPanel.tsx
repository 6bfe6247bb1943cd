/** The purchasing page's Orders tab: the owner's purchase orders. */
export function PurchaseOrdersPanel() {
  return (
    <section aria-labelledby="purchase-orders-heading" className="space-y-3">
      <h2 id="purchase-orders-heading" className="text-lg font-semibold">
        Purchase orders
      </h2>
      <p className="text-sm text-muted-foreground">
        Purchase orders are made from an approved request: open it and choose Create purchase orders.
      </p>
    </section>
  );
}
