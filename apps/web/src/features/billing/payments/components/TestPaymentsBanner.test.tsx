import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiKey } from "@/lib/api/queries";
import { jsonResponse, mockFetch, renderWithProviders } from "@/test/utils";
import { TestPaymentsBanner } from "./TestPaymentsBanner";

function renderBanner(testPayments: boolean) {
  mockFetch({
    "GET /api/stripe/config": () => jsonResponse(200, { publishableKey: null, provider: "local", testPayments }),
  });
  return renderWithProviders(<TestPaymentsBanner />);
}

describe("TestPaymentsBanner", () => {
  it("says payments are test payments when the server runs them", async () => {
    renderBanner(true);
    const banner = await screen.findByRole("status");
    expect(banner).toHaveTextContent("Test payments: cards are not charged on this server.");
  });

  it("shows nothing when payments are real", async () => {
    const { queryClient } = renderBanner(false);
    await waitFor(() => expect(queryClient.getQueryState(apiKey("/api/stripe/config"))?.status).toBe("success"));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows nothing when the configuration cannot be read", async () => {
    mockFetch({ "GET /api/stripe/config": () => jsonResponse(500, { message: "Internal Server Error" }) });
    const { queryClient } = renderWithProviders(<TestPaymentsBanner />);
    await waitFor(() => expect(queryClient.getQueryState(apiKey("/api/stripe/config"))?.status).toBe("error"));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
