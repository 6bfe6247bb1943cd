import { WEB_PAGE_SIZE } from "@stockroom/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeProperty, signedInClient } from "@/test/fixtures";
import { makeLine, makeRequest } from "@/test/requestFixtures";
import { jsonResponse, makeUser, mockFetch, pageResponse, renderWithProviders } from "@/test/utils";
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
    makeLine({
      id: 2,
      name: "Paper Cups",
      unit: "packs",
      requestedQuantity: 1,
      approvedQuantity: 4,
      receivedQuantity: 0,
      state: "missing",
    }),
  ],
});

const APPROVED = `GET /api/approved-requests?limit=${WEB_PAGE_SIZE}`;
const RECEIVED = `GET /api/received-requests?limit=${WEB_PAGE_SIZE}`;

function renderPage(properties = [makeProperty()], approvedStatus = 200, extra: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    "GET /api/managed-properties?items=false": () => jsonResponse(200, properties),
    "GET /api/requests/counts": () => jsonResponse(200, { pending: 0, approved: 0, received: 1, declined: 0 }),
    [APPROVED]: () => jsonResponse(approvedStatus, approvedStatus === 200 ? [] : { message: "Internal Server Error" }),
    [RECEIVED]: () => pageResponse([received]),
    ...extra,
  });
  renderWithProviders(<ReceiveItemsPage />, {
    path: "/receive-items",
    queryClient: signedInClient(makeUser({ role: "manager" })),
  });
  return { user: userEvent.setup(), fetchMock };
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

  it("counts the tabs from the server and pages each list with 'Load more'", async () => {
    const ready = Array.from({ length: WEB_PAGE_SIZE }, (_, i) => makeRequest({ id: 200 - i, status: "approved" }));
    const cups = makeLine({ id: 3, name: "Paper Cups", unit: "packs", approvedQuantity: 4, state: "approved" });
    const { user, fetchMock } = renderPage(undefined, 200, {
      "GET /api/requests/counts": () => jsonResponse(200, { pending: 0, approved: 51, received: 1, declined: 0 }),
      [APPROVED]: () => pageResponse(ready, "after-151"),
      [`${APPROVED}&cursor=after-151`]: () =>
        pageResponse([makeRequest({ id: 150, status: "approved", items: [cups] })]),
    });

    expect(await screen.findByRole("tab", { name: "Ready to Receive (51)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Received Requests (1)" })).toBeInTheDocument();
    expect(await screen.findAllByRole("article")).toHaveLength(WEB_PAGE_SIZE);

    await user.click(screen.getByRole("button", { name: "Load more" }));

    expect(await screen.findByRole("article", { name: "Paper Cups" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(WEB_PAGE_SIZE + 1);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      `/api/approved-requests?limit=${WEB_PAGE_SIZE}&cursor=after-151`,
    );
  });

  it("shows the audit trail of a received request", async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole("tab", { name: "Received Requests (1)" }));
    await user.click(screen.getByRole("button", { name: "View Audit Trail of Bath Towels and Paper Cups" }));

    const dialog = within(screen.getByRole("dialog", { name: "Audit Trail" }));
    expect(dialog.getByText("71%")).toBeInTheDocument();
    expect(dialog.getByText("10 of 14 approved units received")).toBeInTheDocument();
    expect(dialog.getByText("3 days")).toBeInTheDocument();
    expect(dialog.getByText(/by Olivia Bennett on Mar 1, 2025/)).toBeInTheDocument();
    expect(dialog.getByText(/by Marco Silva on Mar 3, 2025/)).toBeInTheDocument();
    expect(dialog.getByRole("row", { name: /Paper Cups/ })).toHaveTextContent("0 (Missing)");
    // The requested amount agrees with its unit (issue 17.9): one pack, not "1 packs".
    expect(dialog.getByRole("row", { name: /Paper Cups/ })).toHaveTextContent("1 pack");
    expect(dialog.getByRole("row", { name: /Paper Cups/ })).not.toHaveTextContent("1 packs");
  });
});
