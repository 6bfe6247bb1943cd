import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TIMINGS } from "@stockroom/shared";
import { describe, expect, it } from "vitest";
import { bodiesSent } from "@/test/cardPayment";
import { skipDelay, useFakeClock } from "@/test/clock";
import { makeProperty, signedInClient } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderApp } from "@/test/utils";
import { makeSubscriptionInfo, settingsRoutes } from "../testData";

type Routes = Parameters<typeof mockFetch>[0];

const properties = Array.from({ length: 7 }, (_, i) =>
  makeProperty({ id: i + 1, name: `Hotel ${i + 1}`, address: `${i + 1} Harbour Road` }),
);

const scheduled = (message: string, requiresCheckout = false) =>
  jsonResponse(200, {
    requiresPayment: false,
    amountToCharge: 0,
    scheduled: !requiresCheckout,
    message,
    effectiveDate: requiresCheckout ? null : "2025-04-01T12:00:00.000Z",
    requiresCheckout,
  });

function openSettings(owned = properties, extra: Routes = {}) {
  const owner = makeUser({ role: "owner", subscriptionTier: "growth" });
  const fetchMock = mockFetch(
    settingsRoutes(owner, makeSubscriptionInfo(), {
      "GET /api/properties?items=false": () => jsonResponse(200, owned),
      ...extra,
    }),
  );
  renderApp("/subscription-settings", { queryClient: signedInClient(owner) });
  return { fetchMock, ui: userEvent.setup() };
}

