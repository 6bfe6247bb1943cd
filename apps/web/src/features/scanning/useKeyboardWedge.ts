import { scannedCode } from "@stockroom/shared";
import { useEffect, useRef } from "react";
import { createWedgeReader } from "./wedge";

/**
 * A scan that landed in a text field (the focused count, say) typed its characters there too: they are
 * taken back out, through the native setter and an input event, so React's state follows.
 */
function removeTypedScan(target: EventTarget | null, text: string) {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
  if (!target.value.endsWith(text)) return;
  const prototype = target instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(target, target.value.slice(0, -text.length));
  target.dispatchEvent(new Event("input", { bubbles: true }));
}

interface KeyboardWedgeOptions {
  onScan: (code: string) => void;
  enabled?: boolean;
  /**
   * Leaves keys typed inside any open dialog alone, whoever opened it: a page whose scans are lookups
   * (inventory) must not take a code a scanner types into a dialog's field, such as a transfer's quantity.
   */
  ignoreDialogs?: boolean;
}

const inDialog = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * Listens for a hardware scanner typing a code (see wedge.ts) while enabled. A scan's Enter is cancelled,
 * so it neither submits a form nor presses the focused button; people's slower typing is never touched.
 */
export function useKeyboardWedge({ onScan, enabled = true, ignoreDialogs = false }: KeyboardWedgeOptions) {
  const latest = useRef(onScan);
  useEffect(() => {
    latest.current = onScan;
  });

  useEffect(() => {
    if (!enabled) return;
    const read = createWedgeReader();
    const onKeyDown = (event: KeyboardEvent) => {
      if (ignoreDialogs && inDialog(event.target)) return;
      const text = read(event);
      if (text === null) return;
      event.preventDefault();
      event.stopPropagation();
      removeTypedScan(event.target, text);
      const code = scannedCode(text);
      if (code) latest.current(code);
    };
    // Capture phase: the page sees the Enter before a dialog or form handler acts on it.
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
  }, [enabled, ignoreDialogs]);
}
