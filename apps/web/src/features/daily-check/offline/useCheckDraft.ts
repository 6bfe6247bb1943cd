import { useCallback, useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { CheckForm } from "../checkState";
import { deleteDraft, loadDraft, saveDraft } from "./offlineStore";

const EMPTY: CheckForm = { entries: {} };

/**
 * The count in progress of one property: react-hook-form holds it (the item rows are its fields) and it is kept in
 * IndexedDB as it is typed so a reload (offline too) brings it back, with the client id chosen when the count
 * started: the id that makes its submission idempotent (decisions 142 and 143). Each property has its own draft
 * and id.
 */
export function useCheckDraft(userId: string, propertyId: number | null) {
  const form = useForm<CheckForm>({ defaultValues: EMPTY });
  const { reset } = form;
  const entries = useWatch({ control: form.control, name: "entries" });
  const [clientId, setClientId] = useState<string>(() => crypto.randomUUID());
  // The property whose draft `entries` holds: nothing is saved before its stored draft has been read.
  const loadedFor = useRef<number | null>(null);

  useEffect(() => {
    loadedFor.current = null;
    if (propertyId === null) return;
    let current = true;
    void loadDraft(userId, propertyId).then((draft) => {
      if (!current) return;
      if (draft) reset({ entries: draft.entries });
      setClientId(draft?.clientId ?? crypto.randomUUID());
      loadedFor.current = propertyId;
    });
    return () => {
      current = false;
    };
  }, [userId, propertyId, reset]);

  useEffect(() => {
    if (propertyId === null || loadedFor.current !== propertyId) return;
    const typed = Object.values(entries).some((entry) => entry !== undefined);
    void (typed ? saveDraft(userId, propertyId, { clientId, entries }) : deleteDraft(userId, propertyId));
  }, [userId, propertyId, clientId, entries]);

  /** Another property's count starts empty; its stored draft, if any, is then read. */
  const startOver = useCallback(() => reset(EMPTY), [reset]);

  /** The count is over (sent, saved for later or reset): the next one starts empty with a new id. */
  const clearDraft = useCallback(() => {
    reset(EMPTY);
    setClientId(crypto.randomUUID());
    if (propertyId !== null) void deleteDraft(userId, propertyId);
  }, [userId, propertyId, reset]);

  return { form, entries, clientId, startOver, clearDraft };
}
