import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeItem } from "@/test/fixtures";
import { renderWithProviders } from "@/test/utils";
import { ItemCard } from "./ItemCard";

const actions = { onEdit: vi.fn(), onHistory: vi.fn(), onDelete: vi.fn() };

/** The card's figures as term → description. */
function figures(name: string) {
  const card = within(screen.getByRole("article", { name }));
  const terms = card.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  return Object.fromEntries(terms) as Record<string, string>;
}

describe("ItemCard reorder figures", () => {
  it("shows the par level, what is on order and the suggested order", () => {
    renderWithProviders(
      <ItemCard
        item={makeItem({
          name: "Hand Soap",
          currentStock: 5,
          minStock: 10,
          parLevel: 40,
          onOrder: 15,
          suggestedOrder: 20,
          unit: "bottles",
        })}
        highlighted={false}
        actions={actions}
      />,
    );

    expect(figures("Hand Soap")).toMatchObject({
      "Par level": "40 bottles",
      "On order": "15 bottles",
      "Suggested order": "20 bottles",
    });
    expect(screen.getByText("20 bottles")).toHaveClass("font-semibold");
  });

  it("leaves the par level out when none is set and shows nothing to order plainly", () => {
    renderWithProviders(
      <ItemCard
        item={makeItem({ name: "Pens", currentStock: 50, minStock: 10, parLevel: null, onOrder: 0, suggestedOrder: 0 })}
        highlighted={false}
        actions={actions}
      />,
    );

    const shown = figures("Pens");
    expect(shown).not.toHaveProperty("Par level");
    expect(shown).toMatchObject({ "On order": "0 pieces", "Suggested order": "0 pieces" });
  });
});

describe("ItemCard code", () => {
  it("shows the generated code of an item without a barcode, else the barcode", () => {
    renderWithProviders(
      <>
        <ItemCard item={makeItem({ id: 42, name: "Pens" })} highlighted={false} actions={actions} />
        <ItemCard
          item={makeItem({ id: 43, name: "Soap", barcode: "4006381333931" })}
          highlighted={false}
          actions={actions}
        />
      </>,
    );
    const pens = within(screen.getByRole("article", { name: "Pens" }));
    expect(pens.getByText("SR00000042")).toHaveClass("font-mono");
    expect(pens.getByText("SR00000042").parentElement).toHaveTextContent("Code SR00000042");
    const soap = within(screen.getByRole("article", { name: "Soap" }));
    expect(soap.getByText("4006381333931").parentElement).toHaveTextContent("Code 4006381333931");
    expect(soap.queryByText("SR00000043")).not.toBeInTheDocument();
  });
});
