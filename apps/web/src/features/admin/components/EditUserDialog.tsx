import { zodResolver } from "@hookform/resolvers/zod";
import { adminUpdateUserBodySchema, ROLES, adminRoleLabel, SUBSCRIPTION_STATUSES, TIERS } from "@stockroom/shared";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FilterSelect } from "@/features/analytics";
import { toastError, toastSuccess } from "@/lib/notify";
import { fullName, useUpdateAdminUser, type AdminUpdateUserBody, type AdminUserRow } from "../api";
import { adminChangeWarnings, statusLabel, tierName } from "../display";

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: adminRoleLabel(role) }));
const TIER_OPTIONS = TIERS.map((tier) => ({ value: tier, label: tierName(tier) }));
const STATUS_OPTIONS = SUBSCRIPTION_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));
const SELECTS = [
  { name: "role", label: "Role", options: ROLE_OPTIONS },
  { name: "subscriptionTier", label: "Subscription Tier", options: TIER_OPTIONS },
  { name: "subscriptionStatus", label: "Subscription Status", options: STATUS_OPTIONS },
] as const;

interface EditUserDialogProps {
  user: AdminUserRow | null;
  onClose: () => void;
}

/** Sets a user's role, tier and status in one PUT. */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeading title="Edit User" description={user ? `${fullName(user) || user.email} · ${user.email}` : ""} />
        {/* Keyed by user so the fields start from the chosen user's values. */}
        {user && <EditUserForm key={user.id} user={user} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EditUserForm({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const update = useUpdateAdminUser();
  // A change with consequences is said first; the second press saves it (decision 192).
  const [confirming, setConfirming] = useState(false);
  const { control, handleSubmit } = useForm<AdminUpdateUserBody>({
    resolver: zodResolver(adminUpdateUserBodySchema),
    defaultValues: {
      role: user.role,
      subscriptionTier: user.subscriptionTier,
      subscriptionStatus: user.subscriptionStatus,
    },
  });

  const next = useWatch({ control }) as AdminUpdateUserBody;
  const warnings = adminChangeWarnings({ ...user, name: fullName(user) || user.email }, next);

  const onSubmit = handleSubmit((body) => {
    if (warnings.length > 0 && !confirming) {
      setConfirming(true);
      return;
    }
    update.mutate(
      { ...body, userId: user.id },
      {
        onSuccess: () => {
          toastSuccess("User details updated successfully");
          onClose();
        },
        onError: (error) => toastError(error, "Failed to update user"),
      },
    );
  });

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)}>
      {SELECTS.map(({ name, label, options }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <FilterSelect
              label={label}
              value={field.value}
              options={options}
              onChange={(value) => {
                setConfirming(false);
                field.onChange(value);
              }}
            />
          )}
        />
      ))}
      {confirming && warnings.length > 0 && (
        <div
          role="alert"
          className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {warnings.map((warning) => (
            <p key={warning}>{warning}</p>
          ))}
        </div>
      )}
      <DialogActions
        onCancel={onClose}
        label={confirming && warnings.length > 0 ? "Confirm Changes" : "Save Changes"}
        pendingLabel="Saving..."
        pending={update.isPending}
      />
    </form>
  );
}
