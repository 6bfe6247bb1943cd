import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formatCents, MONTHLY_ONLY_MESSAGE, PLANS } from "@stockroom/shared";
import { describe, expect, it } from "vitest";
import { bodiesSent, cardRoutes, payWithCard } from "@/test/cardPayment";
import { signedInClient } from "@/test/fixtures";
import { jsonResponse, makeUser, mockFetch, pending, renderApp, signedOut } from "@/test/utils";
import type { Routes } from "../testData";

const INTENT = { clientSecret: "pi_1_secret_abc", paymentIntentId: "pi_1", amount: PLANS.growth.price };

function renderCheckout(path = "/checkout?plan=growth&billing=monthly", routes: Routes = {}) {
  const fetchMock = mockFetch({ "GET /api/auth/user": signedOut, ...routes });
  renderApp(path);
  return { user: userEvent.setup(), fetchMock };
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, { confirm = "Welcome123", company = "" } = {}) {
  await user.type(await screen.findByLabelText("First name"), "Ana");
  await user.type(screen.getByLabelText("Last name"), "Hotelier");
  await user.type(screen.getByLabelText("Email"), "Ana@Example.com");
  if (company) await user.type(screen.getByLabelText("Company name (optional)"), company);
  await user.type(screen.getByLabelText("Password"), "Welcome123");
  await user.type(screen.getByLabelText("Confirm password"), confirm);
}

const continueButton = () => screen.getByRole("button", { name: "Continue" });

