import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LIMITS, type SessionUser } from "@stockroom/shared";
import { afterEach, describe, expect, it } from "vitest";
import { makeLimitExceeded, makeManager, makeProperty, signedInClient, STATS } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderApp, requestUrl, sentJson } from "@/test/utils";

afterEach(() => localStorage.clear());

type Routes = Parameters<typeof mockFetch>[0];

function openSettings(user: SessionUser, routes: Routes = {}) {
  const fetchMock = mockFetch({
    "GET /api/dashboard/stats": () => jsonResponse(200, STATS),
    "GET /api/properties?items=false": () => jsonResponse(200, [makeProperty()]),
    "GET /api/users": () => jsonResponse(200, [makeManager()]),
    "GET /api/auth/preferences": () =>
      jsonResponse(200, { lowStockAlerts: true, requestUpdates: true, weeklyReports: false }),
    ...routes,
  });
  renderApp("/settings", { queryClient: signedInClient(user) });
  return { fetchMock, ui: userEvent.setup() };
}

async function createManager(ui: ReturnType<typeof userEvent.setup>) {
  await ui.click(await screen.findByRole("button", { name: "Create Manager" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Create Manager" }));
  await ui.type(dialog.getByLabelText("First name"), "Nina");
  await ui.type(dialog.getByLabelText("Last name"), "Nguyen");
  expect(dialog.getByRole("button", { name: "Create Manager" })).toBeDisabled();
  await ui.type(dialog.getByLabelText("Email"), "  nina@example.com ");
  await ui.click(dialog.getByRole("button", { name: "Create Manager" }));
}

describe("SettingsPage", () => {
  it("shows the owner's sections, plan, role and managers", async () => {
    openSettings(makeUser());

    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("olivia@example.com");
    expect(screen.getByText("Growth")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Manage Subscription" })).toHaveAttribute("href", "/subscription-settings");
    expect(
      within(await screen.findByRole("list", { name: "Managers" })).getByText("marco@example.com"),
    ).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Property Manager Assignments" })).toBeInTheDocument();
  });

  it("hides owner sections from managers", async () => {
    openSettings(makeUser({ role: "manager" }), {
      "GET /api/managed-properties?items=false": () => jsonResponse(200, []),
    });

    await screen.findByRole("heading", { level: 1, name: "Settings" });
    expect(screen.queryByRole("region", { name: "User Management" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Property Manager Assignments" })).not.toBeInTheDocument();
  });

  it("saves notification preferences to the server", async () => {
    const { ui, fetchMock } = openSettings(makeUser(), {
      "PUT /api/auth/preferences": (init) => jsonResponse(200, sentJson(init)),
    });
    const weekly = await screen.findByRole("checkbox", { name: "Weekly reports" });
    expect(screen.getByRole("checkbox", { name: "Low stock alerts" })).toBeChecked();
    expect(weekly).not.toBeChecked();
    await ui.click(weekly);
    await ui.click(screen.getByRole("button", { name: "Save Preferences" }));

    expect(await screen.findByText("Preferences Saved")).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(
      ([url, init]) => requestUrl(url) === "/api/auth/preferences" && init?.method === "PUT",
    );
    expect(sentJson(put?.[1])).toEqual({
      lowStockAlerts: true,
      requestUpdates: true,
      weeklyReports: true,
      weeklyReportDay: "monday",
    });
  });

  it("creates a manager with the trimmed email", async () => {
    const { ui, fetchMock } = openSettings(makeUser(), {
      "POST /api/users/create-manager": () =>
        jsonResponse(201, { ...makeManager({ id: "m2", email: "nina@example.com" }), invitationSent: true }),
    });
    await createManager(ui);

    expect(await screen.findByText("Manager Created")).toBeInTheDocument();
    // Queued for the outbox, not yet handed to SMTP: nothing says it was sent.
    expect(
      screen.getByText("An invitation to set a password will be emailed to nina@example.com."),
    ).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === "/api/users/create-manager")!;
    expect(sentJson(init)).toEqual({
      firstName: "Nina",
      lastName: "Nguyen",
      email: "nina@example.com",
      propertyId: "none",
    });
  });

  it("says a manager's new password link will be emailed, not that it was", async () => {
    const { ui } = openSettings(makeUser(), {
      "POST /api/users/m1/resend-invite": () => jsonResponse(200, { success: true, email: "marco@example.com" }),
    });
    await ui.click(await screen.findByRole("button", { name: "Reset Password for Marco Silva" }));
    expect(await screen.findByText("Password Link on Its Way")).toBeInTheDocument();
    expect(screen.getByText("A link to set a new password will be emailed to marco@example.com.")).toBeInTheDocument();
  });

  it("warns when the invitation email could not be sent", async () => {
    const { ui } = openSettings(makeUser(), {
      "POST /api/users/create-manager": () => jsonResponse(201, { ...makeManager(), invitationSent: false }),
    });
    await createManager(ui);

    expect((await screen.findAllByText("Failed to send invitation email")).length).toBeGreaterThan(0);
  });

  it("shows a demo account the invitation link instead of emailing it, with a copy button", async () => {
    const link = "http://localhost:5000/reset-password?token=demo-token";
    const { ui, fetchMock } = openSettings(makeUser({ role: "demo", subscriptionTier: "demo" }), {
      "POST /api/users/create-manager": () =>
        jsonResponse(201, {
          ...makeManager({ id: "m2", firstName: "Nina", lastName: "Nguyen", email: "nina@example.com" }),
          invitationSent: false,
          invitationLink: link,
        }),
      "POST /api/users/m1/resend-invite": () =>
        jsonResponse(200, { success: true, email: "marco@example.com", invitationLink: `${link}-2` }),
    });
    await ui.click(await screen.findByRole("button", { name: "Create Manager" }));
    expect(
      within(await screen.findByRole("dialog", { name: "Create Manager" })).getByText(/Demo accounts don't send email/),
    ).toBeInTheDocument();
    await ui.click(screen.getByRole("button", { name: "Cancel" }));
    await createManager(ui);

    const shown = within(await screen.findByRole("dialog", { name: "Invitation Link" }));
    expect(
      shown.getByText(/Demo accounts don't send email\. No email was sent to nina@example\.com/),
    ).toBeInTheDocument();
    expect(shown.getByLabelText("Set-password link")).toHaveValue(link);
    await ui.click(shown.getByRole("button", { name: "Copy" }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(await screen.findByText("Link Copied")).toBeInTheDocument();
    expect(screen.queryByText("Failed to send invitation email")).not.toBeInTheDocument();
    await ui.click(shown.getByRole("button", { name: "Done" }));

    await ui.click(await screen.findByRole("button", { name: "Reset Password for Marco Silva" }));
    const again = within(await screen.findByRole("dialog", { name: "Invitation Link" }));
    expect(again.getByLabelText("Set-password link")).toHaveValue(`${link}-2`);
    expect(again.getByText(/No email was sent to marco@example\.com/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => requestUrl(url).endsWith("/resend-invite"))).toHaveLength(1);
  });

  it("refuses a manager name longer than the limit before calling the server", async () => {
    const { ui, fetchMock } = openSettings(makeUser());
    await ui.click(await screen.findByRole("button", { name: "Create Manager" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Create Manager" }));
    await ui.type(dialog.getByLabelText("First name"), "N".repeat(LIMITS.managerName + 1));
    await ui.type(dialog.getByLabelText("Last name"), "Nguyen");
    await ui.type(dialog.getByLabelText("Email"), "nina@example.com");
    await ui.click(dialog.getByRole("button", { name: "Create Manager" }));

    expect(await dialog.findByText(`Must be at most ${LIMITS.managerName} characters`)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/users/create-manager")).toBe(false);
  });

  it("turns a 403 LIMIT_EXCEEDED into the upgrade prompt with the manager limit", async () => {
    const { ui } = openSettings(makeUser(), {
      "POST /api/users/create-manager": () =>
        jsonResponse(403, makeLimitExceeded({ message: "Manager limit reached" })),
    });
    await createManager(ui);

    const prompt = within(await screen.findByRole("dialog", { name: "Upgrade Required" }));
    expect(prompt.getByText("3 of 3 used")).toBeInTheDocument();
    expect(prompt.getByText(/Upgrade to the Pro plan/)).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Create Manager" })).not.toBeInTheDocument();
  });

  it("uses the defaults for an unparsable 403", async () => {
    const { ui } = openSettings(makeUser(), {
      "POST /api/users/create-manager": () => new Response("Forbidden", { status: 403 }),
    });
    await createManager(ui);

    const prompt = within(await screen.findByRole("dialog", { name: "Upgrade Required" }));
    expect(prompt.getByText("1 of 1 used")).toBeInTheDocument();
    expect(prompt.getByText(/Upgrade to the Basic plan/)).toBeInTheDocument();
  });

  it("tells the owner a manager moved to a new email must be invited again", async () => {
    const { ui } = openSettings(makeUser(), {
      "PATCH /api/users/m1": (init) => jsonResponse(200, makeManager(sentJson(init))),
    });
    await ui.click(await screen.findByRole("button", { name: "Edit Marco Silva" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Manager" }));
    await ui.clear(dialog.getByLabelText("Email"));
    await ui.type(dialog.getByLabelText("Email"), "marco@new.example.com");
    await ui.click(dialog.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText(/Use Reset Password to invite marco@new\.example\.com/)).toBeInTheDocument();
  });

  it("confirms before deleting a manager", async () => {
    const { ui } = openSettings(makeUser(), {
      "DELETE /api/users/m1": () => jsonResponse(500, { message: "boom" }),
    });
    await ui.click(await screen.findByRole("button", { name: "Edit Marco Silva" }));
    await ui.click(
      within(await screen.findByRole("dialog", { name: "Edit Manager" })).getByRole("button", { name: "Delete" }),
    );
    const confirm = within(await screen.findByRole("alertdialog", { name: "Delete Manager" }));
    expect(
      confirm.getByText(
        "Are you sure you want to delete Marco Silva? This action cannot be undone and will remove them from all properties.",
      ),
    ).toBeInTheDocument();
    await ui.click(confirm.getByRole("button", { name: "Delete" }));

    expect((await screen.findAllByText("Failed to delete manager")).length).toBeGreaterThan(0);
  });
});
