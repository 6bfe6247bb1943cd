import { PAGE_LIMITS } from "@stockroom/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { makeItem, makeProperty, signedInClient } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, renderWithProviders, sentJson } from "@/test/utils";
import { listQueued, loadDraft, resetOfflineDb } from "../offline/offlineStore";
import { DailyCheckPage } from "./DailyCheckPage";

// Issue 21.3 (decision 142): the page keeps the count in progress and a count the network could not carry.
afterEach(() => resetOfflineDb());

const ALL_ITEMS = `GET /api/properties/1/inventory?limit=${PAGE_LIMITS.inventory.max}`;
const items = [makeItem({ id: 11, name: "Bath Towels", currentStock: 120 })];

function renderPage(postDailyCheck: (init?: RequestInit) => Promise<Response> | Response) {
  mockFetch({
    "GET /api/managed-properties?items=false": () => jsonResponse(200, [makeProperty()]),
    [ALL_ITEMS]: () => jsonResponse(200, items),
    "POST /api/daily-checks": postDailyCheck,
  });
  return renderWithProviders(
    <>
      <DailyCheckPage />
      <Toaster />
    </>,
    { path: "/daily-inventory-check", queryClient: signedInClient(makeUser({ id: "u1", role: "manager" })) },
  );
}

describe("DailyCheckPage offline", () => {
  it("keeps a count the network could not carry for this user, with the id its count started with", async () => {
    renderPage(() => Promise.reject(new TypeError("Failed to fetch")));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Count for Bath Towels"), "90");
    await waitFor(async () => expect((await loadDraft("u1", 1))?.entries[11]?.count).toBe("90"));
    const { clientId } = (await loadDraft("u1", 1))!;

    await user.click(screen.getByRole("button", { name: "Submit Daily Check (1 item)" }));

    expect(await screen.findByText(/this count is saved on this device/)).toBeInTheDocument();
    const [queued] = await listQueued("u1");
    expect(queued.body).toMatchObject({ propertyId: 1, clientId, items: [{ itemId: 11, countedQuantity: 90 }] });
    expect(screen.getByLabelText("Count for Bath Towels")).toHaveValue("");
    await waitFor(async () => expect(await loadDraft("u1", 1)).toBeUndefined());
  });

  it("brings the unfinished count back after a reload", async () => {
    const first = renderPage(() => jsonResponse(201, { id: 1 }));
    await userEvent.setup().type(await screen.findByLabelText("Count for Bath Towels"), "75");
    await waitFor(async () => expect((await loadDraft("u1", 1))?.entries[11]?.count).toBe("75"));
    first.unmount();

    renderPage(() => jsonResponse(201, { id: 1 }));
    await waitFor(() => expect(screen.getByLabelText("Count for Bath Towels")).toHaveValue("75"));
  });

  it("shows a refusal as before and keeps nothing when the server answers", async () => {
    const sent: unknown[] = [];
    renderPage((init) => {
      sent.push(sentJson(init));
      return jsonResponse(409, {
        message: "1 item in this count was deleted after it was started. Remove it and submit again",
      });
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Count for Bath Towels"), "5");
    await user.click(screen.getByRole("button", { name: "Submit Daily Check (1 item)" }));

    expect((await screen.findAllByText(/1 item in this count was deleted/)).length).toBeGreaterThan(0);
    expect(sent).toHaveLength(1);
    expect(await listQueued("u1")).toEqual([]);
    expect(screen.getByLabelText("Count for Bath Towels")).toHaveValue("5");
  });
});
