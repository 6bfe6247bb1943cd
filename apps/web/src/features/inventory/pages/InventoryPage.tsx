import { CATEGORIES, CATEGORY_INFO, type InventoryItemDto, type LowStockSort, offers } from "@stockroom/shared";
import { Building2, Plus } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Link } from "react-router";
import { ListState } from "@/components/ListState";
import { LoadMore } from "@/components/LoadMore";
import { PageHeading } from "@/components/PageHeading";
import { PropertyPicker } from "@/components/PropertyPicker";
import { RequestAllLowButton } from "@/components/RequestAllLowButton";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/queries/session";
import { ImportItemsButton } from "@/features/item-import";
import { PrintLabelsButton } from "@/features/labels";
import { usePropertyList } from "@/queries/properties";
import { ChooseItemDialog, ScanButton, UnknownCodeDialog, useKeyboardWedge } from "@/features/scanning";
import { toastError, toastSuccess } from "@/lib/notify";
import { usePageMeta } from "@/lib/usePageMeta";
import {
  useDeleteItem,
  useInventoryPages,
  useInventorySummary,
  useLowStockPreview,
  useNameConflicts,
  usePropertyInventory,
} from "../api";
import { CategoryOverview } from "../components/CategoryOverview";
import { CopyItemDialog } from "../components/CopyItemDialog";
import { ItemFormDialog } from "../components/ItemFormDialog";
import { ItemGrid } from "../components/ItemGrid";
import { ItemSearchField } from "../components/ItemSearchField";
import { ItemViewToggle } from "../components/ItemViewToggle";
import { LowStockAlert } from "../components/LowStockAlert";
import { NameConflictsNotice } from "../components/NameConflictsNotice";
import { StockHistoryDialog } from "../components/StockHistoryDialog";
import { useInventoryParams, type InventoryTab } from "../useInventoryParams";
import { useInventoryScan } from "../useInventoryScan";
import { useItemView } from "../useItemView";
import { useShowItem } from "../useShowItem";

type ItemDialog =
  { kind: "none" } | { kind: "add" } | { kind: "edit" | "copy" | "history" | "delete"; item: InventoryItemDto };

const ListSkeleton = () => (
  <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true">
    {[0, 1, 2].map((i) => (
      <Skeleton key={i} className="h-40" />
    ))}
  </div>
);

