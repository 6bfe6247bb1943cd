import { TIMINGS } from "@stockroom/shared";
import type { ReactNode } from "react";
import { useSyncExternalStore } from "react";
import type { ToastVariant } from "./toast";

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

/**
 * One store for the whole app, so any module can raise a toast without a hook. It never holds more than
 * TIMINGS.toastLimit entries, so dismissed toasts need no removal timer: the next toast pushes them out.
 */
let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
let counter = 0;

function setToasts(next: ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast; a new one replaces the one on screen (one visible at a time). */
export function toast(options: ToastOptions): void {
  counter += 1;
  setToasts([{ ...options, id: String(counter), open: true }, ...toasts].slice(0, TIMINGS.toastLimit));
}

/** Hides one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
