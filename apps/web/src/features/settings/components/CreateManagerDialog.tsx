import { createManagerBodySchema } from "@stockroom/shared";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { usePropertyList, planLimitOutcome, type UpgradeInfo } from "@/features/properties";
import { toastError } from "@/lib/notify";
import { useCreateManager, type CreatedManager, type ManagerDetails } from "../api";
import { DEMO_NO_EMAIL_NOTE } from "./InvitationLinkDialog";
import { fieldErrors, ManagerFields, type ManagerFieldErrors } from "./ManagerFields";

const EMPTY: ManagerDetails = { firstName: "", lastName: "", email: "" };
const NO_PROPERTY = "none";

interface CreateManagerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plan's manager limit was hit: the dialog has closed and the upgrade prompt takes over. */
  onLimitExceeded: (info: UpgradeInfo) => void;
  /** A demo account: the invitation is not emailed, its link comes back to show. */
  demo: boolean;
  /** The manager was created with a link to show instead of an email (demo accounts). */
  onInvitationLink: (manager: CreatedManager & { invitationLink: string }) => void;
}

export function CreateManagerDialog({ open, onOpenChange, ...formProps }: CreateManagerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        {/* Mounted only while open, so every opening starts from an empty form. */}
        {open && <CreateManagerForm onDone={() => onOpenChange(false)} {...formProps} />}
      </DialogContent>
    </Dialog>
  );
}

function CreateManagerForm({
  onDone,
  onLimitExceeded,
  demo,
  onInvitationLink,
}: Omit<CreateManagerDialogProps, "open" | "onOpenChange"> & { onDone: () => void }) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [propertyId, setPropertyId] = useState(NO_PROPERTY);
  const [errors, setErrors] = useState<ManagerFieldErrors>({});
  const properties = usePropertyList();
  const create = useCreateManager();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createManagerBodySchema.safeParse({ ...values, propertyId });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    const body = {
      ...values,
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
    };
    create.mutate(
      { ...body, propertyId: propertyId === NO_PROPERTY ? NO_PROPERTY : Number(propertyId) },
      {
        onSuccess: (manager) => {
          onDone();
          if (manager.invitationLink) {
            onInvitationLink({ ...manager, invitationLink: manager.invitationLink });
          } else if (manager.invitationSent) {
            toast({
              title: "Manager Created",
              description: `An invitation to set a password was sent to ${manager.email}.`,
            });
          } else {
            toast({ title: "Error", description: "Failed to send invitation email", variant: "destructive" });
          }
        },
        onError: (error) => {
          const outcome = planLimitOutcome(error, "managers");
          if (outcome?.kind === "upgrade") {
            onDone();
            onLimitExceeded(outcome.info);
          } else {
            toastError(error, "Failed to create manager account");
          }
        },
      },
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Create Manager</DialogTitle>
        <DialogDescription>
          {demo
            ? `${DEMO_NO_EMAIL_NOTE} You get the link to set the manager's password here, to open or pass on.`
            : "The manager gets an email with a link to set their password."}
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <ManagerFields values={values} errors={errors} onChange={setValues} />
        <div className="grid gap-2">
          <Label htmlFor={`${id}-property`}>Assign to property (optional)</Label>
          <Select value={propertyId} onValueChange={setPropertyId}>
            <SelectTrigger id={`${id}-property`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NO_PROPERTY}>No property for now</SelectItem>
              {(properties.data ?? []).map((property) => (
                <SelectItem key={property.id} value={String(property.id)}>
                  {property.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={!values.email.trim() || create.isPending}>
            {create.isPending ? "Creating..." : "Create Manager"}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
