import { CATEGORIES, CATEGORY_INFO, DAILY_CHECK_MESSAGES, TIMINGS, type SessionUser } from "@stockroom/shared";
import { Plus, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ListState } from "@/components/ListState";
import { PageHeading } from "@/components/PageHeading";
import { PropertyPicker } from "@/components/PropertyPicker";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/queries/session";
import { usePropertyInventory } from "@/features/inventory";
import { usePropertyList } from "@/queries/properties";
import { ScanButton, UnknownCodeDialog } from "@/features/scanning";
import { toastError, toastSuccess } from "@/lib/notify";
import { usePageMeta } from "@/lib/usePageMeta";
import { useSubmitDailyCheck } from "../api";
import {
  checkProgress,
  dailyCheckBody,
  entryField,
  progressText,
  scanAnnouncement,
  submitCheckLabel,
  type CheckEntry,
} from "../checkState";
import { CheckItemRow } from "../components/CheckItemRow";
import { UnauthorizedRedirect } from "../components/UnauthorizedRedirect";
import { isNetworkFailure, saveForLater } from "../offline/offlineQueue";
import { useCheckDraft } from "../offline/useCheckDraft";
import { useCheckScan } from "../useCheckScan";

export function DailyCheckPage() {
  const { user } = useAuth();
  return user ? <DailyCheck user={user} /> : <UnauthorizedRedirect />;
}

const OFFLINE_SAVED_TEXT =
  "You are offline: this count is saved on this device and will be sent when the connection returns.";

const problem = (description: string) => toast({ title: "Error", description, variant: "destructive" });

