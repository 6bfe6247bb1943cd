import type { InventoryItemDto } from "@stockroom/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/utils";
import { ChooseItemDialog } from "./ChooseItemDialog";

const item = (id: number, propertyId: number) =>
  ({ id, name: "Bath Towels", category: "housekeeping", propertyId }) as InventoryItemDto;
const PROPERTIES: Record<number, string> = { 1: "Harbor View Hotel", 2: "Sunset Resort" };

describe("ChooseItemDialog", () => {
  it("lists each item carrying the code with its property, and goes on with the one chosen", async () => {
    const onChoose = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <ChooseItemDialog
        code="4006381333931"
        items={[item(10, 1), item(20, 2)]}
        propertyName={(id) => PROPERTIES[id]}
        onChoose={onChoose}
        onClose={onClose}
      />,
    );

    expect(screen.getByRole("dialog", { name: "Which item?" })).toHaveTextContent("Code 4006381333931 is on 2 items.");
    const choices = screen.getAllByRole("button", { name: /Bath Towels/ });
    expect(choices.map((choice) => choice.textContent)).toEqual([
      "Bath TowelsHarbor View Hotel",
      "Bath TowelsSunset Resort",
    ]);
    await userEvent.setup().click(screen.getByRole("button", { name: /Sunset Resort/ }));
    expect(onClose).toHaveBeenCalled();
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 20, propertyId: 2 }));
  });

  it("is closed while there is no code", () => {
    renderWithProviders(
      <ChooseItemDialog code={null} items={[]} propertyName={() => ""} onChoose={vi.fn()} onClose={vi.fn()} />,
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
