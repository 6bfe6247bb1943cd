import type { NotificationDto } from "@stockroom/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, pageResponse, renderWithProviders, sentJson } from "@/test/utils";
import { NotificationsBell } from "./NotificationsBell";

const LIST = "GET /api/notifications?limit=20";

function makeNotification(overrides: Partial<NotificationDto> = {}): NotificationDto {
  return {
    id: 1,
    kind: "low_stock",
    title: "Low stock: Bath Towels",
    body: "Harbor View Hotel: 3 pieces left, minimum 10 pieces",
    link: "/inventory?propertyId=4&category=housekeeping#inventory-item-9",
    createdAt: "2026-11-24T10:00:00.000Z",
    readAt: null,
    ...overrides,
  };
}

const towels = makeNotification();
const approved = makeNotification({
  id: 2,
  kind: "request_approved",
  title: "Request #12 approved",
  body: "Harbor View Hotel: Bath Towels",
  link: "/requests?openRequest=12",
  readAt: "2026-11-24T11:00:00.000Z",
});

function renderBell({ unread = 1, items = [towels, approved] } = {}) {
  const fetchMock = mockFetch({
    "GET /api/notifications/unread": () => jsonResponse(200, { unread }),
    [LIST]: () => pageResponse(items),
    "POST /api/notifications/read": (init) => {
      const body = sentJson<{ ids?: number[]; all?: true }>(init);
      return jsonResponse(200, { updated: body.ids?.length ?? unread });
    },
  });
  renderWithProviders(<NotificationsBell />);
  return fetchMock;
}

const readBodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === "/api/notifications/read" && init?.method === "POST")
    .map(([, init]) => sentJson(init));

describe("NotificationsBell", () => {
  it("names the unread count and opens a labelled list of links from the keyboard", async () => {
    const user = userEvent.setup();
    renderBell();
    const button = await screen.findByRole("button", { name: "Notifications: 1 unread" });
    button.focus();
    await user.keyboard("{Enter}");

    const dialog = await screen.findByRole("dialog", { name: "Notifications" });
    const low = await within(dialog).findByRole("link", { name: /Low stock: Bath Towels/ });
    expect(low).toHaveAttribute("href", "/inventory?propertyId=4&category=housekeeping#inventory-item-9");
    expect(low).toHaveTextContent("Unread");
    expect(within(dialog).getByRole("link", { name: /Request #12 approved/ })).not.toHaveTextContent("Unread");
  });

  it("marks one read when it is followed, and closes", async () => {
    const user = userEvent.setup();
    const fetchMock = renderBell();
    await user.click(await screen.findByRole("button", { name: "Notifications: 1 unread" }));
    await user.click(await screen.findByRole("link", { name: /Low stock: Bath Towels/ }));

    await waitFor(() => expect(readBodies(fetchMock)).toEqual([{ ids: [1] }]));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("marks all read, and offers it only while something is unread", async () => {
    const user = userEvent.setup();
    const fetchMock = renderBell();
    await user.click(await screen.findByRole("button", { name: "Notifications: 1 unread" }));
    await user.click(await screen.findByRole("button", { name: "Mark all read" }));
    await waitFor(() => expect(readBodies(fetchMock)).toEqual([{ all: true }]));
  });

  it("says so when there is nothing, with Mark all read disabled", async () => {
    const user = userEvent.setup();
    renderBell({ unread: 0, items: [] });
    await user.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("No notifications yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all read" })).toBeDisabled();
  });

  it("says the list failed to load", async () => {
    const user = userEvent.setup();
    mockFetch({
      "GET /api/notifications/unread": () => jsonResponse(200, { unread: 0 }),
      [LIST]: () => jsonResponse(500, { message: "Internal Server Error" }),
    });
    renderWithProviders(<NotificationsBell />);
    await user.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load notifications");
  });
});
