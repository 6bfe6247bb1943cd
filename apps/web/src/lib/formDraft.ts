import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { DRAFT_PREFIX } from "./draftStore";

/*
 * Drafts of forms (issue 37 point 2, decision 197): what a person typed, kept in this browser per user and per form,
 * so a reload, Back or a session that ended loses nothing. The form offers it back; a sent form forgets it.
 */

export interface Draft<T> {
  values: T;
  /** When it was last written, as an ISO time. */
  savedAt: string;
}

const keyOf = (userId: string, form: string) => `${DRAFT_PREFIX}${userId}:${form}`;

/** The user's draft of `form` if one is kept and still has the form's shape; a stale or broken one is dropped. */
export function readDraft<T>(userId: string, form: string, shape: z.ZodType<T>): Draft<T> | null {
  try {
    const raw = localStorage.getItem(keyOf(userId, form));
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as { values?: unknown; savedAt?: unknown };
    const values = shape.safeParse(parsed.values);
    if (values.success && typeof parsed.savedAt === "string") return { values: values.data, savedAt: parsed.savedAt };
  } catch {
    // Storage off or a broken entry: as if there were none.
  }
  clearDraft(userId, form);
  return null;
}

export function writeDraft(userId: string, form: string, values: unknown): void {
  try {
    localStorage.setItem(keyOf(userId, form), JSON.stringify({ values, savedAt: new Date().toISOString() }));
  } catch {
    // A full or disabled storage keeps no draft; the form itself still works.
  }
}

export function clearDraft(userId: string, form: string): void {
  try {
    localStorage.removeItem(keyOf(userId, form));
  } catch {
    // Nothing kept, nothing to clear.
  }
}

interface FormDraftOptions<T> {
  /** The signed-in user; no draft is kept without one. */
  userId: string | undefined;
  form: string;
  /** The shape a kept draft must still have to be offered. */
  shape: z.ZodType<T>;
  /** The form's values now. */
  values: T;
  /** Whether the values hold nothing worth keeping (the form as it opens). */
  isEmpty: (values: T) => boolean;
}

/**
 * Keeps the form's values as the user's draft while they type, and offers an earlier draft back when the form opens:
 * `offered` until the user restores or discards it (nothing is written meanwhile, so the offer is not overwritten).
 * Leaving the page (reload, closing the tab) with something typed asks first.
 */
export function useFormDraft<T>({ userId, form, shape, values, isEmpty }: FormDraftOptions<T>) {
  const [offered, setOffered] = useState<Draft<T> | null>(() => (userId ? readDraft(userId, form, shape) : null));
  const sent = useRef(false);
  const serialized = JSON.stringify(values);
  const empty = isEmpty(values);

  useEffect(() => {
    if (!userId || offered || sent.current) return;
    if (empty) clearDraft(userId, form);
    else writeDraft(userId, form, JSON.parse(serialized));
  }, [userId, form, offered, serialized, empty]);

  useEffect(() => {
    if (empty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (!sent.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [empty]);

  const forget = () => {
    sent.current = true;
    if (userId) clearDraft(userId, form);
  };
  return {
    offered,
    /** Something is typed that no save has taken yet: leaving the page would leave it behind (as a draft). */
    unsaved: !empty && !sent.current,
    /** The user took the draft back: the caller puts `offered.values` into the form. */
    restored: () => setOffered(null),
    discard: () => {
      if (userId) clearDraft(userId, form);
      setOffered(null);
    },
    /** The form was sent, or cancelled on the way out: its draft is forgotten and no longer written. */
    sent: forget,
    cancelled: forget,
  };
}
