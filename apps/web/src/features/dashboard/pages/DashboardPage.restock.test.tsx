import { RESTOCK_MESSAGES } from "@stockroom/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeProperty, makeSummary, PAYMENT_OK, signedInClient, STATS } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderApp } from "@/test/utils";

const harbor = makeProperty({ id: 1, name: "Harbor View Hotel" });
const maple = makeProperty({ id: 2, name: "Maple Grove Inn" });
const figures = {
  ...PAYMENT_OK,
  "GET /api/dashboard/stats": () => jsonResponse(200, STATS),
  "GET /api/inventory/summary": () => jsonResponse(200, makeSummary({})),
  "GET /api/dashboard/stats?propertyId=1": () => jsonResponse(200, STATS),
  "GET /api/inventory/summary?propertyId=1": () => jsonResponse(200, makeSummary({})),
};
const restockLink = () => screen.findByRole("link", { name: RESTOCK_MESSAGES.button });

describe("Request all low items on the dashboard", () => {
  it("asks the owner for a property on All Properties, and takes the filter's property once chosen", async () => {
    mockFetch({ ...figures, "GET /api/properties?items=false": () => jsonResponse(200, [harbor, maple]) });
    const user = userEvent.setup();
    renderApp("/", { queryClient: signedInClient(makeUser({ role: "owner" })) });

    expect(await restockLink()).toHaveAttribute("href", "/requests/new?restock=1");
    await user.click(await screen.findByRole("combobox", { name: "Filter by property" }));
    await user.click(await screen.findByRole("option", { name: "Harbor View Hotel" }));
    expect(await restockLink()).toHaveAttribute("href", "/requests/new?restock=1&propertyId=1");
  });

  it("takes a manager's only property", async () => {
    mockFetch({ ...figures, "GET /api/managed-properties?items=false": () => jsonResponse(200, [harbor]) });
    renderApp("/", { queryClient: signedInClient(makeUser({ role: "manager" })) });

    expect(await screen.findByText("View your assigned property inventory")).toBeInTheDocument();
    expect(await restockLink()).toHaveAttribute("href", "/requests/new?restock=1&propertyId=1");
  });

  it("is not offered to the admin, who requests for no property of their own", async () => {
    mockFetch({ ...figures, "GET /api/properties?items=false": () => jsonResponse(200, []) });
    renderApp("/", { queryClient: signedInClient(makeUser({ role: "admin" })) });

    expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: RESTOCK_MESSAGES.button })).not.toBeInTheDocument();
  });
});
