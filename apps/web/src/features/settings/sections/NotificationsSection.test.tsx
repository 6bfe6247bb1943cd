import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { NotificationPreferences } from "@stockroom/shared";
import { describe, expect, it } from "vitest";
import { makeProperty, signedInClient, STATS } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderApp, requestUrl, sentJson } from "@/test/utils";

/** The weekly digest's day in Settings → Notifications (issue 20.5, decision 135). */

function openSettings(stored: Partial<NotificationPreferences>) {
  let saved: unknown = { lowStockAlerts: true, requestUpdates: true, weeklyReports: false, ...stored };
  const fetchMock = mockFetch({
    "GET /api/dashboard/stats": () => jsonResponse(200, STATS),
    "GET /api/properties?items=false": () => jsonResponse(200, [makeProperty()]),
    "GET /api/users": () => jsonResponse(200, []),
    "GET /api/auth/preferences": () => jsonResponse(200, saved),
    "PUT /api/auth/preferences": (init) => jsonResponse(200, (saved = sentJson(init))),
  });
  renderApp("/settings", { queryClient: signedInClient(makeUser()) });
  return { fetchMock, ui: userEvent.setup() };
}

const putBodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => requestUrl(url) === "/api/auth/preferences" && init?.method === "PUT")
    .map(([, init]) => sentJson(init));

describe("NotificationsSection: the weekly report day", () => {
  it("shows the day select only while weekly reports are on", async () => {
    const { ui } = openSettings({ weeklyReports: false });
    const weekly = await screen.findByRole("checkbox", { name: "Weekly reports" });
    expect(screen.queryByRole("combobox", { name: "Weekly report day" })).not.toBeInTheDocument();

    await ui.click(weekly);
    const day = screen.getByRole("combobox", { name: "Weekly report day" });
    // Preferences saved before the day existed come without it: Monday.
    expect(day).toHaveTextContent("Monday");
    expect(day).toHaveAccessibleDescription(/every Monday from 07:00 UTC/);
    await ui.click(weekly);
    expect(screen.queryByRole("combobox", { name: "Weekly report day" })).not.toBeInTheDocument();
  });

  it("saves the chosen day, confirms it, and shows it from the server's answer", async () => {
    const { ui, fetchMock } = openSettings({ weeklyReports: true, weeklyReportDay: "tuesday" });
    const day = await screen.findByRole("combobox", { name: "Weekly report day" });
    await screen.findByText(/every Tuesday/);
    expect(day).toHaveTextContent("Tuesday");

    await ui.click(day);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    await ui.click(screen.getByRole("option", { name: "Thursday" }));
    await ui.click(screen.getByRole("button", { name: "Save Preferences" }));

    expect(await screen.findByText("Preferences Saved")).toBeInTheDocument();
    expect(putBodies(fetchMock)).toEqual([
      { lowStockAlerts: true, requestUpdates: true, weeklyReports: true, weeklyReportDay: "thursday" },
    ]);
    expect(screen.getByRole("combobox", { name: "Weekly report day" })).toHaveTextContent("Thursday");
    expect(screen.getByText(/every Thursday from 07:00 UTC/)).toBeInTheDocument();
  });

  it("keeps the day when weekly reports are turned off, so turning them on again finds it", async () => {
    const { ui, fetchMock } = openSettings({ weeklyReports: true, weeklyReportDay: "saturday" });
    await screen.findByText(/every Saturday/);
    await ui.click(screen.getByRole("checkbox", { name: "Weekly reports" }));
    await ui.click(screen.getByRole("button", { name: "Save Preferences" }));

    expect(await screen.findByText("Preferences Saved")).toBeInTheDocument();
    expect(putBodies(fetchMock)).toEqual([
      { lowStockAlerts: true, requestUpdates: true, weeklyReports: false, weeklyReportDay: "saturday" },
    ]);
  });
});