describe("downgrading", () => {
  it("asks for exactly the new plan's number of properties and sends the ones chosen", async () => {
    const { ui, fetchMock } = openSettings(properties, {
      "POST /api/subscription/update": () => scheduled("Your plan changes to Basic on Apr 1, 2025"),
    });

    await ui.click(await screen.findByRole("button", { name: "Downgrade to Basic" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Select Properties to Keep" }));
    expect(dialog.getByText(/The Basic plan allows 5 properties/)).toBeInTheDocument();
    expect(dialog.getAllByRole("checkbox")).toHaveLength(7);
    expect(dialog.getByRole("checkbox", { name: "Hotel 1" })).toHaveAccessibleDescription("1 Harbour Road");
    const confirm = dialog.getByRole("button", { name: "Confirm Downgrade" });

    for (const id of [7, 2, 5, 1]) await ui.click(dialog.getByRole("checkbox", { name: `Hotel ${id}` }));
    expect(dialog.getByText("4 of 5 selected")).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    expect(dialog.getByRole("checkbox", { name: "Hotel 3" })).toBeEnabled();

    await ui.click(dialog.getByRole("checkbox", { name: "Hotel 3" }));
    expect(dialog.getByText("5 of 5 selected")).toBeInTheDocument();
    expect(dialog.getByRole("checkbox", { name: "Hotel 4" })).toBeDisabled();
    expect(dialog.getByRole("checkbox", { name: "Hotel 6" })).toBeDisabled();

    // Unticking one frees the others again.
    await ui.click(dialog.getByRole("checkbox", { name: "Hotel 3" }));
    expect(dialog.getByRole("checkbox", { name: "Hotel 4" })).toBeEnabled();
    await ui.click(dialog.getByRole("checkbox", { name: "Hotel 4" }));
    await ui.click(confirm);

    expect(await screen.findByText("Plan Change Scheduled")).toBeInTheDocument();
    expect(screen.getByText("Your plan changes to Basic on Apr 1, 2025")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Select Properties to Keep" })).not.toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/subscription/update")).toEqual([
      { subscriptionTier: "basic", isYearly: false, propertiesToKeep: [7, 2, 5, 1, 4] },
    ]);
  });

  it("keeps the dialog open with the server's message when the selection is refused", async () => {
    const { ui } = openSettings(properties.slice(0, 3), {
      "POST /api/subscription/update": () =>
        jsonResponse(400, { message: "Select exactly 1 property to keep", error: "BAD_REQUEST" }),
    });

    await ui.click(await screen.findByRole("button", { name: "Downgrade to Starter" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Select Properties to Keep" }));
    await ui.click(dialog.getByRole("checkbox", { name: "Hotel 2" }));
    expect(dialog.getByRole("checkbox", { name: "Hotel 1" })).toBeDisabled();
    await ui.click(dialog.getByRole("button", { name: "Confirm Downgrade" }));

    expect(await screen.findByText("Update Failed")).toBeInTheDocument();
    expect(screen.getByText("Select exactly 1 property to keep")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Select Properties to Keep" })).toBeInTheDocument();
  });

  it("schedules the change directly when every property fits the new plan", async () => {
    const { ui, fetchMock } = openSettings(properties.slice(0, 4), {
      "POST /api/subscription/update": () => scheduled("Your plan changes to Basic on Apr 1, 2025"),
    });

    await ui.click(await screen.findByRole("button", { name: "Downgrade to Basic" }));

    expect(await screen.findByText("Your plan changes to Basic on Apr 1, 2025")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/subscription/update")).toEqual([{ subscriptionTier: "basic", isYearly: false }]);
  });

  it("lists the managers beyond the new plan's limit and what happens to them", async () => {
    const assignment = (id: number, propertyId: number, firstName: string, day: number) => ({
      id,
      propertyId,
      managerId: firstName.toLowerCase(),
      createdAt: `2025-01-0${day}T00:00:00.000Z`,
      manager: { firstName, lastName: "Lee", email: `${firstName}@example.com`, profileImageUrl: null },
    });
    const owned = [
      makeProperty({ id: 1, name: "Harbor", managers: [assignment(1, 1, "Ann", 1), assignment(2, 1, "Ben", 2)] }),
      makeProperty({ id: 2, name: "Maple", managers: [assignment(3, 2, "Cat", 3)] }),
    ];
    const { ui, fetchMock } = openSettings(owned, {
      "POST /api/subscription/update": () => scheduled("Your plan changes to Starter on Apr 1, 2025"),
    });

    await ui.click(await screen.findByRole("button", { name: "Downgrade to Starter" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Select Properties to Keep" }));
    // The managers show once the choice is complete, for that choice.
    expect(dialog.queryByRole("region", { name: "Managers" })).not.toBeInTheDocument();
    await ui.click(dialog.getByRole("checkbox", { name: "Harbor" }));
    const managers = within(dialog.getByRole("region", { name: "Managers" }));
    expect(managers.getByText(/allows 1 manager per property/)).toBeInTheDocument();
    expect(managers.getByText("Ben Lee: unassigned from Harbor")).toBeInTheDocument();
    expect(
      managers.getByText("Ben Lee keeps their login but sees no property until you assign one"),
    ).toBeInTheDocument();
    expect(
      managers.getByText("Cat Lee keeps their login but sees no property until you assign one"),
    ).toBeInTheDocument();
    expect(managers.queryByText(/Ann Lee/)).not.toBeInTheDocument();

    await ui.click(dialog.getByRole("button", { name: "Confirm Downgrade" }));
    expect(await screen.findByText("Plan Change Scheduled")).toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/subscription/update")).toEqual([
      { subscriptionTier: "starter", isYearly: false, propertiesToKeep: [1] },
    ]);
  });

  it("asks to confirm a downgrade that unassigns managers even when every property fits", async () => {
    const managers = [1, 2, 3].map((id) => ({
      id,
      propertyId: 1,
      managerId: `m${id}`,
      createdAt: "2025-01-01T00:00:00.000Z",
      manager: { firstName: `Manager${id}`, lastName: null, email: `m${id}@example.com`, profileImageUrl: null },
    }));
    const { ui, fetchMock } = openSettings([makeProperty({ id: 1, name: "Harbor", managers })], {
      "POST /api/subscription/update": () => scheduled("Your plan changes to Basic on Apr 1, 2025"),
    });

    await ui.click(await screen.findByRole("button", { name: "Downgrade to Basic" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Confirm Downgrade" }));
    expect(dialog.queryByRole("checkbox")).not.toBeInTheDocument();
    // Same date: the assignment made last (highest id) goes.
    expect(dialog.getByText("Manager3: unassigned from Harbor")).toBeInTheDocument();
    await ui.click(dialog.getByRole("button", { name: "Confirm Downgrade" }));

    expect(await screen.findByText("Plan Change Scheduled")).toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/subscription/update")).toEqual([{ subscriptionTier: "basic", isYearly: false }]);
  });

  it("goes to checkout after the delay when the server asks for it", async () => {
    useFakeClock();
    const { ui } = openSettings(properties.slice(0, 1), {
      "POST /api/subscription/update": () => scheduled("Please complete checkout to start a subscription", true),
    });

    await ui.click(await screen.findByRole("button", { name: "Downgrade to Starter" }));

    expect(await screen.findByText("Please complete checkout to start a subscription")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Subscription Settings" })).toBeInTheDocument();
    await skipDelay(TIMINGS.checkoutRedirectMs);
    // The checkout page tells a signed-in visitor so (and moves on to the plans).
    expect(await screen.findByRole("heading", { name: "You're Already Signed In" })).toBeInTheDocument();
  });
});
