import { zodResolver } from "@hookform/resolvers/zod";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { SelectField } from "./select-field";

const schema = z.object({
  shelf: z.enum(["top", "bottom"], { error: "Please select a shelf" }),
  supplierId: z.number().nullable(),
});

const SHELVES = [
  { value: "top", label: "Top shelf" },
  { value: "bottom", label: "Bottom shelf" },
] as const;
const SUPPLIERS = [
  { value: null, label: "None" },
  { value: 3, label: "Harbor Linen" },
];

function Form({
  onSave,
  onShelfChange,
}: {
  onSave: (values: z.output<typeof schema>) => void;
  onShelfChange?: () => void;
}) {
  const { control, handleSubmit } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { supplierId: null },
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <SelectField
        control={control}
        name="shelf"
        label="Shelf"
        hint="Where it is stored"
        options={SHELVES}
        placeholder="Select a shelf"
        onValueChange={onShelfChange}
      />
      <SelectField control={control} name="supplierId" label="Supplier" options={SUPPLIERS} />
      <button type="submit">Save</button>
    </form>
  );
}

describe("SelectField", () => {
  it("names the select by its label, describes it by its hint and shows the placeholder until a choice", () => {
    render(<Form onSave={vi.fn()} />);

    const shelf = screen.getByRole("combobox", { name: "Shelf" });
    expect(shelf).toHaveTextContent("Select a shelf");
    expect(shelf).toHaveAccessibleDescription("Where it is stored");
    expect(screen.getByRole("combobox", { name: "Supplier" })).toHaveTextContent("None");
  });

  it("shows the field's error under the select and marks it invalid", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Form onSave={onSave} />);

    await user.click(screen.getByRole("button", { name: "Save" }));

    const shelf = screen.getByRole("combobox", { name: "Shelf" });
    expect(await screen.findByText("Please select a shelf")).toBeInTheDocument();
    expect(shelf).toHaveAttribute("aria-invalid", "true");
    expect(shelf).toHaveAccessibleDescription("Where it is stored Please select a shelf");
    expect(shelf).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("hands the chosen options' values over as they are, a number or null, and tells the caller of a change", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const onShelfChange = vi.fn();
    render(<Form onSave={onSave} onShelfChange={onShelfChange} />);

    await user.click(screen.getByRole("combobox", { name: "Shelf" }));
    await user.click(await screen.findByRole("option", { name: "Bottom shelf" }));
    expect(onShelfChange).toHaveBeenCalledWith("bottom");
    await user.click(screen.getByRole("combobox", { name: "Supplier" }));
    await user.click(await screen.findByRole("option", { name: "Harbor Linen" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenLastCalledWith({ shelf: "bottom", supplierId: 3 }, expect.anything());

    await user.click(screen.getByRole("combobox", { name: "Supplier" }));
    await user.click(await screen.findByRole("option", { name: "None" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenLastCalledWith({ shelf: "bottom", supplierId: null }, expect.anything());
  });
});
