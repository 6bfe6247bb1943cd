import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { bodiesSent, cardRoutes, payWithCard } from "@/test/cardPayment";
import {
  makeLimitExceeded,
  makeManager,
  makeProperty,
  makeUsageLimits,
  PAYMENT_OK,
  signedInClient,
  STATS,
} from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, pageResponse, renderApp, sentJson } from "@/test/utils";

const harbor = makeProperty({
  id: 1,
  name: "Harbor View Hotel",
  managers: [
    {
      id: 9,
      propertyId: 1,
      managerId: "m1",
      createdAt: "2025-01-01T00:00:00.000Z",
      manager: { firstName: "Marco", lastName: "Silva", email: "marco@example.com", profileImageUrl: null },
    },
  ],
  itemCount: 2,
});
const maple = makeProperty({ id: 2, name: "Maple Grove Inn", address: "48 Maple Street" });

type Routes = Parameters<typeof mockFetch>[0];

function ownerRoutes(extra: Routes = {}, canAddProperty = true): Routes {
  return {
    ...PAYMENT_OK,
    "GET /api/properties?items=false": () => jsonResponse(200, [harbor, maple]),
    "GET /api/usage-limits": () => jsonResponse(200, makeUsageLimits(canAddProperty)),
    "GET /api/dashboard/stats": () => jsonResponse(200, STATS),
    "GET /api/properties/inactive": () => jsonResponse(200, []),
    ...extra,
  };
}

/** POST /api/properties' refusal when one more property costs $10 a month. */
const PROPERTY_PAYMENT_REQUIRED = {
  message: "Payment is required to add another property",
  error: "PAYMENT_REQUIRED",
  additionalCost: 1000,
  additionalProperties: 1,
  reason: "Your Enterprise plan includes 21 properties.",
};

/** GET /api/usage-limits of an account using every property its plan allows. */
function usageAtLimit(tier: string, count: number, additionalHotelPrice: number | null) {
  const limits = makeUsageLimits(false);
  return {
    ...limits,
    tier,
    limits: { ...limits.limits, maxProperties: count, additionalHotelPrice },
    usage: { ...limits.usage, propertyCount: count, maxProperties: count, isNearPropertyLimit: true },
  };
}

