import type { PropertyDto } from "@stockroom/shared";
import { useState } from "react";
import type { UpgradeInfo } from "../planLimits";
import { AdditionalPropertyPaymentDialog, type PaymentRequest } from "./AdditionalPropertyPaymentDialog";
import { PropertyFormDialog } from "./PropertyFormDialog";
import { UpgradeDialog } from "./UpgradeDialog";

type FormState = { mode: "closed" } | { mode: "add" } | { mode: "edit"; property: PropertyDto };

/**
 * The add/edit property dialog with the upgrade and payment dialogs it may lead to; the dashboard and the
 * properties page render `dialogs` and open them through the returned functions.
 */
export function usePropertyDialogs() {
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
      <UpgradeDialog info={upgrade} onClose={() => setUpgrade(null)} />
      <AdditionalPropertyPaymentDialog request={payment} onClose={() => setPayment(null)} />
    </>
  );

  return {
    openAdd: () => setForm({ mode: "add" }),
    openEdit: (property: PropertyDto) => setForm({ mode: "edit", property }),
    showUpgrade: setUpgrade,
    dialogs,
  };
}
