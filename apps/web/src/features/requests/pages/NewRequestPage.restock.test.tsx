import { PAGE_LIMITS, RESTOCK_MESSAGES, type ReorderLineDto, type ReorderSuggestionsDto } from "@stockroom/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { makeItem, makeProperty, signedInClient } from "@/test/fixtures";
import { makeLine, makeRequest } from "@/test/requestFixtures";
import { jsonResponse, makeUser, mockFetch, renderWithProviders, sentJson } from "@/test/utils";
import { NewRequestPage } from "./NewRequestPage";

const allItemsOf = (propertyId: number) =>
  `GET /api/properties/${propertyId}/inventory?limit=${PAGE_LIMITS.inventory.max}`;
const towels = makeItem({ id: 11, name: "Bath Towels", unit: "pieces", currentStock: 2, minStock: 10 });
const cups = makeItem({ id: 12, name: "Paper Cups", unit: "packs", category: "kitchen", currentStock: 1 });
const soap = makeItem({ id: 13, name: "Hand Soap", unit: "bottles", currentStock: 40 });

function line(item: typeof towels, suggestedQuantity: number): ReorderLineDto {
  const { id: itemId, name, category, unit, currentStock, minStock } = item;
  const levels = { currentStock, minStock, parLevel: null, onOrder: 0, belowMinimum: true };
  return { itemId, name, category, unit, ...levels, suggestedQuantity };
}

const suggestionsOf = (propertyId: number, lines: ReorderLineDto[], omitted = 0): ReorderSuggestionsDto => ({
  propertyId,
  lines,
  omitted,
});

function renderPage({ path, suggestions, properties = [makeProperty()], pending = [] }: RenderOptions) {
  const sent: unknown[] = [];
  const fetchMock = mockFetch({
    [`GET /api/requests?status=pending&propertyId=1&limit=${PAGE_LIMITS.requests.max}`]: () =>
      jsonResponse(200, pending),
    "GET /api/managed-properties?items=false": () => jsonResponse(200, properties),
    [allItemsOf(1)]: () => jsonResponse(200, [towels, cups, soap]),
    [allItemsOf(2)]: () => jsonResponse(200, [makeItem({ id: 21, name: "Tea Bags" })]),
    ...Object.fromEntries(
      suggestions.map((s) => [`GET /api/reorder-suggestions?propertyId=${s.propertyId}`, () => jsonResponse(200, s)]),
    ),
    "POST /api/requests": (init) => {
      sent.push(sentJson(init));
      return jsonResponse(201, makeRequest());
    },
  });
  renderWithProviders(
    <Routes>
      <Route path="/requests/new" element={<NewRequestPage />} />
      <Route path="/requests" element={<h1>Requests list</h1>} />
    </Routes>,
    { path, queryClient: signedInClient(makeUser({ role: "manager" })) },
  );
  return { user: userEvent.setup(), sent, fetchMock };
}

interface RenderOptions {
  path: string;
  suggestions: ReorderSuggestionsDto[];
  properties?: ReturnType<typeof makeProperty>[];
  pending?: ReturnType<typeof makeRequest>[];
}

