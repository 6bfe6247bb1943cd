import { WEB_PAGE_SIZE } from "@stockroom/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { makeProperty, signedInClient } from "@/test/fixtures";
import { makeLine, makeRequest } from "@/test/requestFixtures";
import { jsonResponse, makeUser, mockFetch, pageResponse, renderWithProviders } from "@/test/utils";
import { RequestsPage } from "./RequestsPage";

const list = (status: string, extra = "") => `GET /api/requests?status=${status}${extra}&limit=${WEB_PAGE_SIZE}`;
const COUNTS = { pending: 1, approved: 1, received: 1, declined: 1 };

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
// The Approved tab lists approved and received requests together, as the server orders them.
const received = makeRequest({ id: 9, status: "received", createdAt: "2025-03-06T09:30:00.000Z" });

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderPage(role: "owner" | "manager", path = "/requests", extra: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    "GET /api/requests/counts": () => jsonResponse(200, COUNTS),
    [list("pending")]: () => pageResponse([makeRequest({ id: 7 })]),
    [list("approved%2Creceived")]: () => pageResponse([received, approved]),
    [list("declined")]: () => pageResponse([makeRequest({ id: 10, status: "declined" })]),
    "GET /api/properties?items=false": () => jsonResponse(200, [makeProperty()]),
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
    expect(await screen.findByRole("dialog", { name: "Approve Request" })).toBeInTheDocument();
  });

  it("takes the tab counts from the server and filters counts and lists by property", async () => {
    const { user, fetchMock } = renderPage("owner", "/requests", {
      "GET /api/requests/counts": () => jsonResponse(200, { pending: 61, approved: 3, received: 4, declined: 0 }),
      "GET /api/requests/counts?propertyId=1": () =>
        jsonResponse(200, { pending: 2, approved: 0, received: 1, declined: 0 }),
      [list("pending", "&propertyId=1")]: () => pageResponse([makeRequest({ id: 12 })]),
    });

    expect(await screen.findByRole("tab", { name: "Pending (61)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Approved (7)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Declined (0)" })).toBeInTheDocument();

    await user.click(screen.getByRole("combobox", { name: "Filter by property" }));
    await user.click(await screen.findByRole("option", { name: "Harbor View Hotel" }));

    expect(await screen.findByRole("tab", { name: "Pending (2)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Approved (1)" })).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
        `/api/requests?status=pending&propertyId=1&limit=${WEB_PAGE_SIZE}`,
      ),
    );
  });

  it("loads the next page with the cursor from 'Load more', from the keyboard too", async () => {
    let answerNextPage: (response: Response) => void = () => {};
    // A page with a next cursor is a full page.
    const firstPage = Array.from({ length: WEB_PAGE_SIZE }, (_, i) => makeRequest({ id: 100 - i }));
    const { user } = renderPage("manager", "/requests", {
      [list("pending")]: () => pageResponse(firstPage, "after-51"),
      [`${list("pending")}&cursor=after-51`]: () => new Promise<Response>((resolve) => (answerNextPage = resolve)),
    });

    const more = await screen.findByRole("button", { name: "Load more" });
    more.focus();
    await user.keyboard("{Enter}");

    expect(more).toHaveTextContent("Loading more…");
    expect(more).toHaveAttribute("aria-disabled", "true");
    expect(more).toHaveFocus();
    const cups = makeLine({ id: 3, name: "Paper Cups", unit: "packs" });
    answerNextPage(pageResponse([makeRequest({ id: 6, items: [cups] })]));

    expect(await screen.findByRole("article", { name: "Paper Cups" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(WEB_PAGE_SIZE + 1);
    // The last page has no X-Next-Cursor: nothing more to load.
    expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
  });

  it("lists approved and received requests together on Approved, newest first", async () => {
    const { user } = renderPage("owner");
    await user.click(await screen.findByRole("tab", { name: "Approved (2)" }));

    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAccessibleName("Bath Towels");
    expect(cards[1]).toHaveAccessibleName("Paper Cups and Keycards");
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
