import { zodResolver } from "@hookform/resolvers/zod";
import {
  createRequestBody,
  type PropertyWithRelationsDto,
  RESTOCK_PARAM,
  type RequestFormOutput,
  requestFormSchema,
  type RequestFormValues,
  submitLabel,
} from "@stockroom/shared";
import { useId } from "react";
import { z } from "zod";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { PageHeading } from "@/components/PageHeading";
import { Button } from "@/components/ui/button";
import { ListState } from "@/components/ListState";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { PropertySelect } from "@/components/ui/property-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { usePropertyInventory } from "@/features/inventory";
import { usePropertyList } from "@/queries/properties";
import { toastError, toastSuccess } from "@/lib/notify";
import { usePageMeta } from "@/lib/usePageMeta";
import { useQueryParams } from "@/lib/searchParams";
import { useFormDraft } from "@/lib/formDraft";
import { useLeaveGuard } from "@/lib/leaveGuard";
import { DraftNotice } from "@/components/DraftNotice";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAuth } from "@/queries/session";
import { useCreateRequest } from "../api";
import { BackToRequests } from "../components/BackToRequests";
import { PendingOverlapNote } from "../components/PendingOverlapNote";
import { RequestItemsField } from "../components/RequestItemsField";
import { RestockNotice, restockFormReady } from "../components/RestockNotice";
import { useRestockPrefill } from "../useRestockPrefill";

export function NewRequestPage() {
  usePageMeta("Submit New Request", { noindex: true });
  const properties = usePropertyList();
  return (
    <>
      <BackToRequests />
      <PageHeading title="Submit New Request" description="Ask for supplies for one of your properties" />
      <ListState
        query={properties}
        label="properties"
        failure="Failed to load properties"
        loading={<Skeleton className="h-80 max-w-2xl" />}
        empty={
          <Card className="max-w-2xl px-6 py-12 text-center text-slate-600">
            There is no property to request supplies for yet.
          </Card>
        }
      >
        {(rows) => <NewRequestForm properties={rows} />}
      </ListState>
    </>
  );
}

/** What a kept draft of the form must still look like to be offered back. */
const requestDraftSchema = z.object({
  propertyId: z.number().int().positive().optional(),
  items: z.array(z.object({ itemId: z.number().int().positive(), quantity: z.string().max(20) })).max(500),
  reason: z.string().max(5000),
});

function NewRequestForm({ properties }: { properties: PropertyWithRelationsDto[] }) {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateRequest();
  const [searchParams] = useQueryParams();
  // "Request all low items" opens the page for a property (?propertyId=) with its low items (?restock=1).
  const restock = searchParams.get(RESTOCK_PARAM) === "1";
  const linked = properties.find((p) => String(p.id) === searchParams.get("propertyId"));
  const {
    control,
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<RequestFormValues, unknown, RequestFormOutput>({
    resolver: zodResolver(requestFormSchema),
    // Core §5: a single property is preselected.
    defaultValues: {
      propertyId: linked?.id ?? (properties.length === 1 ? properties[0].id : undefined),
      items: [],
      reason: "",
    },
  });
  const lines = useFieldArray({ control, name: "items" });
  const propertyId = watch("propertyId");
  const inventory = usePropertyInventory(propertyId ?? null);
  const suggestions = useRestockPrefill({ restock, propertyId, replace: lines.replace });
  const showLines = !restock || restockFormReady(propertyId, suggestions.data);
  const { user } = useAuth();
  // A restock list is made from the stock of now, so it keeps no draft of its own.
  const draft = useFormDraft({
    userId: restock ? undefined : user?.id,
    form: "new-request",
    shape: requestDraftSchema,
    values: watch(),
    isEmpty: (values) => values.items.length === 0 && !values.reason?.trim(),
  });

  const leaving = useLeaveGuard(draft.unsaved);

  const onSubmit = handleSubmit((values) =>
    create.mutate(createRequestBody(values, inventory.data ?? []), {
      onSuccess: () => {
        draft.sent();
        toastSuccess("All requests submitted successfully");
        void navigate("/requests");
      },
      onError: (error) => toastError(error, "Failed to submit requests"),
    }),
  );

  return (
    <Card className="max-w-2xl p-6">
      <ConfirmDialog
        open={leaving.pendingPath !== null}
        onOpenChange={(open) => !open && leaving.stay()}
        title="Leave this request?"
        description={
          restock
            ? "The request is not sent yet. Leave the page without sending it?"
            : "The request is not sent yet. What you typed is kept as a draft and offered back when you start a new request."
        }
        confirmLabel="Leave Page"
        onConfirm={leaving.leave}
      />
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-6">
        {draft.offered && (
          <DraftNotice
            what="request"
            savedAt={draft.offered.savedAt}
            onRestore={() => {
              reset(draft.offered!.values);
              draft.restored();
            }}
            onDiscard={draft.discard}
          />
        )}
        <Controller
          control={control}
          name="propertyId"
          render={({ field }) => (
            <Field label="Property" error={errors.propertyId?.message}>
              <PropertySelect
                properties={properties}
                value={field.value}
                placeholder="Select a property"
                onChange={(propertyId) => {
                  field.onChange(propertyId);
                  // Items belong to one property: a new property starts an empty list.
                  lines.replace([]);
                }}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            </Field>
          )}
        />

        {restock && <RestockNotice propertyId={propertyId} suggestions={suggestions} />}

        {showLines && (
          <>
            <RequestItemsField
              idPrefix={`${id}-items`}
              lines={lines}
              catalogue={inventory.data}
              hasProperty={propertyId !== undefined}
              register={register}
              errors={errors.items}
            />
            <PendingOverlapNote propertyId={propertyId} itemIds={lines.fields.map((line) => line.itemId)} />

            <Field label="Reason (optional)" error={errors.reason?.message}>
              <Textarea rows={3} placeholder="Why are these supplies needed?" {...register("reason")} />
            </Field>

            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  // Cancel is a choice to drop the request, as in the dialogs: its draft goes too, and is not written
                  // again while the navigation renders.
                  draft.cancelled();
                  void navigate("/requests");
                }}
              >
                Cancel
              </Button>
              {/* The multi-item text names the items: prefilled lines wait for the item list to be sent. */}
              <Button type="submit" disabled={create.isPending || (lines.fields.length > 0 && !inventory.data)}>
                {create.isPending ? "Submitting..." : submitLabel(lines.fields.length)}
              </Button>
            </div>
          </>
        )}
      </form>
    </Card>
  );
}
