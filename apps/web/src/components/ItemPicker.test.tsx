import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ItemPicker, type PickableItem } from "./ItemPicker";

const ITEMS: PickableItem[] = [
  { id: 1, name: "Bath Towels", barcode: null, code: "SR00000001" },
  { id: 2, name: "Hand Towels", barcode: null, code: "SR00000002" },
  { id: 3, name: "Paper Cups", barcode: "4006381333931", code: "4006381333931" },
];

function renderPicker({ chosen = [] as number[] } = {}) {
  const onPick = vi.fn();
  const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
  render(
    // A bare form: it is only there to witness that Enter in the picker never submits it.
    // eslint-disable-next-line architecture/forms
    <form onSubmit={onSubmit}>
      <label htmlFor="picker">Add an item</label>
      <ItemPicker
        id="picker"
        items={ITEMS}
        onPick={onPick}
        placeholder="Search by name or code"
        unavailable={(item) => (chosen.includes(item.id) ? "Already selected" : undefined)}
      />
      <button type="submit">Submit</button>
    </form>,
  );
  return { user: userEvent.setup(), onPick, onSubmit, input: screen.getByRole("combobox", { name: "Add an item" }) };
}

const optionNames = () => screen.getAllByRole("option").map((option) => option.firstChild?.textContent);

describe("ItemPicker", () => {
  it("picks with Enter and never submits the form around it (issue 37: four accidental requests)", async () => {
    const { user, onPick, onSubmit, input } = renderPicker();

    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("option", { name: "Bath Towels" })).toHaveAttribute("aria-selected", "true");

    await user.keyboard("{ArrowDown}{Enter}");
    expect(onPick).toHaveBeenCalledWith(ITEMS[1]);
    expect(input).toHaveValue("");
    expect(input).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("narrows the list by name or code as it is typed or scanned", async () => {
    const { user, onPick, input } = renderPicker();

    await user.type(input, "towel");
    expect(optionNames()).toEqual(["Bath Towels", "Hand Towels"]);
    await user.clear(input);
    await user.type(input, "333931{Enter}");
    expect(onPick).toHaveBeenCalledWith(ITEMS[2]);

    await user.type(input, "soap");
    expect(screen.queryAllByRole("option")).toEqual([]);
    expect(screen.getByText("No items match ‘soap’")).toBeVisible();
  });

  it("shows a chosen item as 'Already selected' and skips it with the keys", async () => {
    const { user, onPick, input } = renderPicker({ chosen: [1] });

    await user.click(input);
    const taken = screen.getByRole("option", { name: /Bath Towels/ });
    expect(taken).toHaveAttribute("aria-disabled", "true");
    expect(taken).toHaveTextContent("Already selected");
    await user.click(taken);
    expect(onPick).not.toHaveBeenCalled();
    await user.keyboard("{Enter}");
    expect(onPick).toHaveBeenCalledWith(ITEMS[1]);
  });

  it("closes its list on Escape without leaving the page's dialog, and picks with a tap", async () => {
    const { user, onPick, input } = renderPicker();
    const onEscape = vi.fn();
    document.addEventListener("keydown", (event) => event.key === "Escape" && onEscape());

    await user.click(input);
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(onEscape).not.toHaveBeenCalled();

    await user.click(input);
    await user.click(screen.getByRole("option", { name: "Paper Cups" }));
    expect(onPick).toHaveBeenCalledWith(ITEMS[2]);
  });
});
