import {
  ROLES,
  roleLabel,
  SUBSCRIPTION_STATUSES,
  TIERS,
  type Role,
  type SubscriptionStatus,
  type Tier,
} from "@stockroom/shared";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FilterSelect } from "@/features/analytics";
import { toastError, toastSuccess } from "@/lib/notify";
import { fullName, useUpdateAdminUser, type AdminUserRow } from "../api";
import { statusLabel, tierName } from "../display";

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role === "demo" ? "Demo" : roleLabel(role) }));
const TIER_OPTIONS = TIERS.map((tier) => ({ value: tier, label: tierName(tier) }));
const STATUS_OPTIONS = SUBSCRIPTION_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

interface EditUserDialogProps {
  user: AdminUserRow | null;
  onClose: () => void;
}

/** Sets a user's role, tier and status in one PUT. */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>{user ? `${fullName(user) || user.email} · ${user.email}` : ""}</DialogDescription>
        </DialogHeader>
        {/* Keyed by user so the fields start from the chosen user's values. */}
        {user && <EditUserForm key={user.id} user={user} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EditUserForm({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const update = useUpdateAdminUser();
  const [role, setRole] = useState<Role>(user.role);
  const [tier, setTier] = useState(user.subscriptionTier as Tier);
  const [status, setStatus] = useState(user.subscriptionStatus as SubscriptionStatus);

  const save = () =>
    update.mutate(
      { userId: user.id, subscriptionTier: tier, subscriptionStatus: status, role },
      {
        onSuccess: () => {
          toastSuccess("User details updated successfully");
          onClose();
        },
        onError: (error) => toastError(error, "Failed to update user"),
      },
    );

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <FilterSelect label="Role" value={role} options={ROLE_OPTIONS} onChange={(v) => setRole(v as Role)} />
      <FilterSelect
        label="Subscription Tier"
        value={tier}
        options={TIER_OPTIONS}
        onChange={(v) => setTier(v as Tier)}
      />
      <FilterSelect
        label="Subscription Status"
        value={status}
        options={STATUS_OPTIONS}
        onChange={(v) => setStatus(v as SubscriptionStatus)}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </DialogFooter>
    </form>
  );
}