describe("CheckoutPage", () => {
  it("sends an unknown plan back to the pricing page", async () => {
    renderCheckout("/checkout?plan=platinum");

    expect(await screen.findByRole("heading", { level: 1, name: "Choose Your Plan" })).toBeInTheDocument();
  });

  it("summarises a monthly order from the catalogue", async () => {
    renderCheckout();

    const summary = within(await screen.findByRole("region", { name: "Order Summary" }));
    expect(summary.getByText("Growth plan")).toBeInTheDocument();
    expect(summary.getByText(`${formatCents(PLANS.growth.price)} per month`)).toBeInTheDocument();
    expect(summary.getByRole("list", { name: "Growth features" })).toHaveTextContent("Email support");
    expect(summary.getByText("Total due today").nextSibling).toHaveTextContent(formatCents(PLANS.growth.price));
    expect(summary.queryByText("2 months free")).not.toBeInTheDocument();
    expect(document.title).toBe("Checkout | Stockroom");
  });

  it("tells a yearly link that billing is monthly only before anything is typed (decision 189)", async () => {
    renderCheckout("/checkout?plan=pro&billing=yearly");

    expect(await screen.findByRole("heading", { name: "Monthly Billing Only" })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(MONTHLY_ONLY_MESSAGE))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue with Monthly Billing" })).toHaveAttribute(
      "href",
      "/checkout?plan=pro&billing=monthly",
    );
    expect(screen.queryByLabelText("First name")).not.toBeInTheDocument();
  });

  it("keeps Continue disabled until the details are complete and the passwords agree", async () => {
    const { user } = renderCheckout();
    await user.type(await screen.findByLabelText("First name"), "Ana");
    expect(continueButton()).toBeDisabled();

    await user.type(screen.getByLabelText("Last name"), "Hotelier");
    await user.type(screen.getByLabelText("Email"), "ana@example.com");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.tab();
    expect(screen.getByText("Password must be at least 8 characters long")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Password"), "enough");
    expect(screen.getByText("Password must contain an uppercase letter")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Password"));
    await user.type(screen.getByLabelText("Password"), "Shortenough1");
    await user.type(screen.getByLabelText("Confirm password"), "different1");
    await user.tab();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm password")).toHaveAttribute("aria-invalid", "true");
    expect(continueButton()).toBeDisabled();

    await user.clear(screen.getByLabelText("Confirm password"));
    await user.type(screen.getByLabelText("Confirm password"), "Shortenough1");
    expect(screen.queryByText("Passwords do not match")).not.toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });

  it("ticks the shared password checklist, linked to the password input, as the customer types", async () => {
    const { user } = renderCheckout();
    const password = await screen.findByLabelText("Password");
    const rules = screen.getByRole("list", { name: "Password requirements" });
    expect(password.getAttribute("aria-describedby")).toContain(rules.parentElement!.id);
    const rule = (name: string) => within(rules).getByText(name).closest("li");

    await user.type(password, "newpass1");
    expect(rule("At least 8 characters")).toHaveTextContent("(met)");
    expect(rule("One uppercase letter")).toHaveTextContent("(not met)");
    await user.clear(password);
    await user.type(password, "Newpass123");
    expect(within(rules).queryByText("(not met)")).not.toBeInTheDocument();
  });

  it("explains a submission that gets past the disabled button", async () => {
    const { user, fetchMock } = renderCheckout();
    const form = await screen.findByRole("form", { name: "Your details" });
    fireEvent.submit(form);
    expect(await screen.findByText("Missing Information")).toBeInTheDocument();

    await fillDetails(user, { confirm: "Welcome124" });
    await user.clear(screen.getByLabelText("Password"));
    await user.type(screen.getByLabelText("Password"), "short");
    fireEvent.submit(form);
    expect(await screen.findByText("Password Too Short")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Password"));
    await user.type(screen.getByLabelText("Password"), "Welcome123");
    fireEvent.submit(form);
    expect(await screen.findByText("Password Mismatch")).toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/create-subscription-intent")).toEqual([]);
  });

  it("shows the server's reason when checkout cannot start", async () => {
    const { user } = renderCheckout(undefined, {
      "POST /api/create-subscription-intent": () =>
        jsonResponse(409, { message: "An account with this email already exists", error: "CONFLICT" }),
    });
    await fillDetails(user);
    await user.click(continueButton());

    expect(await screen.findByText("Setup Error")).toBeInTheDocument();
    expect(screen.getByText("An account with this email already exists")).toBeInTheDocument();
    expect(screen.getByLabelText("First name")).toHaveValue("Ana");
  });

  it("says so while the payment is being prepared", async () => {
    const { user } = renderCheckout(undefined, { "POST /api/create-subscription-intent": pending });
    await fillDetails(user);
    await user.click(continueButton());

    expect(await screen.findByRole("button", { name: "Preparing Payment..." })).toBeDisabled();
  });

  it("creates the payment, takes the card and completes the registration with Stripe's redirect parameters", async () => {
    const { user, fetchMock } = renderCheckout(undefined, {
      ...cardRoutes(),
      "POST /api/create-subscription-intent": () => jsonResponse(200, INTENT),
      "POST /api/complete-registration": pending,
    });
    await fillDetails(user, { company: "Harbor Group" });
    await user.click(continueButton());

    expect(await screen.findByText("ana@example.com")).toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/create-subscription-intent")).toEqual([
      {
        planId: "growth",
        isYearly: false,
        customerInfo: {
          firstName: "Ana",
          lastName: "Hotelier",
          email: "ana@example.com",
          companyName: "Harbor Group",
          password: "Welcome123",
          confirmPassword: "Welcome123",
        },
      },
    ]);
    await payWithCard(user, `Pay ${formatCents(INTENT.amount)}`);

    expect(await screen.findByRole("heading", { name: "Completing Your Registration" })).toBeInTheDocument();
    expect(bodiesSent(fetchMock, "/api/complete-registration")).toEqual([
      { paymentIntent: "pi_1", planId: "growth", isYearly: false, email: "ana@example.com" },
    ]);
  });

  it("lets the customer go back and edit the details", async () => {
    const { user } = renderCheckout(undefined, {
      ...cardRoutes(),
      "POST /api/create-subscription-intent": () => jsonResponse(200, INTENT),
    });
    await fillDetails(user);
    await user.click(continueButton());
    await user.click(await screen.findByRole("button", { name: "Edit details" }));

    expect(screen.getByLabelText("Last name")).toHaveValue("Hotelier");
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });

  it("takes a demo account to 'Become a Customer' for the plan", async () => {
    mockFetch({});
    renderApp("/checkout?plan=pro", {
      queryClient: signedInClient(makeUser({ role: "demo", subscriptionTier: "demo" })),
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Become a Customer" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Pro ($199/month)" })).toBeChecked();
    expect(screen.queryByRole("heading", { name: "You're Already Signed In" })).not.toBeInTheDocument();
  });
});
