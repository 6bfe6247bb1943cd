import { zodResolver } from "@hookform/resolvers/zod";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Controller, useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Field } from "./field";
import { Input } from "./input";
import { PropertySelect } from "./property-select";

const schema = z.object({
  name: z.string().trim().min(1, "Name is required"),
  propertyId: z.number({ error: "Please select a property" }),
});

/** A form of both kinds of control: a registered input and a Controller-driven select. */
function Form({ onSave }: { onSave: (values: z.output<typeof schema>) => void }) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: "" },
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <Field label="Name" hint="As on the door" error={errors.name?.message}>
        <Input {...register("name")} />
      </Field>
      <Controller
        control={control}
        name="propertyId"
        render={({ field }) => (
          <Field label="Property" error={errors.propertyId?.message}>
            <PropertySelect
              properties={[{ id: 4, name: "Harbor View Hotel" }]}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              placeholder="Select a property"
            />
          </Field>
        )}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe("Field", () => {
  it("names the control by its label and describes it by its hint", () => {
    render(<Form onSave={vi.fn()} />);

    const name = screen.getByRole("textbox", { name: "Name" });
    expect(name).toHaveAccessibleDescription("As on the door");
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("combobox", { name: "Property" })).toHaveTextContent("Select a property");
  });

  it("shows each error under its control, marks the control invalid and describes it by the message", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Form onSave={onSave} />);

    await user.click(screen.getByRole("button", { name: "Save" }));

    const name = screen.getByRole("textbox", { name: "Name" });
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("As on the door Name is required");
    const property = screen.getByRole("combobox", { name: "Property" });
    expect(property).toHaveAttribute("aria-invalid", "true");
    expect(property).toHaveAccessibleDescription("Please select a property");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("hands the parsed values over once both controls are filled in", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Form onSave={onSave} />);

    await user.type(screen.getByRole("textbox", { name: "Name" }), "  Front desk ");
    await user.click(screen.getByRole("combobox", { name: "Property" }));
    await user.click(await screen.findByRole("option", { name: "Harbor View Hotel" }));
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(onSave).toHaveBeenCalledWith({ name: "Front desk", propertyId: 4 }, expect.anything());
    expect(screen.getByRole("textbox", { name: "Name" })).not.toHaveAttribute("aria-invalid");
  });

  it("gives the description element the id the control is described by", () => {
    render(
      <Field label="New password" description={<ul aria-label="Password requirements" />}>
        <Input />
      </Field>,
    );

    const list = screen.getByRole("list", { name: "Password requirements" });
    expect(list.id).not.toBe("");
    expect(screen.getByLabelText("New password")).toHaveAttribute("aria-describedby", list.id);
  });

  it("hands its control props to a function child whose control sits inside other elements", () => {
    render(
      <Field label="Category" error="Please choose a category">
        {(control) => (
          <div>
            <select {...control}>
              <option>Linens</option>
            </select>
          </div>
        )}
      </Field>,
    );

    const select = screen.getByRole("combobox", { name: "Category" });
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleDescription("Please choose a category");
  });

  it("keeps a hidden label as the control's accessible name", () => {
    render(
      <Field label="Filter by property" hideLabel id="filter">
        <Input />
      </Field>,
    );

    expect(screen.getByText("Filter by property")).toHaveClass("sr-only");
    expect(screen.getByRole("textbox", { name: "Filter by property" })).toHaveAttribute("id", "filter");
  });
});
