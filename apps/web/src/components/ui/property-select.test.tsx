import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Label } from "./label";
import { PropertySelect } from "./property-select";

const PROPERTIES = [
  { id: 1, name: "Harbor View Hotel", address: "1 Quay Street" },
  { id: 2, name: "Maple Grove Inn", address: null },
];

describe("PropertySelect", () => {
  it("shows the placeholder until a property is chosen, then reports its id", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <Label htmlFor="property">Property</Label>
        <PropertySelect id="property" properties={PROPERTIES} value={null} onChange={onChange} placeholder="Pick one" />
      </>,
    );

    const select = screen.getByRole("combobox", { name: "Property" });
    expect(select).toHaveTextContent("Pick one");
    await user.click(select);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Harbor View Hotel",
      "Maple Grove Inn",
    ]);
    await user.click(screen.getByRole("option", { name: "Maple Grove Inn" }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it("offers the null option first and reports it as null", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <PropertySelect
        aria-label="Filter by property"
        properties={PROPERTIES}
        value={null}
        nullOption="All Properties"
        onChange={onChange}
      />,
    );

    const select = screen.getByRole("combobox", { name: "Filter by property" });
    expect(select).toHaveTextContent("All Properties");
    await user.click(select);
    await user.click(screen.getByRole("option", { name: "Harbor View Hotel" }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it("names the chosen property, with its address when asked", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <PropertySelect
        aria-label="Target Property"
        properties={PROPERTIES}
        value={1}
        nullOption="No property for now"
        withAddress
        onChange={onChange}
      />,
    );

    const select = screen.getByRole("combobox", { name: "Target Property" });
    expect(select).toHaveTextContent("Harbor View Hotel - 1 Quay Street");
    await user.click(select);
    expect(screen.getByRole("option", { name: "Maple Grove Inn" })).toBeInTheDocument();
    await user.click(screen.getByRole("option", { name: "No property for now" }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
