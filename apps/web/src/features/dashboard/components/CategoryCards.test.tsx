import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeSummary } from "@/test/fixtures";
import { renderWithProviders } from "@/test/utils";
import { CategoryCard, CategoryCards } from "./CategoryCards";

function renderCard(itemCount: number, lowCount: number) {
  renderWithProviders(
    <CategoryCard summary={{ category: "kitchen", itemCount, lowCount }} href="/inventory?category=kitchen" />,
  );
  return screen.getByRole("link");
}

describe("CategoryCard", () => {
  it("says 'No items' on a neutral badge, with no percent, for a category without items (issue 17.8)", () => {
    const card = renderCard(0, 0);

    expect(card).toHaveTextContent("Kitchen");
    expect(card).toHaveTextContent("Coffee, cups, utensils");
    expect(card).toHaveTextContent("0 items");
    expect(screen.getByText("No items")).toHaveClass("bg-slate-100");
    expect(card).not.toHaveTextContent("All Good");
    expect(card).not.toHaveTextContent("%");
    expect(card).not.toHaveTextContent("stocked");
  });

  it("shows 100% in green and 'All Good' when no item of the category is low", () => {
    renderCard(2, 0);

    expect(screen.getByText("All Good")).toHaveClass("bg-green-700");
    expect(screen.getByText("100%")).toHaveClass("text-green-700");
  });

  it("is green from 90%", () => {
    renderCard(10, 1);

    expect(screen.getByText("90%")).toHaveClass("text-green-700");
    expect(screen.getByText("1 Low")).toBeInTheDocument();
  });

  it("is orange from 70% to below 90%", () => {
    renderCard(4, 1);

    expect(screen.getByText("75%")).toHaveClass("text-orange-700");
    expect(screen.getByText("4 items")).toBeInTheDocument();
  });

  it("is red below 70% and counts the low items", () => {
    renderCard(3, 2);

    expect(screen.getByText("33%")).toHaveClass("text-red-700");
    expect(screen.getByText("2 Low")).toBeInTheDocument();
    expect(screen.getByRole("link")).toHaveTextContent("stocked");
  });

  it("says '1 item' for a single item", () => {
    renderCard(1, 0);

    expect(screen.getByText("1 item")).toBeInTheDocument();
  });
});

describe("CategoryCards", () => {
  it("draws one card per category from the summary, linking each by the spec's rules", () => {
    renderWithProviders(
      <CategoryCards
        summary={makeSummary({
          kitchen: { itemCount: 2, lowCount: 1, firstLowPropertyId: 1, propertyIds: [1, 4] },
          housekeeping: { itemCount: 1, propertyIds: [4] },
        })}
        isError={false}
        selectedPropertyId={null}
        propertyIds={[1, 4]}
      />,
    );

    expect(screen.getAllByRole("link", { name: /stocked$/ })).toHaveLength(2);
    expect(screen.getAllByRole("link", { name: /No items/ })).toHaveLength(2);
    const kitchen = screen.getByRole("link", { name: /^Kitchen/ });
    expect(kitchen).toHaveAttribute("href", "/inventory?propertyId=1&category=kitchen");
    expect(kitchen).toHaveTextContent("2 items");
    expect(kitchen).toHaveTextContent("1 Low");
    expect(kitchen).toHaveTextContent("50%");
    expect(screen.getByRole("link", { name: /^Housekeeping/ })).toHaveAttribute(
      "href",
      "/inventory?propertyId=4&category=housekeeping",
    );
    expect(screen.getByRole("link", { name: /^Maintenance/ })).toHaveAttribute(
      "href",
      "/inventory?category=maintenance",
    );
    expect(screen.getByRole("link", { name: "View All inventory" })).toHaveAttribute("href", "/inventory");
  });

  it("reports a failed inventory fetch", () => {
    renderWithProviders(<CategoryCards summary={undefined} isError selectedPropertyId={3} propertyIds={[]} />);

    expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch inventory");
    expect(screen.getByRole("link", { name: "View All inventory" })).toHaveAttribute("href", "/inventory?propertyId=3");
  });
});
