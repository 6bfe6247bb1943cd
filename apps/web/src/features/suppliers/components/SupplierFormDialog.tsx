import { zodResolver } from "@hookform/resolvers/zod";
import {
  supplierFormSchema,
  type SupplierDto,
  type SupplierFormOutput,
  type SupplierFormValues,
} from "@stockroom/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { NumberInput } from "@/components/NumberInput";
import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useDialogDraft } from "@/components/useDialogDraft";
import { ApiError } from "@/lib/api";
import { toastError, toastSuccess } from "@/lib/notify";
import { useSaveSupplier } from "../api";

interface SupplierFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Absent: the dialog adds a supplier. */
  supplier?: SupplierDto;
}

export function SupplierFormDialog({ open, onOpenChange, supplier }: SupplierFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        {/* Mounted only while open, so each opening starts from the supplier's saved values. */}
        <SupplierForm supplier={supplier} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function defaults(supplier: SupplierDto | undefined): SupplierFormValues {
  return {
    name: supplier?.name ?? "",
    contactName: supplier?.contactName ?? "",
    email: supplier?.email ?? "",
    phone: supplier?.phone ?? "",
    leadTimeDays: supplier?.leadTimeDays === null || supplier === undefined ? "" : String(supplier.leadTimeDays),
  };
}

/** What a supplier form's kept draft may hold: the fields as typed. */
const supplierDraftSchema = z
  .object({ name: z.string(), contactName: z.string(), email: z.string(), phone: z.string(), leadTimeDays: z.string() })
  .partial();

function SupplierForm({ supplier, onClose }: { supplier?: SupplierDto; onClose: () => void }) {
  const save = useSaveSupplier();
  const [start] = useState(() => defaults(supplier));
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<SupplierFormValues, unknown, SupplierFormOutput>({
    resolver: zodResolver(supplierFormSchema),
    defaultValues: start,
  });
  const draft = useDialogDraft({
    form: supplier ? `supplier:${supplier.id}` : "new-supplier",
    shape: supplierDraftSchema,
    start,
    values: watch(),
    reset,
    what: supplier ? "change to this supplier" : "supplier",
  });

  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { id: supplier?.id, body },
      {
        onSuccess: () => {
          draft.sent();
          toastSuccess(supplier ? "Supplier updated successfully" : "Supplier added successfully");
          onClose();
        },
        onError: (error) => {
          // A name the account already uses (409): said on the field, where it is fixed.
          const taken = error instanceof ApiError ? error.body?.fields?.name : undefined;
          if (taken) setError("name", { message: taken }, { shouldFocus: true });
          else toastError(error, "Failed to save supplier");
        },
      },
    ),
  );

  return (
    <>
      <DialogHeading
        title={supplier ? "Edit Supplier" : "Add Supplier"}
        description={supplier ? `Update ${supplier.name}.` : "Where your items are bought: purchase orders go to it."}
      />
      {draft.notice}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <Field label="Supplier Name" error={errors.name?.message}>
          <Input autoComplete="organization" placeholder="e.g. Harbor Linen Supply" {...register("name")} />
        </Field>
        <Field label="Contact Name (optional)" error={errors.contactName?.message}>
          <Input autoComplete="name" {...register("contactName")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Email (optional)" error={errors.email?.message} className="content-start">
            <Input type="email" autoComplete="email" {...register("email")} />
          </Field>
          <Field label="Phone (optional)" error={errors.phone?.message} className="content-start">
            <Input type="tel" autoComplete="tel" {...register("phone")} />
          </Field>
        </div>
        <Field
          label="Lead Time in Days (optional)"
          hint="How many days an order usually takes to arrive."
          error={errors.leadTimeDays?.message}
        >
          <NumberInput {...register("leadTimeDays")} />
        </Field>
        <DialogActions
          onCancel={() => {
            draft.discard();
            onClose();
          }}
          label={supplier ? "Save Changes" : "Add Supplier"}
          pendingLabel="Saving..."
          pending={save.isPending}
        />
      </form>
    </>
  );
}