export function InventoryPage() {
  usePageMeta("Inventory", { noindex: true });
  const { user } = useAuth();
  const canCopy = offers(user?.role, "inventory.copy");
  const canRequest = offers(user?.role, "requests.submit");
  const canImport = offers(user?.role, "inventory.import");
  const properties = usePropertyList();
  const propertyList = properties.data ?? [];
  const { propertyId, tab, search, wantsAddForm, setPropertyId, setTab, clearAction, setSearch } = useInventoryParams(
    propertyList.map((p) => p.id),
  );
  // Typing stays responsive on a phone while the list behind it catches up.
  const searched = useDeferredValue(search);
  // The figures come summarised; only the shown tab's items are loaded, a page at a time.
  const summary = useInventorySummary(propertyId, { enabled: propertyId !== null });
  const [lowSort, setLowSort] = useState<LowStockSort>("name");
  const lowStock = useLowStockPreview(propertyId, lowSort);
  const nameConflicts = useNameConflicts(propertyId);
  const list = useInventoryPages(propertyId, tab === "all" ? null : tab, searched);
  const items = list.data ?? [];
  const { highlightedId, showItem, cancel } = useShowItem({ list, items, tab, setTab });
  const remove = useDeleteItem();
  const [dialog, setDialog] = useState<ItemDialog>({ kind: "none" });
  const lowTotal = summary.data?.reduce((sum, category) => sum + category.lowCount, 0) ?? 0;
  const hasItems = summary.data?.some((category) => category.itemCount > 0) ?? false;
  const [view, setView] = useItemView();
  const [cameraOpen, setCameraOpen] = useState(false);
  const [labelsOpen, setLabelsOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const scan = useInventoryScan({
    propertyId,
    propertyIds: properties.data?.map((p) => p.id),
    setPropertyId,
    showItem,
  });
  // The wedge rests while a dialog is open: a scanner typing into the item form's barcode field is no lookup.
  // Dialogs the page does not track (a card's Transfer…) are left alone through ignoreDialogs.
  useKeyboardWedge({
    onScan: scan.onScan,
    ignoreDialogs: true,
    enabled:
      dialog.kind === "none" &&
      !wantsAddForm &&
      !cameraOpen &&
      !labelsOpen &&
      !importOpen &&
      !scan.choice &&
      scan.unknownCode === null,
  });
  const attachable = usePropertyInventory(scan.unknownCode === null ? null : propertyId);
  const propertyName = (id: number | null) => propertyList.find((p) => p.id === id)?.name ?? "";

  // A tab or property chosen by hand ends a search for a low item still being paged to.
  const chooseTab = (value: InventoryTab) => {
    cancel();
    setTab(value);
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
        <PropertyPicker
          properties={propertyList}
          value={propertyId}
          onChange={(id) => {
            cancel();
            setPropertyId(id);
          }}
        />
        <div className="flex flex-wrap gap-2">
          <ScanButton open={cameraOpen} onOpenChange={setCameraOpen} onCode={scan.onScan} />
          <PrintLabelsButton
            open={labelsOpen}
            onOpenChange={setLabelsOpen}
            propertyId={propertyId}
            propertyName={propertyName(propertyId)}
            category={tab === "all" ? undefined : tab}
          />
          {canImport && (
            <ImportItemsButton
              open={importOpen}
              onOpenChange={setImportOpen}
              propertyId={propertyId}
              propertyName={propertyName(propertyId)}
            />
          )}
          {canRequest && <RequestAllLowButton propertyId={propertyId} />}
          <Button disabled={propertyId === null} onClick={() => setDialog({ kind: "add" })}>
            <Plus aria-hidden="true" />
            Add Item
          </Button>
        </div>
      </div>

      {properties.isError || summary.isError ? (
        <p role="alert" className="text-red-700">
          Failed to load inventory
        </p>
      ) : properties.isPending || summary.isPending ? (
        <ListSkeleton />
      ) : (
        <>
          <LowStockAlert
            items={lowStock.data ?? []}
            total={lowTotal}
            onShow={showItem}
            sort={lowSort}
            onSortChange={setLowSort}
          />
          <NameConflictsNotice
            conflicts={nameConflicts.data}
            onShow={(name) => {
              chooseTab("all");
              setSearch(name);
            }}
          />
          <div className="mb-4 flex items-start gap-2">
            <ItemSearchField value={search} onChange={setSearch} />
            <ItemViewToggle view={view} onChange={setView} />
          </div>
          <Tabs value={tab} onValueChange={(value) => chooseTab(value as InventoryTab)}>
            <TabsList aria-label="Categories">
              <TabsTrigger value="all">All</TabsTrigger>
              {CATEGORIES.map((category) => (
                <TabsTrigger key={category} value={category}>
                  {CATEGORY_INFO[category].name}
                </TabsTrigger>
              ))}
            </TabsList>
            {/* Only the selected tab's content is mounted, and `list` holds that tab's items. */}
            {(["all", ...CATEGORIES] as const).map((value) => (
              <TabsContent key={value} value={value}>
                {value === "all" && hasItems && search === "" && (
                  <CategoryOverview summary={summary.data} onSelect={chooseTab} />
                )}
                <ListState query={list} label="inventory" failure="Failed to load inventory" loading={<ListSkeleton />}>
                  {(rows) => (
                    <>
                      <ItemGrid
                        items={rows}
                        category={value === "all" ? undefined : value}
                        highlightedId={highlightedId}
                        actionsFor={actionsFor}
                        onAdd={() => setDialog({ kind: "add" })}
                        search={searched.trim()}
                        view={view}
                        onClearSearch={() => setSearch("")}
                      />
                      <LoadMore query={list} />
                    </>
                  )}
                </ListState>
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
      <ChooseItemDialog
        code={scan.choice?.code ?? null}
        items={scan.choice?.items ?? []}
        propertyName={propertyName}
        onChoose={scan.showScanned}
        onClose={scan.closeChoice}
      />
      <UnknownCodeDialog
        code={scan.unknownCode}
        items={attachable.data}
        propertyName={propertyName(propertyId)}
        onClose={scan.closeUnknown}
        onAttached={scan.showScanned}
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
