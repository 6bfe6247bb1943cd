import type { LowStockItemDto, LowStockSort } from "@stockroom/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { makeItem } from "@/test/fixtures";
import { LowStockAlert } from "./LowStockAlert";
import { UsageForecast } from "./UsageForecast";

function lowItem(overrides: Partial<LowStockItemDto>): LowStockItemDto {
  return {
    ...makeItem({ currentStock: 4, minStock: 10 }),
    property: { id: 1, name: "Harbor View Hotel" },
    avgDailyUse: 2,
    daysUntilOut: 2,
    forecastStatus: "ok",
    ...overrides,
  };
}

const soap = lowItem({ id: 1, name: "Hand Soap", onOrder: 12, suggestedOrder: 4, daysUntilOut: 9 });
const towels = lowItem({ id: 2, name: "Bath Towels", unit: "sets", onOrder: 0, suggestedOrder: 16, daysUntilOut: 0 });
const cups = lowItem({
  id: 3,
  name: "Paper Cups",
  avgDailyUse: null,
  daysUntilOut: null,
  forecastStatus: "too_little_history",
});

/** The alert as the inventory page holds it: the order is state the control changes. */
function Harness({
  onSort = vi.fn(),
  onShow = vi.fn(),
}: {
  onSort?: (sort: LowStockSort) => void;
  onShow?: () => void;
}) {
  const [sort, setSort] = useState<LowStockSort>("name");
  return (
    <LowStockAlert
      items={[towels, soap, cups]}
      total={7}
      onShow={onShow}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSort(next);
      }}
    />
  );
}

const rowOf = (name: string) => within(screen.getByRole("button", { name }).closest("li")!);

describe("LowStockAlert", () => {
  it("shows each low item's days until out, what is on order and the suggested order", () => {
    render(<Harness />);
    const soapRow = rowOf("Hand Soap");
    expect(soapRow.getByText("Days until out:").nextSibling).toHaveTextContent("9 days");
    expect(soapRow.getByText("On order:").nextSibling).toHaveTextContent("12 pieces");
    expect(soapRow.getByText("Suggested order:").nextSibling).toHaveTextContent("4 pieces");
    expect(rowOf("Bath Towels").getByText("Days until out:").nextSibling).toHaveTextContent("Out today");
    expect(rowOf("Bath Towels").getByText("Suggested order:").nextSibling).toHaveTextContent("16 sets");
    expect(rowOf("Paper Cups").getByText("Days until out:").nextSibling).toHaveTextContent("Not enough data");
    expect(screen.getByText("+4 more")).toBeInTheDocument();
  });

  it("sorts by days until out from a labelled control reached with the keyboard", async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    render(<Harness onSort={onSort} />);
    const group = screen.getByRole("group", { name: "Sort by" });
    const byName = within(group).getByRole("button", { name: "Name" });
    const byDays = within(group).getByRole("button", { name: "Days until out" });
    expect(byName).toHaveAttribute("aria-pressed", "true");
    expect(byDays).toHaveAttribute("aria-pressed", "false");

    await user.tab();
    await user.tab();
    expect(byDays).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onSort).toHaveBeenLastCalledWith("daysUntilOut");
    expect(byDays).toHaveAttribute("aria-pressed", "true");
    expect(byName).toHaveAttribute("aria-pressed", "false");
  });

  it("shows the chosen item", async () => {
    const user = userEvent.setup();
    const onShow = vi.fn();
    render(<Harness onShow={onShow} />);
    await user.click(screen.getByRole("button", { name: "Paper Cups" }));
    expect(onShow).toHaveBeenCalledWith(cups);
  });

  it("shows nothing while no item is low", () => {
    const { container } = render(
      <LowStockAlert items={[]} total={0} onShow={vi.fn()} sort="name" onSortChange={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe("UsageForecast", () => {
  const card = (item: Parameters<typeof UsageForecast>[0]["item"]) =>
    render(
      <dl>
        <UsageForecast item={item} />
      </dl>,
    );

  it("gives the days until out and the pace", () => {
    card({ unit: "bottles", avgDailyUse: 1.5, daysUntilOut: 12, forecastStatus: "ok" });
    expect(screen.getByText("Days until out").nextSibling).toHaveTextContent("12 daysAbout 1.5 bottles a day");
  });

  it("says not enough data and why, never a number", () => {
    card({ unit: "pieces", avgDailyUse: 0, daysUntilOut: null, forecastStatus: "no_recent_use" });
    expect(screen.getByText("Not enough data")).toBeInTheDocument();
    expect(screen.getByText("No use recorded in the last 30 days")).toBeInTheDocument();
  });

  it("draws nothing for an item answer without a forecast", () => {
    const { container } = card({ unit: "pieces" });
    expect(container.querySelector("dt")).toBeNull();
  });
});
