import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { WEB_PAGE_SIZE } from "@stockroom/shared";
import { describe, expect, it } from "vitest";
import { makeSupplier, signedInClient } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, pageResponse, renderWithProviders } from "@/test/utils";
import { PurchasingPage } from "./PurchasingPage";

function renderPage(role: "owner" | "manager", path = "/purchasing") {
  renderWithProviders(<PurchasingPage />, { path, queryClient: signedInClient(makeUser({ role })) });
  return userEvent.setup();
}

describe("PurchasingPage", () => {
  it("opens on Orders, and the Suppliers tab lists the suppliers", async () => {
    mockFetch({
      // The Orders tab's list, empty: that panel has tests of its own.
      [`GET /api/purchase-orders?limit=${WEB_PAGE_SIZE}`]: () => pageResponse([]),
      "GET /api/suppliers": () => jsonResponse(200, [makeSupplier({ name: "Harbor Linen" })]),
    });
    const user = renderPage("owner");

    expect(screen.getByRole("heading", { level: 1, name: "Purchasing" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Orders" })).toHaveAttribute("aria-selected", "true");

    await user.click(screen.getByRole("tab", { name: "Suppliers" }));
    expect(screen.getByRole("tab", { name: "Suppliers" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("article", { name: "Harbor Linen" })).toBeInTheDocument();
  });

  it("opens the tab named in the address", async () => {
    mockFetch({ "GET /api/suppliers": () => jsonResponse(200, []) });
    renderPage("owner", "/purchasing?tab=suppliers");
    expect(screen.getByRole("tab", { name: "Suppliers" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("heading", { name: "No suppliers yet" })).toBeInTheDocument();
  });

  it("is closed to managers", () => {
    mockFetch({});
    renderPage("manager");
    expect(screen.getByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
  });
});
