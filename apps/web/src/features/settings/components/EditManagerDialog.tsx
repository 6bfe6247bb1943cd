import { zodResolver } from "@hookform/resolvers/zod";
import { updateManagerBodySchema, type ManagedUserDto } from "@stockroom/shared";
import { FormProvider, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { toastError } from "@/lib/notify";
import { useUpdateManager, type ManagerDetails } from "../api";
import { ManagerFields } from "./ManagerFields";

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
  const update = useUpdateManager();
  const form = useForm<ManagerDetails>({
    resolver: zodResolver(updateManagerBodySchema),
    defaultValues: { firstName: manager.firstName ?? "", lastName: manager.lastName ?? "", email: manager.email },
  });
  const [firstName, lastName, email] = form.watch(["firstName", "lastName", "email"]);
  const incomplete = !firstName.trim() || !lastName.trim() || !email.trim();

  const onSubmit = form.handleSubmit((body) =>
    update.mutate(
      { id: manager.id, body },
      {
        onSuccess: () => {
          onClose();
          // The server signs a manager out when their email changes: the new address must accept an invitation.
          const moved = body.email !== manager.email.toLowerCase();
          toast({
            title: "Manager Updated",
            description: moved
              ? `The manager's details have been saved. Use Reset Password to invite ${body.email}: they sign in again once they set a password from that link.`
              : "The manager's details have been saved.",
          });
        },
        onError: (error) => toastError(error, "Failed to update manager"),
      },
    ),
  );

  return (
    <>
      <DialogHeading
        title="Edit Manager"
        description="Change the manager's name or email address. A new email address signs them out until they accept a new invitation there."
      />
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <ManagerFields />
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
      </FormProvider>
    </>
  );
}
