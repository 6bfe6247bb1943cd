import type { RequestDto } from "@stockroom/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { makeProperty, signedInClient } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderWithProviders } from "@/test/utils";
import { makeLine, makeRequest } from "../testData";
import { RequestsPage } from "./RequestsPage";

const LIST = "GET /api/requests?limit=200";

const approved = makeRequest({
  id: 8,
  status: "approved",
  reason: "Multiple items requested: Paper Cups (5 packs), Keycards (20 pieces). Reason: Breakfast rush",
  reviewer: { firstName: "Olivia", lastName: "Bennett", profileImageUrl: null },
  reviewedAt: "2025-03-05T14:05:00.000Z",
  trackingNumber: "1Z999AA1",
  notes: "Ordered today\n--- SYSTEM DATA ---\nApproved Items: []",
  items: [
    makeLine({
      id: 5,
      name: "Paper Cups",
      unit: "packs",
      requestedQuantity: 5,
      approvedQuantity: 5,
      state: "approved",
    }),
    makeLine({ id: 6, name: "Keycards", requestedQuantity: 20, approvedQuantity: 0, state: "denied", denied: true }),
  ],
});
const all: RequestDto[] = [
  makeRequest({ id: 7 }),
  approved,
  makeRequest({ id: 9, status: "received" }),
  makeRequest({ id: 10, status: "declined" }),
];

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderPage(role: "owner" | "manager", path = "/requests", extra: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    [LIST]: () => jsonResponse(200, all),
    "GET /api/properties": () => jsonResponse(200, [makeProperty()]),
    ...extra,
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/requests"
        element={
          <>
            <RequestsPage />
            <Location />
          </>
        }
      />
    </Routes>,
    { path, queryClient: signedInClient(makeUser({ role })) },
  );
  return { user: userEvent.setup(), fetchMock };
}

describe("RequestsPage", () => {
  it("counts each tab and lets owners approve pending requests", async () => {
    const { user } = renderPage("owner");

    expect(await screen.findByRole("tab", { name: "Pending (1)" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Approved (2)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Declined (1)" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Filter by property" })).toHaveTextContent("All Properties");
    expect(screen.getByRole("link", { name: "New Request" })).toHaveAttribute("href", "/requests/new");

    const card = within(screen.getByRole("article", { name: "Bath Towels" }));
    expect(card.getByText("Pending")).toBeInTheDocument();
    await user.click(card.getByRole("button", { name: "Approve" }));
    expect(screen.getByRole("dialog", { name: "Approve Request" })).toBeInTheDocument();
  });

  it("shows the review, the visible note, denied items and the outcome on approved cards", async () => {
    const { user } = renderPage("owner");
    await user.click(await screen.findByRole("tab", { name: "Approved (2)" }));

    const card = within(screen.getByRole("article", { name: "Paper Cups and Keycards" }));
    expect(card.getByText("Breakfast rush")).toBeInTheDocument();
    expect(card.getByText("Olivia Bennett on Mar 5, 2025 at 2:05 PM", { exact: false })).toBeInTheDocument();
    expect(card.getByText("Ordered today")).toBeInTheDocument();
    expect(card.queryByText(/SYSTEM DATA/)).not.toBeInTheDocument();
    expect(card.getByText("1Z999AA1")).toBeInTheDocument();
    expect(card.getByText("5 approved")).toBeInTheDocument();
    expect(card.getByText("Denied")).toBeInTheDocument();
    expect(card.getByText("✓ Processed")).toBeInTheDocument();
    expect(card.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Declined (1)" }));
    expect(screen.getByText("✗ Declined")).toBeInTheDocument();
  });

  it("gives managers neither the filter nor review buttons", async () => {
    renderPage("manager");

    expect(await screen.findByRole("article", { name: "Bath Towels" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Filter by property" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
  });

  it("opens ?openRequest in the detail dialog and then removes the parameter", async () => {
    renderPage("owner", "/requests?openRequest=8", { "GET /api/requests/8": () => jsonResponse(200, approved) });

    const dialog = within(await screen.findByRole("dialog", { name: "Request #8" }));
    expect(dialog.getByText("1Z999AA1")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("location")).toHaveTextContent(/^\/requests$/));
  });

  it("opens the detail dialog from a card", async () => {
    const { user } = renderPage("manager");

    await user.click(await screen.findByRole("button", { name: "View Details of Bath Towels" }));
    expect(screen.getByRole("dialog", { name: "Request #7" })).toBeInTheDocument();
  });
});
