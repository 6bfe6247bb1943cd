import { offers } from "@stockroom/shared";
import { useQueryParams } from "@/lib/searchParams";
import { AccessNotice } from "@/components/AccessNotice";
import { PageHeading } from "@/components/PageHeading";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/queries/session";
import { PurchaseOrdersPanel } from "@/features/purchase-orders";
import { SuppliersPanel } from "@/features/suppliers";
import { usePageMeta } from "@/lib/usePageMeta";

const TABS = ["orders", "suppliers"] as const;
type Tab = (typeof TABS)[number];

/**
 * Purchasing (issue 22.3): purchase orders and the suppliers they go to, for the roles that keep them.
 * The tab is in the address (?tab=suppliers), so a link or a reload opens the same one.
 */
export function PurchasingPage() {
  usePageMeta("Purchasing", { noindex: true });
  const { user } = useAuth();
  const [params, setParams] = useQueryParams();
  const requested = params.get("tab");
  const tab: Tab = TABS.find((t) => t === requested) ?? "orders";

  if (!offers(user?.role, "suppliers.manage")) {
    return (
      <AccessNotice kind="denied" title="Access Denied" message="Only the account owner keeps suppliers and orders." />
    );
  }

  return (
    <>
      <PageHeading title="Purchasing" description="Purchase orders and the suppliers you buy from" />
      <Tabs
        value={tab}
        onValueChange={(next) => setParams(() => new URLSearchParams({ tab: next }), { replace: true })}
      >
        <TabsList aria-label="Purchasing">
          <TabsTrigger value="orders">Orders</TabsTrigger>
          <TabsTrigger value="suppliers">Suppliers</TabsTrigger>
        </TabsList>
        <TabsContent value="orders">
          <PurchaseOrdersPanel />
        </TabsContent>
        <TabsContent value="suppliers">
          <SuppliersPanel />
        </TabsContent>
      </Tabs>
    </>
  );
}
