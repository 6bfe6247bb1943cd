import { updateManagerBodySchema, type ManagedUserDto } from "@stockroom/shared";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { toastError } from "@/lib/notify";
import { useUpdateManager } from "../api";
import { fieldErrors, ManagerFields, type ManagerFieldErrors } from "./ManagerFields";

interface EditManagerDialogProps {
  /** Null: closed. */
  manager: ManagedUserDto | null;
  onClose: () => void;
  onDelete: (manager: ManagedUserDto) => void;
}

export function EditManagerDialog({ manager, onClose, onDelete }: EditManagerDialogProps) {
  return (
    <Dialog open={manager !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        {manager && <EditManagerForm key={manager.id} manager={manager} onClose={onClose} onDelete={onDelete} />}
      </DialogContent>
    </Dialog>
  );
}

function EditManagerForm({
  manager,
  onClose,
  onDelete,
}: { manager: ManagedUserDto } & Omit<EditManagerDialogProps, "manager">) {
  const [values, setValues] = useState({
    firstName: manager.firstName ?? "",
    lastName: manager.lastName ?? "",
    email: manager.email,
  });
  const [errors, setErrors] = useState<ManagerFieldErrors>({});
  const update = useUpdateManager();
  const incomplete = !values.firstName.trim() || !values.lastName.trim() || !values.email.trim();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = updateManagerBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    update.mutate(
      { id: manager.id, body: parsed.data },
      {
        onSuccess: () => {
          onClose();
          // The server signs a manager out when their email changes: the new address must accept an invitation.
          const moved = parsed.data.email !== manager.email.toLowerCase();
          toast({
            title: "Manager Updated",
            description: moved
              ? `The manager's details have been saved. Use Reset Password to invite ${parsed.data.email}: they sign in again once they set a password from that link.`
              : "The manager's details have been saved.",
          });
        },
        onError: (error) => toastError(error, "Failed to update manager"),
      },
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Edit Manager</DialogTitle>
        <DialogDescription>
          Change the manager&apos;s name or email address. A new email address signs them out until they accept a new
          invitation there.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <ManagerFields values={values} errors={errors} onChange={setValues} />
        <DialogFooter className="sm:justify-between">
          <Button type="button" variant="destructive" onClick={() => onDelete(manager)}>
            Delete
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={incomplete || update.isPending}>
              {update.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </div>
        </DialogFooter>
      </form>
    </>
  );
}
