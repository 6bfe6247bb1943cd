import { PAGE_LIMITS, QUANTITY_MESSAGES } from "@stockroom/shared";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { makeItem, makeProperty, signedInClient } from "@/test/fixtures";
import { makeRequest } from "@/test/requestFixtures";
import { jsonResponse, makeUser, mockFetch, renderWithProviders, requestUrl, sentJson } from "@/test/utils";
import { NewRequestPage } from "./NewRequestPage";

const allItemsOf = (propertyId: number) =>
  `GET /api/properties/${propertyId}/inventory?limit=${PAGE_LIMITS.inventory.max}`;
const towels = makeItem({ id: 11, name: "Bath Towels", unit: "pieces" });
const cups = makeItem({ id: 12, name: "Paper Cups", unit: "packs", category: "kitchen" });

function renderPage(properties = [makeProperty()]) {
  const sent: unknown[] = [];
  const fetchMock = mockFetch({
    "GET /api/managed-properties?items=false": () => jsonResponse(200, properties),
    [allItemsOf(1)]: () => jsonResponse(200, [towels, cups]),
    [allItemsOf(2)]: () => jsonResponse(200, [makeItem({ id: 21, name: "Tea Bags" })]),
    "POST /api/requests": (init) => {
      sent.push(sentJson(init));
      return jsonResponse(201, makeRequest());
    },
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/requests/new" element={<NewRequestPage />} />
        <Route path="/requests" element={<h1>Requests list</h1>} />
      </Routes>
      <Toaster />
    </>,
    { path: "/requests/new", queryClient: signedInClient(makeUser({ role: "manager" })) },
  );
  return { user: userEvent.setup(), sent, fetchMock };
}

async function addItem(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole("combobox", { name: "Add an item" }));
  await user.click(await screen.findByRole("option", { name }));
}

