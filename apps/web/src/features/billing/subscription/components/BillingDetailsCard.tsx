import { zodResolver } from "@hookform/resolvers/zod";
import {
  INVOICING_MESSAGES,
  billingDetailsSchema,
  type BillingDetails,
  type BillingDetailsInput,
} from "@stockroom/shared";
import { Building2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toastError, toastSuccess } from "@/lib/notify";
import { useBillingDetails, useSaveBillingDetails } from "../api";
import { BillingSection } from "./BillingSection";

/**
 * The company, billing address and tax id every receipt issued from now on prints (issue 36 point 2, decision 194);
 * receipts already issued keep the details they were issued with.
 */
export function BillingDetailsCard() {
  const details = useBillingDetails();
  return (
    <BillingSection
      id="billing-details"
      icon={Building2}
      title="Billing Details"
      description="Printed on your receipts from the next payment on."
    >
      {details.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Failed to load billing details.
        </p>
      ) : details.data ? (
        <BillingDetailsForm saved={details.data} />
      ) : (
        <div className="flex justify-center py-8">
          <Spinner label="Loading billing details" />
        </div>
      )}
    </BillingSection>
  );
}

/** The form's fields for saved details: an empty text where none is saved. */
function formValues(details: BillingDetails): BillingDetailsInput {
  return {
    companyName: details.companyName ?? "",
    billingAddress: details.billingAddress ?? "",
    taxId: details.taxId ?? "",
  };
}

function BillingDetailsForm({ saved }: { saved: BillingDetails }) {
  const save = useSaveBillingDetails();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<BillingDetailsInput, unknown, BillingDetails>({
    resolver: zodResolver(billingDetailsSchema),
    defaultValues: formValues(saved),
  });

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (stored) => {
        reset(formValues(stored));
        toastSuccess(INVOICING_MESSAGES.saved);
      },
      onError: (error) => toastError(error, "Failed to save billing details"),
    }),
  );

  return (
    <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field label="Company name" hint="Optional" error={errors.companyName?.message}>
        <Input autoComplete="organization" {...register("companyName")} />
      </Field>
      <Field
        label="Billing address"
        hint="Optional; one line per line of the address"
        error={errors.billingAddress?.message}
      >
        <Textarea rows={4} autoComplete="street-address" {...register("billingAddress")} />
      </Field>
      <Field label="Tax ID" hint="Optional, such as a VAT number or EIN" error={errors.taxId?.message}>
        <Input autoComplete="off" {...register("taxId")} />
      </Field>
      <div>
        <Button type="submit" disabled={save.isPending || !isDirty}>
          {save.isPending ? "Saving..." : "Save Billing Details"}
        </Button>
      </div>
    </form>
  );
}
