import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api";
import { fullPageLoad } from "@/lib/navigation";
import { signOut } from "@/lib/signOut";
import { jsonResponse, mockFetch, renderWithProviders, sentJson } from "@/test/utils";
import { sendQueued } from "./offlineQueue";
import { listQueued, queueCount, resetOfflineDb } from "./offlineStore";
import { OfflineQueueStatus } from "./OfflineQueueStatus";

vi.mock("@/lib/navigation", () => ({ fullPageLoad: vi.fn() }));

afterEach(() => resetOfflineDb());

const body = (clientId: string) => ({ propertyId: 1, clientId, items: [{ itemId: 11, countedQuantity: 4 }] });
const offline = () => vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);

describe("OfflineQueueStatus", () => {
  it("says how many of this user's counts wait while offline, and sends them when the connection returns", async () => {
    const isOnline = offline();
    await queueCount("u1", body("a"));
    await queueCount("u1", body("b"));
    await queueCount("u2", body("theirs"));
    const sent: unknown[] = [];
    mockFetch({
      "POST /api/daily-checks": (init) => {
        sent.push(sentJson(init));
        return jsonResponse(201, { id: sent.length });
      },
    });
    renderWithProviders(<OfflineQueueStatus userId="u1" />);
    // Another user's counts left on the device are deleted at sign-in, never sent.
    expect(await screen.findByText("Offline · 2 counts waiting")).toBeInTheDocument();
    expect(await listQueued("u2")).toEqual([]);

    isOnline.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(screen.queryByRole("button")).not.toBeInTheDocument());
    expect(sent.map((b) => (b as { clientId: string }).clientId)).toEqual(["a", "b"]);
  });

  it("lists a refused count with the server's reason and discards it", async () => {
    await queueCount("u1", body("deleted"));
    const message = "1 item in this count was deleted after it was started. Remove it and submit again";
    await sendQueued("u1", () => Promise.reject(new ApiError(409, message, { message })));
    mockFetch({});
    renderWithProviders(<OfflineQueueStatus userId="u1" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "1 count refused" }));
    expect(screen.getByText(`Refused: ${message}`)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Discard" }));
    await waitFor(async () => expect(await listQueued("u1")).toEqual([]));
  });

  it("asks before a sign-out drops waiting counts, and clears them when the user goes on", async () => {
    offline();
    await queueCount("u1", body("a"));
    const fetchMock = mockFetch({ "POST /api/logout": () => jsonResponse(200, { success: true }) });
    renderWithProviders(<OfflineQueueStatus userId="u1" />);
    await screen.findByText("Offline · 1 count waiting");

    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    await signOut();
    expect(confirm).toHaveBeenCalledWith("1 count has not been sent yet and will be lost. Sign out anyway?");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await listQueued("u1")).toHaveLength(1);

    confirm.mockReturnValue(true);
    await signOut();
    expect(await listQueued("u1")).toEqual([]);
    expect(fullPageLoad).toHaveBeenCalledWith("/");
  });
});
