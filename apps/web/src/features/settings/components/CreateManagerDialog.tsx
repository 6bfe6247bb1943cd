import { zodResolver } from "@hookform/resolvers/zod";
import { createManagerFormSchema } from "@stockroom/shared";
import { Controller, FormProvider, useForm } from "react-hook-form";
import type { z } from "zod";
import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Field } from "@/components/ui/field";
import { PropertySelect } from "@/components/ui/property-select";
import { toast } from "@/components/ui/use-toast";
import { planLimitOutcome, type UpgradeInfo } from "@/features/properties";
import { usePropertyList } from "@/queries/properties";
import { toastError } from "@/lib/notify";
import { useCreateManager, type CreatedManager } from "../api";
import { DEMO_NO_EMAIL_NOTE } from "./InvitationLinkDialog";
import { ManagerFields } from "./ManagerFields";

/** The API's word for no assignment. */
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
  const properties = usePropertyList();
  const create = useCreateManager();
  const form = useForm<z.input<typeof createManagerFormSchema>, unknown, z.output<typeof createManagerFormSchema>>({
    resolver: zodResolver(createManagerFormSchema),
    defaultValues: { firstName: "", lastName: "", email: "", propertyId: null },
  });
  const email = form.watch("email");

  const onSubmit = form.handleSubmit(({ propertyId, ...details }) =>
    create.mutate(
      { ...details, propertyId: propertyId ?? NO_PROPERTY },
      {
        onSuccess: (manager) => {
          onDone();
          if (manager.invitationLink) {
            onInvitationLink({ ...manager, invitationLink: manager.invitationLink });
          } else if (manager.invitationSent) {
            toast({
              title: "Manager Created",
              // Queued, not yet handed to SMTP: the outbox delivers it and retries (issue 34.2).
              description: `An invitation to set a password will be emailed to ${manager.email}.`,
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
    ),
  );

  return (
    <>
      <DialogHeading
        title="Create Manager"
        description={
          demo
            ? `${DEMO_NO_EMAIL_NOTE} You get the link to set the manager's password here, to open or pass on.`
            : "The manager gets an email with a link to set their password."
        }
      />
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <ManagerFields />
          <Controller
            control={form.control}
            name="propertyId"
            render={({ field, fieldState }) => (
              <Field label="Assign to property (optional)" error={fieldState.error?.message}>
                <PropertySelect
                  properties={properties.data ?? []}
                  value={field.value}
                  nullOption="No property for now"
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              </Field>
            )}
          />
          <DialogActions
            onCancel={onDone}
            label="Create Manager"
            pendingLabel="Creating..."
            pending={create.isPending}
            disabled={!email.trim()}
          />
        </form>
      </FormProvider>
    </>
  );
}
