import { screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { TEST_CARDS } from "@stockroom/shared";
import { jsonResponse, sentJson, type mockFetch } from "@/test/utils";

type Routes = Parameters<typeof mockFetch>[0];

/** The built-in provider's configuration and a card confirmation with the given outcome. */
export function cardRoutes(status: "succeeded" | "requires_payment_method" = "succeeded"): Routes {
  return {
    "GET /api/stripe/config": () => jsonResponse(200, { publishableKey: null, provider: "local" }),
    "POST /api/local-payments/confirm": () =>
      jsonResponse(200, {
        id: "pi_1",
        status,
        error: status === "succeeded" ? null : "Your card was declined.",
      }),
  };
}

/** Fills the built-in card form and presses its submit button. */
export async function payWithCard(
  user: ReturnType<typeof userEvent.setup>,
  button: string,
  number: string = TEST_CARDS.success,
) {
  await user.type(await screen.findByLabelText("Card number"), number);
  await user.type(screen.getByLabelText("Expiration date (MM / YY)"), "1230");
  await user.type(screen.getByLabelText("CVC"), "123");
  await user.click(screen.getByRole("button", { name: button }));
}

/** The JSON bodies sent to `path`, in order. */
export function bodiesSent(fetchMock: ReturnType<typeof mockFetch>, path: string): unknown[] {
  return fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => sentJson(init));
}
