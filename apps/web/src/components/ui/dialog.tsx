import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay className={cn("fixed inset-0 z-50 bg-slate-950/60", className)} {...props} />;
}

/**
 * Below sm a dialog is a sheet on the bottom edge that stops 8rem short of the top, where toasts appear (decision
 * 94): a toast raised while it is open never covers its title. From sm up it is centred. The box that places it
 * also caps its height, so a caller's own max-height (max-h-[90vh]) cannot push it into the toasts' band.
 */
export function DialogContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <div className="fixed inset-x-0 top-32 bottom-0 z-50 flex flex-col items-center justify-end sm:inset-0 sm:justify-center sm:p-4">
        <DialogPrimitive.Content
          className={cn(
            "relative grid max-h-full min-h-0 w-full max-w-md gap-4 overflow-y-auto rounded-t-xl border border-slate-200 bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-lg focus:outline-none sm:rounded-xl sm:p-6",
            className,
          )}
          {...props}
        >
          {children}
          <DialogCloseButton iconClassName="size-4" />
        </DialogPrimitive.Content>
      </div>
    </DialogPortal>
  );
}

/** The "×" in the top right corner of a dialog or a sheet. */
export function DialogCloseButton({ iconClassName }: { iconClassName: string }) {
  return (
    <DialogPrimitive.Close className="absolute top-4 right-4 rounded-sm text-slate-600 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600">
      <X aria-hidden="true" className={iconClassName} />
      <span className="sr-only">Close</span>
    </DialogPrimitive.Close>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 text-center sm:text-left", className)} {...props} />;
}

/** A dialog's title and, when it has one, the description that names it to assistive technology. */
export function DialogHeading({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      {description !== undefined && <DialogDescription>{description}</DialogDescription>}
    </DialogHeader>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-semibold text-slate-900", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-slate-600", className)} {...props} />;
}
