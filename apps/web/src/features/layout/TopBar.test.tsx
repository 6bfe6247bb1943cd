import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, makeUser, mockFetch, renderWithProviders } from "@/test/utils";
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

describe("TopBar notifications", () => {
  it("gives owners, managers and demo accounts the notifications button, not the admin", async () => {
    mockFetch({ "GET /api/notifications/unread": () => jsonResponse(200, { unread: 2 }) });
    for (const role of ["owner", "manager", "demo"] as const) {
      const { unmount } = renderWithProviders(<TopBar user={makeUser({ role })} />);
      expect(await screen.findByRole("button", { name: "Notifications: 2 unread" })).toBeInTheDocument();
      unmount();
    }
    renderWithProviders(<TopBar user={makeUser({ role: "admin", planTier: null })} />);
    expect(screen.queryByRole("button", { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});
