import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ItemCard } from "@/features/inventory";
import { makeItem } from "@/test/fixtures";
import { makeLine, makeRequest } from "@/test/requestFixtures";
import { renderWithProviders } from "@/test/utils";
import { RequestCard } from "./RequestCard";

const LONG_REASON = "The wedding party booked every room on the second floor and asked for extra towels. ".repeat(8);

/** jsdom lays nothing out: every element measures as text taller than its three clamped lines. */
function layOutOverflowing() {
  vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(240);
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(60);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("long texts on request cards (issue 17.9)", () => {
  it("clamps a long reason to three lines; Show more reveals it without opening the details", async () => {
    layOutOverflowing();
    const onOpen = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <RequestCard
        request={makeRequest({ reason: LONG_REASON.trim() })}
        canReview={false}
        onOpen={onOpen}
        onReview={vi.fn()}
      />,
    );

    const card = within(screen.getByRole("article", { name: "Bath Towels" }));
    expect(card.getByText(LONG_REASON.trim())).toHaveClass("line-clamp-3");
    await user.click(card.getByRole("button", { name: "Show more" }));

    expect(card.getByText(LONG_REASON.trim())).not.toHaveClass("line-clamp-3");
    expect(card.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
    expect(onOpen).not.toHaveBeenCalled();
  });

  it("says '1 piece' and '1 box', not '1 pieces'", () => {
    renderWithProviders(
      <RequestCard
        request={makeRequest({
          items: [
            makeLine({ id: 1, requestedQuantity: 1 }),
            makeLine({ id: 2, itemId: 12, name: "Coffee Pods", unit: "boxes", requestedQuantity: 1 }),
            makeLine({ id: 3, itemId: 13, name: "Paper Cups", unit: "packs", requestedQuantity: 4 }),
          ],
        })}
        canReview={false}
        onOpen={vi.fn()}
        onReview={vi.fn()}
      />,
    );

    const lines = within(screen.getByRole("list", { name: "Requested items" }));
    expect(lines.getByText("1 piece")).toBeInTheDocument();
    expect(lines.getByText("1 box")).toBeInTheDocument();
    expect(lines.getByText("4 packs")).toBeInTheDocument();
  });
});

describe("long texts on item cards (issue 17.9)", () => {
  const actions = { onEdit: vi.fn(), onHistory: vi.fn(), onDelete: vi.fn() };

  it("clamps a long description and shows stock in the singular after one", () => {
    layOutOverflowing();
    renderWithProviders(
      <ItemCard
        item={makeItem({ description: LONG_REASON.trim(), currentStock: 1, minStock: 5, unit: "bottles" })}
        highlighted={false}
        actions={actions}
      />,
    );

    expect(screen.getByText(LONG_REASON.trim())).toHaveClass("line-clamp-3");
    expect(screen.getByRole("button", { name: "Show more" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("1 bottle")).toBeInTheDocument();
    expect(screen.getByText("5 bottles")).toBeInTheDocument();
  });

  it("shows a short description whole, without a button", () => {
    renderWithProviders(
      <ItemCard item={makeItem({ description: "Lavender" })} highlighted={false} actions={actions} />,
    );

    expect(screen.getByText("Lavender")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });
});
