import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeItem } from "@/test/fixtures";
import { renderWithProviders } from "@/test/utils";
import { CategoryCard, CategoryCards } from "./CategoryCards";

const stocked = (id: number) => makeItem({ id, category: "kitchen", currentStock: 50, minStock: 10 });
const low = (id: number) => makeItem({ id, category: "kitchen", currentStock: 10, minStock: 10 });

function renderCard(items: ReturnType<typeof makeItem>[]) {
  renderWithProviders(<CategoryCard category="kitchen" items={items} href="/inventory?category=kitchen" />);
  return screen.getByRole("link");
}

describe("CategoryCard", () => {
  it("shows 100% in green and 'All Good' for a category without items", () => {
    const card = renderCard([]);

    expect(card).toHaveTextContent("Kitchen");
    expect(card).toHaveTextContent("Coffee, cups, utensils");
    expect(card).toHaveTextContent("0 items");
    expect(screen.getByText("All Good")).toBeInTheDocument();
    expect(screen.getByText("100%")).toHaveClass("text-green-700");
  });

  it("is green from 90%", () => {
    renderCard([...Array.from({ length: 9 }, (_, i) => stocked(i + 1)), low(10)]);

    expect(screen.getByText("90%")).toHaveClass("text-green-700");
    expect(screen.getByText("1 Low")).toBeInTheDocument();
  });

  it("is orange from 70% to below 90%", () => {
    renderCard([stocked(1), stocked(2), stocked(3), low(4)]);

    expect(screen.getByText("75%")).toHaveClass("text-orange-700");
    expect(screen.getByText("4 items")).toBeInTheDocument();
  });

  it("is red below 70% and counts the low items", () => {
    renderCard([stocked(1), low(2), low(3)]);

    expect(screen.getByText("33%")).toHaveClass("text-red-700");
    expect(screen.getByText("2 Low")).toBeInTheDocument();
    expect(screen.getByRole("link")).toHaveTextContent("stocked");
  });
});

describe("CategoryCards", () => {
  it("links each category by the spec's rules and View All to the selected property", () => {
    renderWithProviders(
      <CategoryCards
        items={[low(1), makeItem({ id: 2, category: "housekeeping", propertyId: 4 })]}
        isError={false}
        selectedPropertyId={null}
        propertyIds={[1, 4]}
      />,
    );

    expect(screen.getByRole("link", { name: /^Kitchen/ })).toHaveAttribute(
      "href",
      "/inventory?propertyId=1&category=kitchen",
    );
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
    renderWithProviders(<CategoryCards items={undefined} isError selectedPropertyId={3} propertyIds={[]} />);

    expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch inventory");
    expect(screen.getByRole("link", { name: "View All inventory" })).toHaveAttribute("href", "/inventory?propertyId=3");
  });
});
