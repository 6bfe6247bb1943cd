import { CATEGORIES, CATEGORY_INFO, isLowStock, TIMINGS, type InventoryItemDto } from "@stockroom/shared";
import { Building2, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { PageHeading } from "@/components/PageHeading";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/features/auth/api";
import { usePropertyList } from "@/features/properties/api";
import { toastError, toastSuccess } from "@/lib/notify";
import { isOwnerLike } from "@/lib/roles";
import { usePageMeta } from "@/lib/usePageMeta";
import { useDeleteItem, usePropertyInventory } from "../api";
import { CategoryOverview } from "../components/CategoryOverview";
import { CopyItemDialog } from "../components/CopyItemDialog";
import { itemCardId } from "../components/ItemCard";
import { ItemFormDialog } from "../components/ItemFormDialog";
import { ItemGrid } from "../components/ItemGrid";
import { LowStockAlert } from "../components/LowStockAlert";
import { PropertySelector } from "../components/PropertySelector";
import { StockHistoryDialog } from "../components/StockHistoryDialog";
import { useInventoryParams } from "../useInventoryParams";

type ItemDialog =
  { kind: "none" } | { kind: "add" } | { kind: "edit" | "copy" | "history" | "delete"; item: InventoryItemDto };

export function InventoryPage() {
  usePageMeta("Inventory", { noindex: true });
  const { user } = useAuth();
  const canCopy = isOwnerLike(user);
  const properties = usePropertyList();
  const propertyList = properties.data ?? [];
  const { propertyId, tab, wantsAddForm, setPropertyId, setTab, clearAction } = useInventoryParams(
    propertyList.map((p) => p.id),
  );
  const inventory = usePropertyInventory(propertyId);
  const items = inventory.data ?? [];
  const remove = useDeleteItem();
  const [dialog, setDialog] = useState<ItemDialog>({ kind: "none" });
  // A fresh object per click, so choosing the same name again restarts the highlight.
  const [highlight, setHighlight] = useState<{ id: number } | null>(null);

  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(() => setHighlight(null), TIMINGS.highlightMs);
    return () => clearTimeout(timer);
  }, [highlight]);

  // Runs again once a tab switch has rendered the card.
  useEffect(() => {
    if (!highlight) return;
    const card = document.getElementById(itemCardId(highlight.id));
    card?.scrollIntoView?.({ behavior: "smooth", block: "center" });
    card?.focus({ preventScroll: true });
  }, [highlight, tab]);

  const showItem = (item: InventoryItemDto) => {
    if (tab !== "all" && tab !== item.category) setTab(item.category);
    setHighlight({ id: item.id });
  };
  const closeDialog = () => setDialog({ kind: "none" });
  const addOpen = dialog.kind === "add" || wantsAddForm;
  const actionsFor = (item: InventoryItemDto) => ({
    onEdit: () => setDialog({ kind: "edit", item }),
    onCopy: canCopy ? () => setDialog({ kind: "copy", item }) : undefined,
    onHistory: () => setDialog({ kind: "history", item }),
    onDelete: () => setDialog({ kind: "delete", item }),
  });
  const confirmDelete = (item: InventoryItemDto) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        toastSuccess("Item deleted successfully");
        closeDialog();
      },
      onError: (error) => toastError(error, "Failed to delete item"),
    });

  if (properties.isSuccess && propertyList.length === 0) return <NoProperties canAdd={canCopy} />;

  return (
    <>
      <PageHeading title="Inventory" description="Track supplies by property and category" />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <PropertySelector properties={propertyList} value={propertyId} onChange={setPropertyId} />
        <Button disabled={propertyId === null} onClick={() => setDialog({ kind: "add" })}>
          <Plus aria-hidden="true" />
          Add Item
        </Button>
      </div>

      {properties.isError || inventory.isError ? (
        <p role="alert" className="text-red-700">
          Failed to load inventory
        </p>
      ) : properties.isPending || inventory.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-40" />
          ))}
        </div>
      ) : (
        <>
          <LowStockAlert items={items.filter(isLowStock)} onShow={showItem} />
          <Tabs value={tab} onValueChange={(value) => setTab(value as typeof tab)}>
            <TabsList aria-label="Categories">
              <TabsTrigger value="all">All</TabsTrigger>
              {CATEGORIES.map((category) => (
                <TabsTrigger key={category} value={category}>
                  {CATEGORY_INFO[category].name}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="all">
              {items.length > 0 && <CategoryOverview items={items} onSelect={setTab} />}
              <ItemGrid
                items={items}
                highlightedId={highlight?.id ?? null}
                actionsFor={actionsFor}
                onAdd={() => setDialog({ kind: "add" })}
              />
            </TabsContent>
            {CATEGORIES.map((category) => (
              <TabsContent key={category} value={category}>
                <ItemGrid
                  items={items.filter((item) => item.category === category)}
                  category={category}
                  highlightedId={highlight?.id ?? null}
                  actionsFor={actionsFor}
                  onAdd={() => setDialog({ kind: "add" })}
                />
              </TabsContent>
            ))}
          </Tabs>
        </>
      )}

      {propertyId !== null && (
        <ItemFormDialog
          open={addOpen || dialog.kind === "edit"}
          onOpenChange={(open) => {
            if (open) return;
            closeDialog();
            if (wantsAddForm) clearAction();
          }}
          propertyId={propertyId}
          item={dialog.kind === "edit" ? dialog.item : undefined}
          defaultCategory={tab === "all" ? undefined : tab}
        />
      )}
      <CopyItemDialog
        item={dialog.kind === "copy" ? dialog.item : null}
        properties={propertyList}
        onClose={closeDialog}
      />
      <StockHistoryDialog item={dialog.kind === "history" ? dialog.item : null} onClose={closeDialog} />
      <ConfirmDialog
        open={dialog.kind === "delete"}
        onOpenChange={(open) => !open && closeDialog()}
        title="Delete Item"
        description={`Are you sure you want to delete "${dialog.kind === "delete" ? dialog.item.name : ""}"? Its stock history is deleted with it. This action cannot be undone.`}
        confirmLabel="Delete Item"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => dialog.kind === "delete" && confirmDelete(dialog.item)}
      />
    </>
  );
}

function NoProperties({ canAdd }: { canAdd: boolean }) {
  return (
    <>
      <PageHeading title="Inventory" />
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <Building2 aria-hidden="true" className="size-12 text-slate-400" />
        <h2 className="text-lg font-semibold text-slate-900">No properties yet</h2>
        <p className="text-slate-600">
          {canAdd ? "Add a property before tracking its inventory." : "You have not been assigned to a property yet."}
        </p>
        {canAdd && (
          <Button asChild>
            <Link to="/properties">Go to Properties</Link>
          </Button>
        )}
      </Card>
    </>
  );
}
