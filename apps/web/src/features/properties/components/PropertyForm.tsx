import { zodResolver } from "@hookform/resolvers/zod";
import { propertyBodySchema, type PropertyBody } from "@stockroom/shared";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { DialogHeading } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useDialogDraft } from "@/components/useDialogDraft";
import { toastError, toastSuccess } from "@/lib/notify";
import { useSaveProperty } from "../api";
import { planLimitOutcome } from "../planLimits";
import type { PropertyFormDialogProps } from "./PropertyFormDialog";

/** What a property form's kept draft may hold: the fields as typed. */
const propertyDraftSchema = z.object({ name: z.string(), address: z.string().nullable() }).partial();

type PropertyFormProps = Omit<PropertyFormDialogProps, "open" | "onOpenChange"> & { onClose: () => void };

/** The property dialog's content (its own chunk: it brings the form and validation libraries). */
export function PropertyForm({ property, onClose, onUpgradeRequired, onPaymentRequired }: PropertyFormProps) {
  const nameId = useId();
  const addressId = useId();
  const save = useSaveProperty();
  const [start] = useState(() => ({ name: property?.name ?? "", address: property?.address ?? "" }));
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<PropertyBody>({ resolver: zodResolver(propertyBodySchema), defaultValues: start });
  const draft = useDialogDraft({
    form: property ? `property:${property.id}` : "new-property",
    shape: propertyDraftSchema,
    start,
    values: watch(),
    reset,
    what: property ? "change to this property" : "property",
  });

  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { id: property?.id, body },
      {
        onSuccess: () => {
          draft.sent();
          toastSuccess(property ? "Property updated successfully" : "Property created successfully");
          onClose();
        },
        onError: (error) => {
          const outcome = planLimitOutcome(error, "properties");
          if (!outcome) return toastError(error, "Failed to save property");
          onClose();
          if (outcome.kind === "upgrade") onUpgradeRequired(outcome.info);
          else onPaymentRequired(outcome.info, body);
        },
      },
    ),
  );

  return (
    <>
      <DialogHeading
        title={property ? "Edit Property" : "Add New Property"}
        description={
          property ? "Update the property's name and address." : "Add a hotel to manage its inventory and staff."
        }
      />
      {draft.notice}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <Field id={nameId} label="Property Name" error={errors.name?.message}>
          <Input placeholder="Enter property name" autoComplete="off" {...register("name")} />
        </Field>
        <Field id={addressId} label="Address" error={errors.address?.message}>
          <Input placeholder="Enter property address" autoComplete="street-address" {...register("address")} />
        </Field>
        <DialogActions
          onCancel={() => {
            draft.discard();
            onClose();
          }}
          label={property ? "Save Changes" : "Add Property"}
          pendingLabel="Saving..."
          pending={save.isPending}
        />
      </form>
    </>
  );
}