describe("NewRequestPage", () => {
  it("preselects the only property and links back to the list", async () => {
    renderPage();

    expect(await screen.findByRole("combobox", { name: "Property" })).toHaveTextContent("Harbor View Hotel");
    expect(screen.getByRole("heading", { name: "Submit New Request", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Requests" })).toHaveAttribute("href", "/requests");
  });

  it("validates before sending: a property, an item, quantities of at least 1", async () => {
    const { user, fetchMock } = renderPage([makeProperty(), makeProperty({ id: 2, name: "Maple Grove Inn" })]);

    await user.click(await screen.findByRole("button", { name: "Submit 0 Requests" }));
    expect(await screen.findByText("Please select a property")).toBeInTheDocument();
    expect(screen.getByText("Please add at least one item")).toBeInTheDocument();

    await user.click(screen.getByRole("combobox", { name: "Property" }));
    await user.click(await screen.findByRole("option", { name: "Harbor View Hotel" }));
    await screen.findByPlaceholderText("Search by name or code");
    await addItem(user, "Bath Towels");
    await user.clear(screen.getByLabelText("Quantity for Bath Towels"));
    await user.type(screen.getByLabelText("Quantity for Bath Towels"), "0");
    await user.click(screen.getByRole("button", { name: "Submit 1 Request" }));

    expect(await screen.findByText("Quantity must be at least 1")).toBeInTheDocument();
    expect(screen.getByLabelText("Quantity for Bath Towels")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("asks before a link leaves a request with typed lines, and lets an untouched one go (issue 37)", async () => {
    const { user } = renderPage();
    await screen.findByPlaceholderText("Search by name or code");
    await addItem(user, "Bath Towels");

    await user.click(screen.getByRole("link", { name: "Back to Requests" }));
    const ask = within(await screen.findByRole("alertdialog", { name: "Leave this request?" }));
    expect(ask.getByText(/kept as a draft/)).toBeInTheDocument();
    await user.click(ask.getByRole("button", { name: "Cancel" }));
    expect(screen.getByLabelText("Quantity for Bath Towels")).toHaveValue("1");

    await user.click(screen.getByRole("link", { name: "Back to Requests" }));
    await user.click(await screen.findByRole("button", { name: "Leave Page" }));
    expect(await screen.findByRole("heading", { name: "Requests list" })).toBeInTheDocument();
  });

  it("forgets the draft when the request is cancelled", async () => {
    const { user } = renderPage();
    await screen.findByPlaceholderText("Search by name or code");
    await addItem(user, "Bath Towels");
    expect(Object.keys(localStorage).some((key) => key.endsWith(":new-request"))).toBe(true);

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("heading", { name: "Requests list" })).toBeInTheDocument();
    expect(Object.keys(localStorage).some((key) => key.endsWith(":new-request"))).toBe(false);
  });

  it("follows a link at once when nothing is typed", async () => {
    const { user } = renderPage();
    await screen.findByPlaceholderText("Search by name or code");
    await user.click(screen.getByRole("link", { name: "Back to Requests" }));
    expect(await screen.findByRole("heading", { name: "Requests list" })).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("marks the out-of-range or fractional quantity's own field and message, not a toast", async () => {
    const { user, fetchMock } = renderPage();
    await screen.findByPlaceholderText("Search by name or code");
    await addItem(user, "Bath Towels");
    await addItem(user, "Paper Cups");
    const towelsQuantity = screen.getByLabelText("Quantity for Bath Towels");
    const cupsQuantity = screen.getByLabelText("Quantity for Paper Cups");
    expect(towelsQuantity).toHaveAttribute("inputmode", "numeric");

    await user.clear(towelsQuantity);
    await user.type(towelsQuantity, "1000001");
    await user.clear(cupsQuantity);
    await user.type(cupsQuantity, "2.7");
    await user.click(screen.getByRole("button", { name: "Submit 2 Requests" }));

    expect(await screen.findByText(QUANTITY_MESSAGES.lineTooLarge)).toBeInTheDocument();
    expect(towelsQuantity).toHaveAttribute("aria-invalid", "true");
    expect(towelsQuantity).toHaveAccessibleDescription(QUANTITY_MESSAGES.lineTooLarge);
    expect(cupsQuantity).toHaveAttribute("aria-invalid", "true");
    expect(cupsQuantity).toHaveAccessibleDescription("Quantity must be a whole number");

    // Each line within its bound, but the sum (sent as one quantity) past it: the line that passes it is marked.
    await user.clear(towelsQuantity);
    await user.type(towelsQuantity, "999999");
    await user.clear(cupsQuantity);
    await user.type(cupsQuantity, "2");
    await user.click(screen.getByRole("button", { name: "Submit 2 Requests" }));

    expect(await screen.findByText(QUANTITY_MESSAGES.requestTotalTooLarge)).toBeInTheDocument();
    expect(cupsQuantity).toHaveAttribute("aria-invalid", "true");
    expect(cupsQuantity).toHaveAccessibleDescription(QUANTITY_MESSAGES.requestTotalTooLarge);
    expect(towelsQuantity).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("marks chosen items 'Already selected' and empties the list when the property changes", async () => {
    const { user } = renderPage([makeProperty(), makeProperty({ id: 2, name: "Maple Grove Inn" })]);
    await user.click(await screen.findByRole("combobox", { name: "Property" }));
    await user.click(await screen.findByRole("option", { name: "Harbor View Hotel" }));
    await screen.findByPlaceholderText("Search by name or code");
    await addItem(user, "Bath Towels");

    await user.click(screen.getByRole("combobox", { name: "Add an item" }));
    const chosen = await screen.findByRole("option", { name: /Bath Towels/ });
    expect(chosen).toHaveTextContent("Already selected");
    expect(chosen).toHaveAttribute("aria-disabled", "true");
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("combobox", { name: "Property" }));
    await user.click(await screen.findByRole("option", { name: "Maple Grove Inn" }));
    expect(screen.queryByLabelText("Quantity for Bath Towels")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit 0 Requests" })).toBeInTheDocument();
  });

  it("sends the documented form with the encoded reason, then returns to the list", async () => {
    const { user, sent } = renderPage();
    await screen.findByPlaceholderText("Search by name or code");
    await addItem(user, "Bath Towels");
    await addItem(user, "Paper Cups");
    await user.clear(screen.getByLabelText("Quantity for Bath Towels"));
    await user.type(screen.getByLabelText("Quantity for Bath Towels"), "10");
    await user.clear(screen.getByLabelText("Quantity for Paper Cups"));
    await user.type(screen.getByLabelText("Quantity for Paper Cups"), "5");
    await user.type(screen.getByLabelText("Reason (optional)"), "Weekend restock");

    await user.click(screen.getByRole("button", { name: "Submit 2 Requests" }));

    expect(await screen.findByRole("heading", { name: "Requests list" })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        itemId: 11,
        quantity: 15,
        reason: "Multiple items requested: Bath Towels (10 pieces), Paper Cups (5 packs). Reason: Weekend restock",
      },
    ]);
    expect(screen.getAllByText("All requests submitted successfully").length).toBeGreaterThan(0);
  });

  it("removes an item and reports a failed submission", async () => {
    const { user, fetchMock } = renderPage();
    fetchMock.mockImplementation((input, init) => {
      const key = `${init?.method ?? "GET"} ${requestUrl(input)}`;
      if (key === "GET /api/managed-properties?items=false")
        return Promise.resolve(jsonResponse(200, [makeProperty()]));
      if (key === allItemsOf(1)) return Promise.resolve(jsonResponse(200, [towels, cups]));
      return Promise.resolve(jsonResponse(500, { message: "Internal Server Error" }));
    });
    await screen.findByPlaceholderText("Search by name or code");
    await addItem(user, "Bath Towels");
    await addItem(user, "Paper Cups");
    await user.click(screen.getByRole("button", { name: "Remove Bath Towels" }));
    expect(screen.queryByLabelText("Quantity for Bath Towels")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Submit 1 Request" }));

    const toast = (await screen.findAllByText("Failed to submit requests"))[0].closest("li")!;
    expect(within(toast).getByText("Error")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Submit New Request" })).toBeInTheDocument();
  });

  it("keeps what was typed as a draft through a reload, offers it back, and forgets it once sent (issue 37)", async () => {
    const first = renderPage();
    await screen.findByPlaceholderText("Search by name or code");
    await addItem(first.user, "Bath Towels");
    await first.user.clear(screen.getByLabelText("Quantity for Bath Towels"));
    await first.user.type(screen.getByLabelText("Quantity for Bath Towels"), "7");
    await first.user.type(screen.getByLabelText("Reason (optional)"), "Pool towels");
    // Leaving the page with something typed asks first.
    const leaving = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    cleanup();

    // As after a reload, or a sign-in after the session ended.
    const again = renderPage();
    const draft = await screen.findByRole("region", { name: "Unsent draft" });
    expect(draft).toHaveTextContent(/^You have an unsent request from /);
    expect(screen.queryByLabelText("Quantity for Bath Towels")).toBeNull();
    await again.user.click(within(draft).getByRole("button", { name: "Restore Draft" }));
    expect(await screen.findByLabelText("Quantity for Bath Towels")).toHaveValue("7");
    expect(screen.getByLabelText("Reason (optional)")).toHaveValue("Pool towels");
    expect(screen.queryByRole("region", { name: "Unsent draft" })).toBeNull();

    await again.user.click(screen.getByRole("button", { name: "Submit 1 Request" }));
    expect(await screen.findByRole("heading", { name: "Requests list" })).toBeInTheDocument();
    expect(again.sent).toEqual([{ itemId: 11, quantity: 7, reason: "Pool towels" }]);
    cleanup();

    renderPage();
    await screen.findByPlaceholderText("Search by name or code");
    expect(screen.queryByRole("region", { name: "Unsent draft" })).toBeNull();
  });

  it("drops a discarded draft for good", async () => {
    const first = renderPage();
    await screen.findByPlaceholderText("Search by name or code");
    await first.user.type(screen.getByLabelText("Reason (optional)"), "Spa linen");
    cleanup();

    const again = renderPage();
    const draft = await screen.findByRole("region", { name: "Unsent draft" });
    await again.user.click(within(draft).getByRole("button", { name: "Discard" }));
    expect(screen.getByLabelText("Reason (optional)")).toHaveValue("");
    cleanup();

    renderPage();
    await screen.findByPlaceholderText("Search by name or code");
    expect(screen.queryByRole("region", { name: "Unsent draft" })).toBeNull();
  });
});
