import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeUser, renderWithProviders } from "@/test/utils";
import { SubscriptionSection } from "./SubscriptionSection";

describe("SubscriptionSection", () => {
  it("shows a manager their owner's plan, not the tier of their own row", () => {
    renderWithProviders(
      <SubscriptionSection user={makeUser({ role: "manager", subscriptionTier: "starter", planTier: "growth" })} />,
    );
    expect(screen.getByText(/^Current plan:/)).toHaveTextContent("Current plan: Growth");
  });

  it("shows the admin no plan", () => {
    renderWithProviders(<SubscriptionSection user={makeUser({ role: "admin", planTier: null })} />);
    expect(screen.queryByText(/^Current plan:/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Manage Subscription" })).toBeInTheDocument();
  });

  it("shows a demo account the demo plan", () => {
    renderWithProviders(
      <SubscriptionSection user={makeUser({ role: "demo", subscriptionTier: "demo", planTier: "demo" })} />,
    );
    expect(screen.getByText(/^Current plan:/)).toHaveTextContent("Current plan: Demo");
  });
});