function DailyCheck({ user }: { user: SessionUser }) {
  usePageMeta("Daily Inventory Check", { noindex: true });
  const navigate = useNavigate();
  const properties = usePropertyList();
  const propertyList = properties.data ?? [];
  const [chosenId, setChosenId] = useState<number | null>(null);
  // A single property needs no choosing.
  const propertyId = chosenId ?? (propertyList.length === 1 ? propertyList[0].id : null);
  const inventory = usePropertyInventory(propertyId);
  const items = inventory.data ?? [];
  const { form, entries, clientId, startOver, clearDraft } = useCheckDraft(user.id, propertyId);
  const [savedOffline, setSavedOffline] = useState(false);
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const submit = useSubmitDailyCheck();
  const progress = checkProgress(
    items.map((item) => item.id),
    entries,
  );

  useEffect(() => {
    if (!redirectTo) return;
    const timer = setTimeout(() => void navigate(redirectTo), TIMINGS.postCheckRedirectMs);
    return () => clearTimeout(timer);
  }, [redirectTo, navigate]);

  const update = (itemId: number, change: (entry: CheckEntry) => CheckEntry) =>
    form.setValue(entryField(itemId), change(form.getValues(entryField(itemId)) ?? { count: "", skipped: false }));
  const scan = useCheckScan({ items, update, enabled: !confirmingReset });

  const onSubmit = () => {
    if (propertyId === null) return problem(DAILY_CHECK_MESSAGES.selectProperty);
    if (progress.invalid.length > 0) return problem(DAILY_CHECK_MESSAGES.countsNotWhole);
    if (progress.counted.length === 0) return problem(DAILY_CHECK_MESSAGES.nothingCounted);
    const body = {
      ...dailyCheckBody({ propertyId, userId: user.id, counted: progress.counted, entries, now: new Date() }),
      clientId,
    };
    setSavedOffline(false);
    submit.mutate(body, {
      onSuccess: () => {
        clearDraft();
        toastSuccess("Daily inventory check completed! All counts have been updated");
        setRedirectTo(`/inventory?property=${propertyId}`);
      },
      onError: (error) => {
        if (!isNetworkFailure(error)) return toastError(error, "Failed to submit inventory check");
        // No connection: the count waits on this device and the top bar's status sends it later (decision 142).
        void saveForLater(user.id, body).then(() => {
          clearDraft();
          setSavedOffline(true);
        });
      },
    });
  };
  const busy = submit.isPending || redirectTo !== null;

  return (
    <>
      <PageHeading
        title="Daily Inventory Check"
        description="Count what is on the shelves; counts replace the recorded stock"
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <PropertyPicker
          properties={propertyList}
          value={propertyId}
          onChange={(id) => {
            setChosenId(id);
            startOver();
          }}
        />
        <div className="flex flex-wrap gap-2">
          {propertyId !== null && (
            <Button asChild variant="outline">
              <Link to={`/inventory?property=${propertyId}&action=add`}>
                <Plus aria-hidden="true" />
                Add Item
              </Link>
            </Button>
          )}
          {propertyId !== null && (
            <ScanButton open={scan.cameraOpen} onOpenChange={scan.setCameraOpen} onCode={scan.onScan} />
          )}
          {/* Reset throws away every count typed so far, so it asks first (issue 17.3). */}
          <Button variant="outline" onClick={() => setConfirmingReset(true)}>
            <RotateCcw aria-hidden="true" />
            Reset
          </Button>
          <Button onClick={onSubmit} disabled={busy}>
            Submit Check
          </Button>
        </div>
      </div>
      <p className="mb-6 text-sm font-medium text-slate-700" aria-live="polite">
        {progressText(progress.counted.length, items.length)}
      </p>
      {scan.scannedItem && (
        <p role="status" className="mb-6 text-sm font-semibold text-emerald-800">
          {scanAnnouncement(scan.scannedItem.name, entries[scan.scannedItem.id])}
        </p>
      )}
      {savedOffline && (
        <p role="status" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {OFFLINE_SAVED_TEXT}
        </p>
      )}

      {propertyId === null ? (
        <Card className="px-6 py-12 text-center text-slate-600">{DAILY_CHECK_MESSAGES.selectProperty}</Card>
      ) : (
        <ListState
          query={inventory}
          label="inventory"
          failure="Failed to load inventory"
          loading={<Skeleton className="h-64" />}
          empty={
            <Card className="px-6 py-12 text-center text-slate-600">This property has no items to count yet.</Card>
          }
        >
          {(rows) =>
            CATEGORIES.filter((category) => rows.some((item) => item.category === category)).map((category) => (
              <section key={category} aria-labelledby={`daily-check-${category}`} className="mb-6">
                <h2 id={`daily-check-${category}`} className="mb-3 text-lg font-semibold text-slate-900">
                  {CATEGORY_INFO[category].name}
                </h2>
                <ul className="grid gap-2">
                  {rows
                    .filter((item) => item.category === category)
                    .map((item) => (
                      <CheckItemRow key={item.id} item={item} control={form.control} />
                    ))}
                </ul>
              </section>
            ))
          }
        </ListState>
      )}

      <UnknownCodeDialog
        code={scan.unknownCode}
        items={items}
        propertyName={propertyList.find((p) => p.id === propertyId)?.name ?? ""}
        onClose={scan.closeUnknown}
        onAttached={scan.count}
      />
      <ConfirmDialog
        open={confirmingReset}
        onOpenChange={setConfirmingReset}
        title="Reset Daily Check"
        description="Clear every count and skip entered on this page? Nothing has been submitted yet."
        confirmLabel="Reset Counts"
        onConfirm={() => {
          clearDraft();
          setConfirmingReset(false);
        }}
      />

      {/* Below md this bar takes the place of the app's quick actions on the bottom edge (decision 95). */}
      <div
        role="group"
        aria-label="Daily check actions"
        className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-[auto_1fr] gap-2 border-t border-slate-200 bg-white p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:sticky md:bottom-4 md:mt-6 md:flex md:justify-end md:rounded-xl md:border md:p-3 md:shadow-lg"
      >
        <Button asChild variant="outline">
          <Link to="/">Cancel</Link>
        </Button>
        <Button onClick={onSubmit} disabled={busy}>
          {submit.isPending ? "Submitting..." : submitCheckLabel(progress.counted.length)}
        </Button>
      </div>
    </>
  );
}
