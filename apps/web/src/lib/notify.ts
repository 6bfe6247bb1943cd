import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "./api";

/** The spec's success toasts: title 'Success', the catalogue text as the description. */
export function toastSuccess(description: string): void {
  toast({ title: "Success", description });
}

/** A failed action: the server's message when it gave one for the user, else the catalogue's fallback. */
export function toastError(error: unknown, fallback: string): void {
  toast({ title: "Error", description: serverMessage(error) ?? fallback, variant: "destructive" });
}
