import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeUser, renderWithProviders } from "@/test/utils";
import { TopBar } from "./TopBar";

const planBadge = () => screen.queryByText(/ Plan$/);

describe("TopBar plan badge", () => {
  it("shows the owner's plan", () => {
    renderWithProviders(<TopBar user={makeUser({ role: "owner", subscriptionTier: "growth", planTier: "growth" })} />);
    expect(planBadge()).toHaveTextContent("Growth Plan");
  });

  it("shows a manager their owner's plan, not the tier of their own row", () => {
    renderWithProviders(
      <TopBar user={makeUser({ role: "manager", subscriptionTier: "starter", planTier: "growth" })} />,
    );
    expect(planBadge()).toHaveTextContent("Growth Plan");
    expect(screen.queryByText("Starter Plan")).not.toBeInTheDocument();
  });

  it("shows the admin no plan", () => {
    renderWithProviders(<TopBar user={makeUser({ role: "admin", subscriptionTier: "starter", planTier: null })} />);
    expect(planBadge()).not.toBeInTheDocument();
    expect(screen.getByText("Admin")).toBeInTheDocument();
  });

  it("shows a demo account the demo plan", () => {
    renderWithProviders(<TopBar user={makeUser({ role: "demo", subscriptionTier: "demo", planTier: "demo" })} />);
    expect(planBadge()).toHaveTextContent("Demo Plan");
  });
});
