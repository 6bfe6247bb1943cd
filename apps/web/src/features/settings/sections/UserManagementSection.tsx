import type { ManagedUserDto, ResetLinkPurpose, SessionUser } from "@stockroom/shared";
import { KeyRound, Pencil, UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { ListState } from "@/components/ListState";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { UpgradeDialog, type UpgradeInfo } from "@/features/properties";
import { useManagers } from "@/queries/managers";
import { toastError } from "@/lib/notify";
import { useDeleteManager, useResendInvite } from "../api";
import { CreateManagerDialog } from "../components/CreateManagerDialog";
import { EditManagerDialog } from "../components/EditManagerDialog";
import { type InvitationLink, InvitationLinkDialog } from "../components/InvitationLinkDialog";
import { SettingsSection } from "../components/SettingsSection";
import { personName } from "../personName";

/** Owners' (and demo users') manager accounts: create, edit, delete and send a new password link. */
export function UserManagementSection({ user }: { user: SessionUser }) {
  const managers = useManagers();
  const [creating, setCreating] = useState(false);
  const [upgrade, setUpgrade] = useState<UpgradeInfo | null>(null);
  const [editing, setEditing] = useState<ManagedUserDto | null>(null);
  const [deleting, setDeleting] = useState<ManagedUserDto | null>(null);
  const [invitation, setInvitation] = useState<InvitationLink | null>(null);
  const deleteManager = useDeleteManager();
  const resendInvite = useResendInvite();
  const others = managers.data?.filter((m) => m.id !== user.id);

  function confirmDelete() {
    if (!deleting) return;
    deleteManager.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: "Manager Deleted", description: `${personName(deleting)} has been removed.` });
        setDeleting(null);
        setEditing(null);
      },
      onError: (error) => toastError(error, "Failed to delete manager"),
    });
  }

  const showLink = (manager: ManagedUserDto, link: string, purpose: ResetLinkPurpose = "invitation") =>
    setInvitation({ name: personName(manager), email: manager.email, link, purpose });

  function sendReset(manager: ManagedUserDto) {
    resendInvite.mutate(manager.id, {
      onSuccess: ({ email, invitationLink, invitationLinkPurpose }) =>
        invitationLink
          ? showLink(manager, invitationLink, invitationLinkPurpose)
          : toast({
              title: "Password Link on Its Way",
              description: `A link to set a new password will be emailed to ${email}.`,
            }),
      onError: (error) => toastError(error, "Failed to send invitation email"),
    });
  }

  return (
    <SettingsSection
      id="users"
      icon={Users}
      title="User Management"
      description="Create manager accounts and manage who can work on your properties."
      action={
        <Button onClick={() => setCreating(true)}>
          <UserPlus aria-hidden="true" />
          Create Manager
        </Button>
      }
    >
      <ListState
        query={{ data: others, isError: managers.isError, error: managers.error }}
        label="managers"
        loading={
          <p role="status" className="text-sm text-slate-600">
            Loading managers...
          </p>
        }
        failure="Could not load your managers. Please refresh the page."
        empty="No managers yet. Create one to give your staff access."
      >
        {(rows) => (
          <ul aria-label="Managers" className="divide-y divide-slate-200">
            {rows.map((manager) => (
              <li key={manager.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{personName(manager)}</p>
                  <p className="truncate text-sm text-slate-600">{manager.email}</p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge variant="outline">Manager</Badge>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Edit ${personName(manager)}`}
                    onClick={() => setEditing(manager)}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Reset Password for ${personName(manager)}`}
                    disabled={resendInvite.isPending}
                    onClick={() => sendReset(manager)}
                  >
                    <KeyRound aria-hidden="true" />
                    Reset Password
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>

      <CreateManagerDialog
        open={creating}
        onOpenChange={setCreating}
        onLimitExceeded={setUpgrade}
        demo={user.role === "demo"}
        onInvitationLink={(manager) => showLink(manager, manager.invitationLink)}
      />
      <InvitationLinkDialog invitation={invitation} onClose={() => setInvitation(null)} />
      <UpgradeDialog info={upgrade} onClose={() => setUpgrade(null)} />
      <EditManagerDialog manager={editing} onClose={() => setEditing(null)} onDelete={setDeleting} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Manager"
        description={`Are you sure you want to delete ${deleting ? personName(deleting) : ""}? This action cannot be undone and will remove them from all properties.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleteManager.isPending}
        onConfirm={confirmDelete}
      />
    </SettingsSection>
  );
}