async function submitNewProperty(name = "Lakeside Lodge") {
  const user = userEvent.setup();
  renderApp("/properties", { queryClient: signedInClient(makeUser({ role: "owner" })) });
  await user.click(await screen.findByRole("button", { name: "Add Property" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Add New Property" }));
  await user.type(dialog.getByPlaceholderText("Enter property name"), name);
  await user.click(dialog.getByRole("button", { name: "Add Property" }));
  return user;
}

describe("PropertiesPage for owners", () => {
  it("shows each property's address, managers, items and the fixed Active status", async () => {
    mockFetch(ownerRoutes());
    renderApp("/properties", { queryClient: signedInClient(makeUser({ role: "owner" })) });

    const card = within(await screen.findByRole("article", { name: "Harbor View Hotel" }));
    expect(card.getByText("12 Marina Way")).toBeInTheDocument();
    expect(card.getByRole("button", { name: "1 manager, manage staff of Harbor View Hotel" })).toBeInTheDocument();
    expect(card.getByRole("link", { name: "2 items, view inventory of Harbor View Hotel" })).toHaveAttribute(
      "href",
      "/inventory?propertyId=1",
    );
    expect(card.getByText("Active")).toBeInTheDocument();
    expect(card.getByRole("button", { name: "Actions for Harbor View Hotel" })).toBeInTheDocument();
  });

  it("lists the properties a downgrade made inactive apart, with when and the way back (issue 36)", async () => {
    mockFetch(
      ownerRoutes({
        "GET /api/properties/inactive": () =>
          jsonResponse(200, [
            { id: 3, name: "Cedar Inn", address: "3 Cedar Road", deactivatedAt: "2026-11-02T10:00:00.000Z" },
          ]),
      }),
    );
    renderApp("/properties", { queryClient: signedInClient(makeUser({ role: "owner" })) });

    const section = within(await screen.findByRole("region", { name: "Inactive Properties" }));
    expect(section.getByText("Cedar Inn")).toBeInTheDocument();
    expect(section.getByText("Inactive since Nov 2, 2026")).toBeInTheDocument();
    expect(section.getByText(/upgrading your plan makes them active again/)).toBeInTheDocument();
    expect(section.getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/subscription-settings");
    expect(screen.queryByRole("article", { name: "Cedar Inn" })).not.toBeInTheDocument();
  });

  it("lists the properties of every page, asked for without their items", async () => {
    mockFetch(
      ownerRoutes({
        "GET /api/properties?items=false": () => pageResponse([harbor], "after-harbor"),
        "GET /api/properties?items=false&cursor=after-harbor": () => pageResponse([maple]),
      }),
    );
    renderApp("/properties", { queryClient: signedInClient(makeUser({ role: "owner" })) });

    expect(await screen.findByRole("article", { name: "Maple Grove Inn" })).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Harbor View Hotel" })).toBeInTheDocument();
  });

  it("requires a name before saving", async () => {
    const fetchMock = mockFetch(ownerRoutes());

    await submitNewProperty("   ");

    expect(await screen.findByText("Property name is required")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("creates a property and says so", async () => {
    const fetchMock = mockFetch(
      ownerRoutes({ "POST /api/properties": () => jsonResponse(201, makeProperty({ id: 3, name: "Lakeside Lodge" })) }),
    );

    await submitNewProperty();

    expect(await screen.findByText("Property created successfully")).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(sentJson(post?.[1])).toEqual({ name: "Lakeside Lodge", address: null });
    expect(screen.queryByRole("dialog", { name: "Add New Property" })).not.toBeInTheDocument();
  });

  it("opens the upgrade dialog with the defaults when a 403 body cannot be read", async () => {
    mockFetch(ownerRoutes({ "POST /api/properties": () => new Response("<h1>Forbidden</h1>", { status: 403 }) }));

    const user = await submitNewProperty();

    const dialog = within(await screen.findByRole("dialog", { name: "Upgrade Required" }));
    expect(dialog.getByText(/Upgrade to the Basic plan to add a property\./)).toBeInTheDocument();
    expect(dialog.getByText("1 of 1 used")).toBeInTheDocument();
    expect(dialog.getByText("100% of your plan's limit used")).toBeInTheDocument();
    expect(dialog.getByRole("progressbar", { name: "Plan usage" })).toHaveAttribute("aria-valuenow", "100");
    await user.click(dialog.getByRole("button", { name: "Upgrade Now" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Subscription Settings" })).toBeInTheDocument();
  });

  it("shows the numbers of a LIMIT_EXCEEDED answer", async () => {
    mockFetch(
      ownerRoutes({
        "POST /api/properties": () =>
          jsonResponse(
            403,
            makeLimitExceeded({
              message: "Your Growth plan allows 10 properties. Upgrade your plan to add more.",
              limitType: "properties",
              currentUsage: 3,
              maxAllowed: 4,
            }),
          ),
      }),
    );

    const user = await submitNewProperty();

    const dialog = within(await screen.findByRole("dialog", { name: "Upgrade Required" }));
    expect(dialog.getByText(/Upgrade to the Pro plan to add a property\./)).toBeInTheDocument();
    expect(dialog.getByText("3 of 4 used")).toBeInTheDocument();
    expect(dialog.getByText("75% of your plan's limit used")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Maybe Later" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens the payment dialog on 402 and reports a payment that cannot start", async () => {
    mockFetch(
      ownerRoutes({
        "POST /api/properties": () => jsonResponse(402, PROPERTY_PAYMENT_REQUIRED),
        "POST /api/additional-property/payment-intent": () => jsonResponse(404, { message: "Not found" }),
      }),
    );

    await submitNewProperty();

    const dialog = within(await screen.findByRole("dialog", { name: "Additional Property" }));
    expect(dialog.getByText("Your Enterprise plan includes 21 properties.")).toBeInTheDocument();
    expect(dialog.getByText("$10 per month")).toBeInTheDocument();
    expect(dialog.getByText("Lakeside Lodge")).toBeInTheDocument();
    expect(await dialog.findByRole("alert")).toHaveTextContent("Failed to initialize payment");
    expect(dialog.queryByRole("button", { name: "Complete" })).not.toBeInTheDocument();
    expect(dialog.queryByLabelText("Card number")).not.toBeInTheDocument();
  });

  it("pays for the additional property by card and then creates it", async () => {
    const fetchMock = mockFetch(
      ownerRoutes({
        ...cardRoutes(),
        "POST /api/properties": () => jsonResponse(402, PROPERTY_PAYMENT_REQUIRED),
        "POST /api/additional-property/payment-intent": () =>
          jsonResponse(200, { clientSecret: "pi_add_secret_x", paymentIntentId: "pi_add", amount: 1000 }),
        "POST /api/additional-property/confirm-payment": () =>
          jsonResponse(201, { success: true, message: "Property created", property: { id: 3 } }),
      }),
    );

    const user = await submitNewProperty();
    await screen.findByRole("dialog", { name: "Additional Property" });
    await payWithCard(user, "Pay $10");

    expect(await screen.findByText("Payment Successful")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Additional Property" })).not.toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/additional-property/confirm-payment")).toEqual([
      { paymentIntentId: "pi_add", propertyData: { name: "Lakeside Lodge", address: null } },
    ]);
  });

  it("shows other failures as an error toast with the server's message", async () => {
    mockFetch(ownerRoutes({ "POST /api/properties": () => jsonResponse(500, { message: "Internal Server Error" }) }));

    await submitNewProperty();

    expect(await screen.findByText("Failed to save property")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Add New Property" })).toBeInTheDocument();
  });

  it("opens Upgrade Required straight from Add Property at the plan limit, with the server's numbers", async () => {
    const fetchMock = mockFetch(
      ownerRoutes({ "GET /api/usage-limits": () => jsonResponse(200, usageAtLimit("basic", 5, null)) }),
    );
    const user = userEvent.setup();
    renderApp("/properties", { queryClient: signedInClient(makeUser({ role: "owner", subscriptionTier: "basic" })) });

    await user.click(await screen.findByRole("button", { name: "Add Property (plan limit reached)" }));

    const dialog = within(await screen.findByRole("dialog", { name: "Upgrade Required" }));
    expect(dialog.getByText(/Upgrade to the Growth plan to add a property\./)).toBeInTheDocument();
    expect(dialog.getByText("5 of 5 used")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Add New Property" })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("keeps the form at the limit of a plan that can pay for another property", async () => {
    mockFetch(ownerRoutes({ "GET /api/usage-limits": () => jsonResponse(200, usageAtLimit("enterprise", 21, 1000)) }));
    const user = userEvent.setup();
    renderApp("/properties", { queryClient: signedInClient(makeUser({ role: "owner" })) });

    await user.click(await screen.findByRole("button", { name: "Add Property (plan limit reached)" }));

    expect(await screen.findByRole("dialog", { name: "Add New Property" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Upgrade Required" })).not.toBeInTheDocument();
  });

  it("assigns and removes managers in the manage-staff dialog", async () => {
    const fetchMock = mockFetch(
      ownerRoutes({
        "GET /api/users": () =>
          jsonResponse(200, [makeManager(), makeManager({ id: "m2", firstName: "Nina", lastName: "Park" })]),
        "POST /api/properties/1/managers": () => jsonResponse(201, {}),
        "DELETE /api/properties/1/managers/m1": () => jsonResponse(500, { message: "Internal Server Error" }),
        "GET /api/requests/counts?propertyId=1": () =>
          jsonResponse(200, { pending: 0, approved: 2, declined: 0, received: 4 }),
      }),
    );
    const user = userEvent.setup();
    renderApp("/properties", { queryClient: signedInClient(makeUser({ role: "owner" })) });

    await user.click(await screen.findByRole("button", { name: /^1 manager, manage staff of Harbor View Hotel$/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Manage Staff" }));
    expect(dialog.getByRole("button", { name: "Remove Marco Silva" })).toBeInTheDocument();
    expect(await dialog.findByRole("button", { name: "Assign Nina Park" })).toBeInTheDocument();
    expect(dialog.queryByRole("button", { name: "Assign Marco Silva" })).not.toBeInTheDocument();

    await user.click(dialog.getByRole("button", { name: "Assign Nina Park" }));
    expect(await screen.findByText("Manager assigned successfully")).toBeInTheDocument();
    const assign = fetchMock.mock.calls.find(
      ([url, init]) => url === "/api/properties/1/managers" && init?.method === "POST",
    );
    expect(sentJson(assign?.[1])).toEqual({ managerId: "m2" });

    // Removing asks first, and says the approved orders there would have no manager to receive them (issue 37).
    await user.click(dialog.getByRole("button", { name: "Remove Marco Silva" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "Remove Manager" }));
    expect(
      await confirm.findByText(
        "2 approved orders are waiting to be received at Harbor View Hotel, and no other manager is assigned there: until you assign one, only you can receive them.",
      ),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    await user.click(confirm.getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Failed to remove manager")).toBeInTheDocument();
  });

  it("turns a refused assignment into the manager-limit upgrade dialog", async () => {
    mockFetch(
      ownerRoutes({
        "GET /api/users": () => jsonResponse(200, [makeManager({ id: "m2", firstName: "Nina", lastName: "Park" })]),
        "POST /api/properties/1/managers": () => new Response("Forbidden", { status: 403 }),
      }),
    );
    const user = userEvent.setup();
    renderApp("/properties", { queryClient: signedInClient(makeUser({ role: "owner" })) });

    await user.click(await screen.findByRole("button", { name: "Actions for Harbor View Hotel" }));
    await user.click(await screen.findByRole("menuitem", { name: "Assign Manager" }));
    await user.click(await screen.findByRole("button", { name: "Assign Nina Park" }));

    const dialog = within(await screen.findByRole("dialog", { name: "Upgrade Required" }));
    expect(dialog.getByText(/Upgrade to the Basic plan to add another manager to this property\./)).toBeInTheDocument();
    expect(dialog.getByText("Managers on this property")).toBeInTheDocument();
    expect(dialog.getByText("1 of 1 used")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Manage Staff" })).not.toBeInTheDocument();
  });

  it("deletes a property after confirmation", async () => {
    mockFetch(ownerRoutes({ "DELETE /api/properties/2": () => jsonResponse(200, { success: true }) }));
    const user = userEvent.setup();
    renderApp("/properties", { queryClient: signedInClient(makeUser({ role: "owner" })) });

    await user.click(await screen.findByRole("button", { name: "Actions for Maple Grove Inn" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete Property" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Delete Property" }));
    expect(dialog.getByText(/Are you sure you want to delete "Maple Grove Inn"\?/)).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Delete Property" }));

    expect(await screen.findByText("Property deleted successfully")).toBeInTheDocument();
  });

  it("offers 'Add Your First Property' when there is none", async () => {
    mockFetch(ownerRoutes({ "GET /api/properties?items=false": () => jsonResponse(200, []) }));
    renderApp("/properties", { queryClient: signedInClient(makeUser({ role: "owner" })) });

    expect(await screen.findByRole("heading", { name: "No properties yet" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Your First Property" })).toBeInTheDocument();
  });
});

describe("PropertiesPage for managers", () => {
  it("lists the assigned properties read-only", async () => {
    const fetchMock = mockFetch({
      ...PAYMENT_OK,
      "GET /api/managed-properties?items=false": () => jsonResponse(200, [harbor]),
      "GET /api/dashboard/stats": () => jsonResponse(200, STATS),
    });
    renderApp("/properties", { queryClient: signedInClient(makeUser({ role: "manager" })) });

    const card = within(await screen.findByRole("article", { name: "Harbor View Hotel" }));
    expect(screen.getByText("View your assigned properties")).toBeInTheDocument();
    expect(card.getByText("1 manager")).toBeInTheDocument();
    expect(card.queryByRole("button")).not.toBeInTheDocument();
    expect(card.getByRole("link", { name: /^2 items/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Add Property/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain("/api/properties?items=false");
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain("/api/usage-limits");
  });
});