describe("NewRequestPage from Request all low items", () => {
  it("says what pending requests already ask for of the items chosen (issue 38)", async () => {
    renderPage({
      path: "/requests/new?restock=1&propertyId=1",
      suggestions: [suggestionsOf(1, [line(towels, 18), line(cups, 6)])],
      pending: [
        makeRequest({ id: 5, items: [makeLine({ itemId: 11, name: "Bath Towels", requestedQuantity: 100 })] }),
        makeRequest({
          id: 6,
          items: [
            makeLine({ itemId: 11, name: "Bath Towels", requestedQuantity: 20 }),
            makeLine({ itemId: 13, name: "Hand Soap", unit: "bottles", requestedQuantity: 4 }),
          ],
        }),
      ],
    });

    const note = await screen.findByRole("note");
    expect(note).toHaveTextContent("Already waiting for approval at this property:");
    expect(note).toHaveTextContent("Bath Towels: 120 pieces");
    expect(note).not.toHaveTextContent("Hand Soap");
  });

  it("starts with the property's low items at their suggested quantities", async () => {
    renderPage({
      path: "/requests/new?restock=1&propertyId=1",
      suggestions: [suggestionsOf(1, [line(towels, 18), line(cups, 6)])],
    });

    expect(await screen.findByLabelText("Quantity for Bath Towels")).toHaveValue("18");
    expect(screen.getByLabelText("Quantity for Paper Cups")).toHaveValue("6");
    expect(screen.getByRole("combobox", { name: "Property" })).toHaveTextContent("Harbor View Hotel");
    expect(screen.getByRole("button", { name: "Submit 2 Requests" })).toBeInTheDocument();
  });

  it("lets the manager change quantities, remove and add items, then sends one multi-item request", async () => {
    const { user, sent } = renderPage({
      path: "/requests/new?restock=1&propertyId=1",
      suggestions: [suggestionsOf(1, [line(towels, 18), line(cups, 6)])],
    });
    const towelsQuantity = await screen.findByLabelText("Quantity for Bath Towels");
    await user.clear(towelsQuantity);
    await user.type(towelsQuantity, "20");
    await user.click(screen.getByRole("button", { name: "Remove Paper Cups" }));
    await user.click(screen.getByRole("combobox", { name: "Add an item" }));
    await user.click(await screen.findByRole("option", { name: "Hand Soap" }));
    await user.clear(screen.getByLabelText("Quantity for Hand Soap"));
    await user.type(screen.getByLabelText("Quantity for Hand Soap"), "4");

    await user.click(screen.getByRole("button", { name: "Submit 2 Requests" }));

    expect(await screen.findByRole("heading", { name: "Requests list" })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        itemId: 11,
        quantity: 24,
        reason: "Multiple items requested: Bath Towels (20 pieces), Hand Soap (4 bottles)",
      },
    ]);
  });

  it("says there is nothing to order instead of showing an empty form", async () => {
    renderPage({ path: "/requests/new?restock=1&propertyId=1", suggestions: [suggestionsOf(1, [])] });

    expect(await screen.findByText(RESTOCK_MESSAGES.nothingToOrder)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(RESTOCK_MESSAGES.nothingToOrder);
    expect(screen.queryByRole("button", { name: /^Submit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Add an item" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start an empty request instead" })).toHaveAttribute(
      "href",
      "/requests/new?propertyId=1",
    );
  });

  it("asks for the property first when none was chosen, then fills in that property's low items", async () => {
    const { user } = renderPage({
      path: "/requests/new?restock=1",
      properties: [makeProperty(), makeProperty({ id: 2, name: "Maple Grove Inn" })],
      suggestions: [suggestionsOf(1, [line(towels, 18)]), suggestionsOf(2, [])],
    });

    expect(await screen.findByText(RESTOCK_MESSAGES.chooseProperty)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Submit/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "Property" }));
    await user.click(await screen.findByRole("option", { name: "Harbor View Hotel" }));

    expect(await screen.findByLabelText("Quantity for Bath Towels")).toHaveValue("18");

    await user.click(screen.getByRole("combobox", { name: "Property" }));
    await user.click(await screen.findByRole("option", { name: "Maple Grove Inn" }));
    expect(await screen.findByText(RESTOCK_MESSAGES.nothingToOrder)).toBeInTheDocument();
  });

  it("notes the low items that did not fit in one request", async () => {
    renderPage({
      path: "/requests/new?restock=1&propertyId=1",
      suggestions: [suggestionsOf(1, [line(towels, 18)], 3)],
    });

    expect(await screen.findByRole("note")).toHaveTextContent(
      "3 more low items do not fit in one request. Request all low items again once this request is approved.",
    );
    expect(screen.getByLabelText("Quantity for Bath Towels")).toHaveValue("18");
  });
});
