import type { Role } from "@stockroom/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInClient } from "@/test/fixtures";
import { makeLine, makeRequest } from "@/test/requestFixtures";
import { jsonResponse, makeUser, mockFetch, pending, renderWithProviders } from "@/test/utils";
import { RecentRequests } from "./RecentRequests";

const PENDING_ONLY = "GET /api/requests?status=pending&limit=5";
const ANY_STATUS = "GET /api/requests?limit=5";

const requests = [
  makeRequest({ id: 1, status: "pending", createdAt: "2025-03-04T09:30:00.000Z" }),
  makeRequest({
    id: 2,
    status: "approved",
    items: [
      makeLine({ id: 5, name: "Paper Cups", unit: "packs", requestedQuantity: 5 }),
      makeLine({ id: 6, name: "Keycards", requestedQuantity: 20 }),
    ],
  }),
];

function renderRecent(role: Role, routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch(routes);
  renderWithProviders(<RecentRequests />, { queryClient: signedInClient(makeUser({ role })) });
  return { fetchMock, region: () => within(screen.getByRole("region", { name: "Recent Requests" })) };
}

describe("RecentRequests", () => {
  it("shows three skeleton rows while loading", () => {
    const { region } = renderRecent("owner", { [PENDING_ONLY]: pending });

    expect(region().getByRole("list", { name: "Loading requests" }).children).toHaveLength(3);
  });

  it.each<Role>(["owner", "demo"])(
    "asks only for pending requests for the %s role, with review buttons",
    async (role) => {
      const { region, fetchMock } = renderRecent(role, {
        [PENDING_ONLY]: () => jsonResponse(200, requests.slice(0, 1)),
      });

      const link = await region().findByRole("link", { name: /Bath Towels/ });
      expect(link).toHaveAttribute("href", "/requests?openRequest=1");
      expect(link).toHaveTextContent("Marco Silva · 10 pieces · Mar 4, 2025");
      expect(link).toHaveTextContent("Pending");
      expect(region().getByRole("button", { name: "Approve" })).toBeInTheDocument();
      expect(region().getByRole("button", { name: "Decline" })).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    },
  );

  it("shows a manager every status, without action buttons", async () => {
    const { region } = renderRecent("manager", { [ANY_STATUS]: () => jsonResponse(200, requests) });

    const links = await region().findAllByRole("link", { name: /openRequest|Bath Towels|Paper Cups/ });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/requests?openRequest=1",
      "/requests?openRequest=2",
    ]);
    expect(links[1]).toHaveTextContent("Paper Cups and Keycards");
    // Packs and pieces are not added together (issue 37).
    expect(links[1]).toHaveTextContent("2 items: 5 packs and 20 pieces");
    expect(links[1]).toHaveTextContent("Approved");
    expect(region().queryByRole("button")).not.toBeInTheDocument();
    expect(region().getByRole("link", { name: "View All requests" })).toHaveAttribute("href", "/requests");
  });

  it("uses the role's empty text", async () => {
    renderRecent("owner", { [PENDING_ONLY]: () => jsonResponse(200, []) });
    expect(await screen.findByText("No pending requests at this time")).toBeInTheDocument();
  });

  it("says 'No recent requests' to other roles", async () => {
    renderRecent("manager", { [ANY_STATUS]: () => jsonResponse(200, []) });
    expect(await screen.findByText("No recent requests")).toBeInTheDocument();
  });
});
