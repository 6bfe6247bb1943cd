import type { ReactNode } from "react";
import type { z } from "zod";
import { DraftNotice } from "@/components/DraftNotice";
import { useFormDraft } from "@/lib/formDraft";
import { useAuth } from "@/queries/session";

interface DialogDraftOptions<T extends object> {
  /** The draft's name: the form, and the record it edits ("item:7", "new-item:4"). */
  form: string;
  /** What a kept draft may hold, each field optional. */
  shape: z.ZodType<Partial<T>>;
  /** The values the form opened with. */
  start: T;
  /** The form's values now. */
  values: T;
  /** Puts values into the form (react-hook-form's reset). */
  reset: (values: T) => void;
  /** What the notice calls the draft: "You have an unsent {what} from …". */
  what: string;
}

/** Whether every field still holds what the form opened with (empty and missing count as the same). */
function unchanged<T extends object>(start: T, values: Partial<T>): boolean {
  const blank = (value: unknown) => (value === undefined || value === null ? "" : value);
  return (Object.keys(start) as (keyof T)[]).every((key) => blank(values[key]) === blank(start[key]));
}

/**
 * A dialog form's draft (decisions 197 and 203): kept per user while they type, offered back by a notice when the
 * dialog opens again after Escape, Back, a reload or an ended session; `discard` for Cancel (nothing is written
 * after it), `sent` after a save.
 */
export function useDialogDraft<T extends object>({ form, shape, start, values, reset, what }: DialogDraftOptions<T>) {
  const { user } = useAuth();
  const draft = useFormDraft<Partial<T>>({
    userId: user?.id,
    form,
    shape,
    values,
    isEmpty: (typed) => unchanged(start, typed),
  });
  const offered = draft.offered;
  const notice: ReactNode = offered && (
    <DraftNotice
      what={what}
      savedAt={offered.savedAt}
      onRestore={() => {
        reset({ ...start, ...offered.values });
        draft.restored();
      }}
      onDiscard={draft.discard}
    />
  );
  return { notice, discard: draft.cancelled, sent: draft.sent };
}
