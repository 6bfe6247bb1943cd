import { screen, within } from "@testing-library/react";
import { formatCents, PAID_PLANS } from "@stockroom/shared";
import { describe, expect, it } from "vitest";
import { signedInClient } from "@/test/fixtures";
import { makeUser, mockFetch, renderApp, signedOut } from "@/test/utils";

describe("PricingPage", () => {
  it("lists the six paid plans from the catalogue with 'Most Popular' on growth", async () => {
    mockFetch({ "GET /api/auth/user": signedOut });
    renderApp("/pricing");

    expect(await screen.findByRole("heading", { level: 1, name: "Choose Your Plan" })).toBeInTheDocument();
    // Direct children only: each card holds its own feature list.
    const cards = Array.from(screen.getByRole("list", { name: "Plans" }).children) as HTMLElement[];
    expect(cards).toHaveLength(6);
    cards.forEach((card, index) => {
      const plan = PAID_PLANS[index];
      const view = within(card);
      expect(view.getByRole("heading", { name: plan.name })).toBeInTheDocument();
      expect(view.getByText(formatCents(plan.price))).toBeInTheDocument();
      expect(view.getByRole("link", { name: `Choose ${plan.name}` })).toHaveAttribute(
        "href",
        `/checkout?plan=${plan.tier}&billing=monthly`,
      );
      expect(view.queryByText("Most Popular") !== null).toBe(plan.tier === "growth");
    });
    expect(screen.queryByRole("heading", { name: "Demo" })).not.toBeInTheDocument();
  });

  it("leads a demo account to 'Become a Customer' instead of a checkout", async () => {
    mockFetch({});
    renderApp("/pricing", { queryClient: signedInClient(makeUser({ role: "demo", subscriptionTier: "demo" })) });

    for (const plan of PAID_PLANS) {
      expect(await screen.findByRole("link", { name: `Choose ${plan.name}` })).toHaveAttribute(
        "href",
        `/become-customer?plan=${plan.tier}`,
      );
    }
  });
});
