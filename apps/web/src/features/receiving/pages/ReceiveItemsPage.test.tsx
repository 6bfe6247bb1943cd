import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeLine, makeRequest } from "@/features/requests/testData";
import { makeProperty, signedInClient } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderWithProviders } from "@/test/utils";
import { ReceiveItemsPage } from "./ReceiveItemsPage";

const received = makeRequest({
  id: 9,
  status: "received",
  createdAt: "2025-03-01T10:00:00.000Z",
  reviewedAt: "2025-03-01T12:00:00.000Z",
  receivedAt: "2025-03-03T11:00:00.000Z",
  reviewer: { firstName: "Olivia", lastName: "Bennett", profileImageUrl: null },
  receiver: { firstName: "Marco", lastName: "Silva", profileImageUrl: null },
  items: [
    makeLine({ id: 1, name: "Bath Towels", approvedQuantity: 10, receivedQuantity: 10, state: "received" }),
    makeLine({ id: 2, name: "Paper Cups", unit: "packs", approvedQuantity: 4, receivedQuantity: 0, state: "missing" }),
  ],
});

function renderPage(properties = [makeProperty()], approvedStatus = 200) {
  mockFetch({
    "GET /api/managed-properties": () => jsonResponse(200, properties),
    "GET /api/approved-requests": () =>
      jsonResponse(approvedStatus, approvedStatus === 200 ? [] : { message: "Internal Server Error" }),
    "GET /api/received-requests": () => jsonResponse(200, [received]),
  });
  renderWithProviders(<ReceiveItemsPage />, {
    path: "/receive-items",
    queryClient: signedInClient(makeUser({ role: "manager" })),
  });
  return userEvent.setup();
}

describe("ReceiveItemsPage", () => {
  it("has the back link and Refresh, and no property filter for a single property", async () => {
    renderPage();

    expect(await screen.findByRole("tab", { name: "Ready to Receive (0)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Requests" })).toHaveAttribute("href", "/requests");
    expect(screen.getByRole("button", { name: "Refresh" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Filter by property" })).not.toBeInTheDocument();
  });

  it("offers the property filter when there are several properties", async () => {
    renderPage([makeProperty(), makeProperty({ id: 2, name: "Maple Grove Inn" })]);

    expect(await screen.findByRole("combobox", { name: "Filter by property" })).toHaveTextContent("All Properties");
  });

  it("says 'Failed to fetch: {status}' when a list cannot be loaded", async () => {
    renderPage(undefined, 500);

    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch: 500");
  });

  it("shows the audit trail of a received request", async () => {
    const user = renderPage();
    await user.click(await screen.findByRole("tab", { name: "Received Requests (1)" }));
    await user.click(screen.getByRole("button", { name: "View Audit Trail of Bath Towels and Paper Cups" }));

    const dialog = within(screen.getByRole("dialog", { name: "Audit Trail" }));
    expect(dialog.getByText("71%")).toBeInTheDocument();
    expect(dialog.getByText("10 of 14 approved units received")).toBeInTheDocument();
    expect(dialog.getByText("3 days")).toBeInTheDocument();
    expect(dialog.getByText(/by Olivia Bennett on Mar 1, 2025/)).toBeInTheDocument();
    expect(dialog.getByText(/by Marco Silva on Mar 3, 2025/)).toBeInTheDocument();
    expect(dialog.getByRole("row", { name: /Paper Cups/ })).toHaveTextContent("0 (Missing)");
  });
});
