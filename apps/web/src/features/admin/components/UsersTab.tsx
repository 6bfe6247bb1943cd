import { adminRoleLabel, isDeletableAccount } from "@stockroom/shared";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { toastError, toastSuccess } from "@/lib/notify";
import { fullName, useAdminUsers, useDeleteAdminUser, type AdminUserRow } from "../api";
import { shortDate, statusLabel, tierName } from "../display";
import { ListState } from "@/components/ListState";

const COLUMNS: DataColumn<AdminUserRow>[] = [
  { header: "Name", value: (user) => fullName(user) },
  { header: "Email", value: (user) => user.email },
  { header: "Role", value: (user) => adminRoleLabel(user.role) },
  {
    header: "Plan",
    value: (user) => tierName(user.subscriptionTier),
    cell: (user) => <Badge variant="outline">{tierName(user.subscriptionTier)}</Badge>,
  },
  {
    header: "Status",
    value: (user) => statusLabel(user.subscriptionStatus),
    cell: (user) => (
      <Badge variant={user.subscriptionStatus === "active" ? "default" : "secondary"}>
        {statusLabel(user.subscriptionStatus)}
      </Badge>
    ),
  },
  { header: "Properties", value: (user) => user.propertyCount },
  { header: "Joined", value: (user) => user.createdAt.slice(0, 10), cell: (user) => shortDate(user.createdAt) },
];

/** Every user with Edit, and Delete for everyone but admins. */
export function UsersTab({ onEdit }: { onEdit: (user: AdminUserRow) => void }) {
  const users = useAdminUsers(true);
  const remove = useDeleteAdminUser();
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toastSuccess("User deleted successfully"),
      onError: (error) => toastError(error, "Failed to delete user"),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <ListState query={users} label="users">
      {(rows) => (
        <>
          <DataTable
            title="Users"
            columns={COLUMNS}
            rows={rows}
            rowKey={(user) => user.id}
            emptyText="No users yet."
            actions={(user) => {
              const name = fullName(user) || user.email;
              return (
                <div className="flex justify-end gap-1">
                  <Button variant="ghost" size="sm" aria-label={`Edit ${name}`} onClick={() => onEdit(user)}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  {isDeletableAccount(user.role) && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700 hover:text-red-800"
                      aria-label={`Delete ${name}`}
                      onClick={() => setDeleting(user)}
                    >
                      <Trash2 aria-hidden="true" />
                      Delete
                    </Button>
                  )}
                </div>
              );
            }}
          />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            title="Delete User"
            description="Are you sure you want to delete this user? This action cannot be undone."
            confirmLabel="Delete"
            pendingLabel="Deleting..."
            pending={remove.isPending}
            onConfirm={confirmDelete}
          />
        </>
      )}
    </ListState>
  );
}
