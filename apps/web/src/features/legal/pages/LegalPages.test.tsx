import { screen } from "@testing-library/react";
import { formatCents, PAID_PLANS, PLANS } from "@stockroom/shared";
import { describe, expect, it } from "vitest";
import { mockFetch, renderApp, signedOut } from "@/test/utils";

const PAGES = [
  { path: "/privacy-policy", title: "Privacy Policy" },
  { path: "/terms-of-service", title: "Terms of Service" },
  { path: "/cookies-policy", title: "Cookies Policy" },
];

describe("legal pages", () => {
  it.each(PAGES)("$title shows its date, the operator and the public header", async ({ path, title }) => {
    mockFetch({ "GET /api/auth/user": signedOut });
    renderApp(path);

    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText("Last updated June 6, 2025")).toBeInTheDocument();
    expect(screen.getAllByText(/Stockroom Software Ltd\./).length).toBeGreaterThan(0);
    expect(screen.getByText(/18 or over/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `${window.location.origin}${path}`);
  });

  it("states the catalogue's prices, the additional-property price and the liability cap", async () => {
    mockFetch({ "GET /api/auth/user": signedOut });
    renderApp("/terms-of-service");

    await screen.findByRole("heading", { level: 1, name: "Terms of Service" });
    for (const plan of PAID_PLANS) {
      expect(screen.getByText(new RegExp(`^${plan.name}: \\${formatCents(plan.price)} per month`))).toBeInTheDocument();
    }
    const extra = formatCents(PLANS.enterprise.additionalHotelPrice ?? Number.NaN);
    expect(screen.getByText(new RegExp(`each additional property costs \\${extra} per month`))).toBeInTheDocument();
    expect(screen.getByText(/amounts you paid us in the 6 months/)).toBeInTheDocument();
  });

  it("lists what the privacy policy collects and the session cookie", async () => {
    mockFetch({ "GET /api/auth/user": signedOut });
    renderApp("/privacy-policy");

    await screen.findByRole("heading", { level: 1, name: "Privacy Policy" });
    expect(screen.getByText(/customer id our card payment provider/)).toBeInTheDocument();
    expect(screen.getByText(/role-based permissions/)).toBeInTheDocument();
  });
});
