import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { useKeyboardWedge } from "./useKeyboardWedge";

/** Dispatches keydown events with chosen timestamps (no waiting); returns the Enter's event. */
function keys(target: Element, text: string, gap: number) {
  const send = (key: string, timeStamp: number) => {
    const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, "timeStamp", { value: timeStamp });
    target.dispatchEvent(event);
    return event;
  };
  [...text].forEach((key, i) => {
    if (send(key, 1000 + i * gap).defaultPrevented) throw new Error(`"${key}" was swallowed`);
    // What the browser would have typed into a focused field.
    if (target instanceof HTMLInputElement) fireEvent.change(target, { target: { value: target.value + key } });
  });
  return send("Enter", 1000 + text.length * gap);
}

function Harness({
  onScan,
  enabled = true,
  ignoreDialogs = false,
}: {
  onScan: (code: string) => void;
  enabled?: boolean;
  ignoreDialogs?: boolean;
}) {
  const [count, setCount] = useState("");
  const [quantity, setQuantity] = useState("");
  useKeyboardWedge({ onScan, enabled, ignoreDialogs });
  return (
    <>
      <label>
        Count
        <input value={count} onChange={(event) => setCount(event.target.value)} />
      </label>
      <div role="dialog" aria-label="Transfer Stock">
        <label>
          Quantity
          <input value={quantity} onChange={(event) => setQuantity(event.target.value)} />
        </label>
      </div>
    </>
  );
}

describe("useKeyboardWedge", () => {
  it("reports a scan as its code, cancels its Enter and takes its characters back out of the focused field", () => {
    const onScan = vi.fn();
    render(<Harness onScan={onScan} />);
    const field = screen.getByLabelText("Count");
    fireEvent.change(field, { target: { value: "3" } });

    const enter = keys(field, "https://app.example/inventory?code=SR00000042", 3);

    expect(enter.defaultPrevented).toBe(true);
    expect(onScan).toHaveBeenCalledExactlyOnceWith("SR00000042");
    expect(field).toHaveValue("3");
  });

  it("lets a person's typing and Enter through", () => {
    const onScan = vi.fn();
    render(<Harness onScan={onScan} />);
    const field = screen.getByLabelText("Count");

    const enter = keys(field, "1234", 150);

    expect(enter.defaultPrevented).toBe(false);
    expect(onScan).not.toHaveBeenCalled();
    expect(field).toHaveValue("1234");
  });

  it("does nothing while disabled", () => {
    const onScan = vi.fn();
    render(<Harness onScan={onScan} enabled={false} />);

    expect(keys(document.body, "4006381333931", 3).defaultPrevented).toBe(false);
    expect(onScan).not.toHaveBeenCalled();
  });

  it("leaves a scan typed into a dialog's field alone when told to ignore dialogs, and still reads the page", () => {
    const onScan = vi.fn();
    render(<Harness onScan={onScan} ignoreDialogs />);
    const quantity = screen.getByLabelText("Quantity");

    const enter = keys(quantity, "4006381333931", 3);

    expect(enter.defaultPrevented).toBe(false);
    expect(onScan).not.toHaveBeenCalled();
    expect(quantity).toHaveValue("4006381333931");

    keys(screen.getByLabelText("Count"), "4006381333931", 3);
    expect(onScan).toHaveBeenCalledExactlyOnceWith("4006381333931");
  });
});
