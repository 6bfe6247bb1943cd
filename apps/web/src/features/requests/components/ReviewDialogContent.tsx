import { zodResolver } from "@hookform/resolvers/zod";
import {
  approvalBody,
  approvalCost,
  approvalDefaults,
  type ApprovalFormValues,
  approvalLines,
  approvalSchema,
  type ApprovalValues,
  approvedValue,
  approvesNothing,
  capacityWarning,
  declineBody,
  declineSchema,
  REQUEST_MESSAGES,
  type RequestDto,
  type UpdateRequestStatusBody,
} from "@stockroom/shared";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { movedOnStatus } from "@/lib/api";
import { toastError, toastSuccess } from "@/lib/notify";
import { useUpdateRequestStatus } from "../api";
import { itemsLabel, personName } from "../display";
import { ApprovalQuantityField } from "./ApprovalQuantityField";
import { ApprovalTotal, usePricedLines } from "./ApprovalPrices";
import type { ReviewMode } from "./ReviewDialog";

/** The review dialog's content (its own chunk: the approval form brings the form and validation libraries). */
export function ReviewDialogContent({
  request,
  mode,
  onClose,
}: {
  request: RequestDto;
  mode: ReviewMode;
  onClose: () => void;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>{mode === "approve" ? "Approve Request" : "Decline Request"}</DialogTitle>
        <DialogDescription>
          {itemsLabel(request)} for {request.item.property.name}, requested by {personName(request.requester)}.
        </DialogDescription>
      </DialogHeader>
      {mode === "approve" ? (
        <ApproveForm request={request} onClose={onClose} />
      ) : (
        <DeclineForm request={request} onClose={onClose} />
      )}
    </>
  );
}

function useReviewMutation(onClose: () => void) {
  const update = useUpdateRequestStatus();
  const send = (id: number, body: UpdateRequestStatusBody) =>
    update.mutate(
      { id, body },
      {
        onSuccess: () => {
          toastSuccess("Request updated successfully");
          onClose();
        },
        onError: (error) => {
          toastError(error, "Failed to update request");
          // Someone else approved or declined it first: this review no longer applies.
          if (movedOnStatus(error) !== null) onClose();
        },
      },
    );
  return { send, pending: update.isPending };
}

function ApproveForm({ request, onClose }: { request: RequestDto; onClose: () => void }) {
  const id = useId();
  const lines = useMemo(() => approvalLines(request), [request]);
  const { send, pending } = useReviewMutation(onClose);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ApprovalFormValues, unknown, ApprovalValues>({
    resolver: zodResolver(approvalSchema(lines)),
    defaultValues: approvalDefaults(lines),
  });
  const quantities = watch("quantities");
  const nothingApproved = approvesNothing(lines, quantities);
  const priced = usePricedLines(request);
  const cost = approvalCost(
    lines.map((line, index) => ({
      approved: approvedValue(line, quantities[index]) ?? 0,
      unitCost: priced[index]?.unitCost ?? null,
    })),
  );

  const onSubmit = handleSubmit((values) => send(request.id, approvalBody(lines, values)));

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Approved quantities</legend>
        {lines.map((line, index) => {
          const approved = approvedValue(line, quantities[index]);
          return (
            <ApprovalQuantityField
              key={`${index}-${line.name}`}
              id={`${id}-quantity-${index}`}
              line={line}
              denied={approved === 0}
              error={errors.quantities?.[index]?.message}
              warning={capacityWarning(line, approved)}
              price={priced[index]}
              registration={register(`quantities.${index}`)}
            />
          );
        })}
        {nothingApproved && (
          <p role="alert" className="text-sm text-red-700">
            {REQUEST_MESSAGES.nothingApproved}
          </p>
        )}
        <ApprovalTotal cost={cost} />
      </fieldset>
      <Field id={`${id}-tracking`} label="Tracking Number (optional)" error={errors.trackingNumber?.message}>
        <Input autoComplete="off" {...register("trackingNumber")} />
      </Field>
      <Field id={`${id}-notes`} label="Notes (optional)" error={errors.notes?.message}>
        <Textarea rows={3} {...register("notes")} />
      </Field>
      <DialogActions
        onCancel={onClose}
        label="Approve Request"
        pendingLabel="Approving..."
        pending={pending}
        disabled={nothingApproved}
      />
    </form>
  );
}

function DeclineForm({ request, onClose }: { request: RequestDto; onClose: () => void }) {
  const { send, pending } = useReviewMutation(onClose);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof declineSchema>>({ resolver: zodResolver(declineSchema), defaultValues: { notes: "" } });
  const onSubmit = handleSubmit(({ notes }) => send(request.id, declineBody(notes)));
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <Field label="Notes (optional)" error={errors.notes?.message}>
        <Textarea rows={3} {...register("notes")} />
      </Field>
      <DialogActions
        onCancel={onClose}
        label="Decline Request"
        pendingLabel="Declining..."
        pending={pending}
        variant="destructive"
      />
    </form>
  );
}
