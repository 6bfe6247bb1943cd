import { zodResolver } from "@hookform/resolvers/zod";
import {
  downgradeOutcome,
  PLANS,
  propertiesToKeepCount,
  subscriptionUpdateBodySchema,
  type PaidTier,
  type PropertyWithRelationsDto,
} from "@stockroom/shared";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { DowngradeManagers } from "./DowngradeManagers";

export interface KeepSelection {
  tier: PaidTier;
  properties: Pick<PropertyWithRelationsDto, "id" | "name" | "address" | "managers">[];
}

interface KeepPropertiesDialogProps {
  /** The lower tier and the owner's active properties; null: closed. */
  selection: KeepSelection | null;
  pending: boolean;
  onCancel: () => void;
  /** The properties chosen; undefined when all of them fit the new plan. */
  onConfirm: (propertiesToKeep?: number[]) => void;
}

/**
 * 'Select Properties to Keep' (accounts §4, §5): a downgrade allowing fewer properties than the owner has
 * keeps exactly min(count, new maximum) of them; the others are deactivated when the change applies.
 * It also lists the managers the change unassigns (the shared downgrade rule), and opens for them alone
 * as 'Confirm Downgrade' when every property fits.
 */
export function KeepPropertiesDialog({ selection, pending, onCancel, onConfirm }: KeepPropertiesDialogProps) {
  return (
    <Dialog open={selection !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        {selection && (
          <KeepBody
            key={selection.tier}
            selection={selection}
            pending={pending}
            onCancel={onCancel}
            onConfirm={onConfirm}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The update body's properties to keep, exactly as many as the lower plan allows. */
const keepFormSchema = (needed: number) =>
  z.object({ propertiesToKeep: subscriptionUpdateBodySchema.shape.propertiesToKeep.unwrap().length(needed) });

function KeepBody({
  selection: { tier, properties },
  pending,
  onCancel,
  onConfirm,
}: KeepPropertiesDialogProps & {
  selection: KeepSelection;
}) {
  const choosing = properties.length > PLANS[tier].maxProperties;
  const needed = propertiesToKeepCount(properties.length, tier);
  const { watch, setValue, handleSubmit } = useForm<{ propertiesToKeep: number[] }>({
    // When every property fits, nothing is chosen and the body names none.
    resolver: zodResolver(keepFormSchema(choosing ? needed : 0)),
    defaultValues: { propertiesToKeep: [] },
  });
  const chosen = watch("propertiesToKeep");
  const full = chosen.length >= needed;
  const complete = !choosing || chosen.length === needed;
  const toggle = (propertyId: number, checked: boolean) =>
    setValue("propertiesToKeep", checked ? [...chosen, propertyId] : chosen.filter((p) => p !== propertyId));
  const confirm = handleSubmit(({ propertiesToKeep }) => onConfirm(choosing ? propertiesToKeep : undefined));

  return (
    <>
      <DialogHeading
        title={choosing ? "Select Properties to Keep" : "Confirm Downgrade"}
        description={
          choosing
            ? `The ${PLANS[tier].name} plan allows ${needed} ${needed === 1 ? "property" : "properties"}. Choose exactly ${needed} to keep; the others are deactivated when the change takes effect at the end of your billing period.`
            : `All your properties fit the ${PLANS[tier].name} plan. The change takes effect at the end of your billing period.`
        }
      />
      {choosing && (
        <>
          <fieldset className="grid gap-3">
            <legend className="sr-only">Properties to keep</legend>
            {properties.map((property) => {
              const checked = chosen.includes(property.id);
              return (
                <Checkbox
                  key={property.id}
                  label={property.name}
                  description={property.address}
                  checked={checked}
                  disabled={!checked && full}
                  onCheckedChange={(next) => toggle(property.id, next)}
                  className="rounded-md border border-slate-200 p-3"
                />
              );
            })}
          </fieldset>
          <p aria-live="polite" className="text-sm font-medium text-slate-700">
            {chosen.length} of {needed} selected
          </p>
        </>
      )}
      {complete && (
        <DowngradeManagers
          tier={tier}
          properties={properties}
          outcome={downgradeOutcome({ tier, properties, chosen })}
        />
      )}
      <DialogActions
        onCancel={onCancel}
        label="Confirm Downgrade"
        pendingLabel="Saving..."
        pending={pending}
        disabled={!complete}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
