import { type PropertyDto, offers } from "@stockroom/shared";
import { lazy, Suspense, useState } from "react";
import { useAuth } from "@/queries/session";
import { useUsageLimits } from "../api";
import { upgradeBeforeAdding, type UpgradeInfo } from "../planLimits";
import { AdditionalPropertyPaymentDialog, type PaymentRequest } from "./AdditionalPropertyPaymentDialog";
import { PropertyFormDialog } from "./PropertyFormDialog";

// Opened only at the plan's limit: loaded then, which keeps it out of the dashboard's first download.
const UpgradeDialog = lazy(() => import("./UpgradeDialog").then((m) => ({ default: m.UpgradeDialog })));

type FormState = { mode: "closed" } | { mode: "add" } | { mode: "edit"; property: PropertyDto };

/**
 * The add/edit property dialog with the upgrade and payment dialogs it may lead to; the dashboard and the
 * properties page render `dialogs` and open them through the returned functions. At the plan's limit
 * `openAdd` opens Upgrade Required straight away (issue 17.5) rather than a form the server would refuse.
 */
export function usePropertyDialogs() {
  const { user } = useAuth();
  // Only owners and demo users add properties; the endpoint refuses everyone else.
  const usage = useUsageLimits({ enabled: offers(user?.role, "limits.view") });
  const [form, setForm] = useState<FormState>({ mode: "closed" });
  const [upgrade, setUpgrade] = useState<UpgradeInfo | null>(null);
  const [payment, setPayment] = useState<PaymentRequest | null>(null);

  const dialogs = (
    <>
      <PropertyFormDialog
        open={form.mode !== "closed"}
        onOpenChange={(open) => !open && setForm({ mode: "closed" })}
        property={form.mode === "edit" ? form.property : undefined}
        onUpgradeRequired={setUpgrade}
        onPaymentRequired={(info, property) => setPayment({ info, property })}
      />
      {upgrade && (
        <Suspense fallback={null}>
          <UpgradeDialog info={upgrade} onClose={() => setUpgrade(null)} />
        </Suspense>
      )}
      <AdditionalPropertyPaymentDialog request={payment} onClose={() => setPayment(null)} />
    </>
  );

  return {
    openAdd: () => {
      const atLimit = upgradeBeforeAdding(usage.data);
      if (atLimit) setUpgrade(atLimit);
      else setForm({ mode: "add" });
    },
    openEdit: (property: PropertyDto) => setForm({ mode: "edit", property }),
    showUpgrade: setUpgrade,
    dialogs,
  };
}
