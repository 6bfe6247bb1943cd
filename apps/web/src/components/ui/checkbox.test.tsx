import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Checkbox } from "./checkbox";

function Toggle({
  onChange = vi.fn(),
  disabled = false,
}: {
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="Weekly reports"
      description="A summary every Monday"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(next) => {
        setChecked(next);
        onChange(next);
      }}
    />
  );
}

describe("Checkbox", () => {
  it("is named by its label and described by its description", () => {
    render(<Toggle />);

    const box = screen.getByRole("checkbox", { name: "Weekly reports" });
    expect(box).toHaveAccessibleDescription("A summary every Monday");
    expect(box).not.toBeChecked();
  });

  it("toggles from the box and from its label, reporting a boolean", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Toggle onChange={onChange} />);

    await user.click(screen.getByRole("checkbox", { name: "Weekly reports" }));
    expect(screen.getByRole("checkbox", { name: "Weekly reports" })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByText("Weekly reports"));
    expect(screen.getByRole("checkbox", { name: "Weekly reports" })).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it("cannot be toggled while disabled", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Toggle onChange={onChange} disabled />);

    const box = screen.getByRole("checkbox", { name: "Weekly reports" });
    expect(box).toBeDisabled();
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });
});
