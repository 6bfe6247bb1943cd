import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { FullPageSpinner } from "@/components/FullPageSpinner";
import { useAuth } from "@/queries/session";
import { SignInAgain } from "@/features/auth";
import { AppLayout, BareLayout, PublicLayout } from "@/features/layout";
import { BECOME_CUSTOMER_PATH, TestPaymentsBanner } from "@/features/billing";

// Every page is its own chunk, so a visitor downloads the code of the pages they open (and heavy libraries such as
// charts or Stripe only with the pages that use them). The layouts stay in the entry chunk.
const AdminPage = lazy(() => import("@/features/admin/pages/AdminPage").then((m) => ({ default: m.AdminPage })));
const LoginPage = lazy(() => import("@/features/auth/pages/LoginPage").then((m) => ({ default: m.LoginPage })));
// In the sign-in page's chunk: the two are reached from each other.
const ForgotPasswordPage = lazy(() =>
  import("@/features/auth/pages/LoginPage").then((m) => ({ default: m.ForgotPasswordPage })),
);
const SubscriptionSettingsPage = lazy(() =>
  import("@/features/billing/subscription/pages/SubscriptionSettingsPage").then((m) => ({
    default: m.SubscriptionSettingsPage,
  })),
);
const CheckoutPage = lazy(() =>
  import("@/features/billing/checkout/pages/CheckoutPage").then((m) => ({ default: m.CheckoutPage })),
);
const CheckoutSuccessPage = lazy(() =>
  import("@/features/billing/checkout/pages/CheckoutSuccessPage").then((m) => ({ default: m.CheckoutSuccessPage })),
);
const PaymentDemoPage = lazy(() =>
  import("@/features/billing/checkout/pages/PaymentDemoPage").then((m) => ({ default: m.PaymentDemoPage })),
);
const UpgradeCheckoutPage = lazy(() =>
  import("@/features/billing/checkout/pages/UpgradeCheckoutPage").then((m) => ({ default: m.UpgradeCheckoutPage })),
);
const DailyCheckPage = lazy(() =>
  import("@/features/daily-check/pages/DailyCheckPage").then((m) => ({ default: m.DailyCheckPage })),
);
const DashboardPage = lazy(() =>
  import("@/features/dashboard/pages/DashboardPage").then((m) => ({ default: m.DashboardPage })),
);
const BecomeCustomerPage = lazy(() =>
  import("@/features/billing/conversion/pages/BecomeCustomerPage").then((m) => ({ default: m.BecomeCustomerPage })),
);
const DemoConfirmPage = lazy(() =>
  import("@/features/demo/pages/DemoConfirmPage").then((m) => ({ default: m.DemoConfirmPage })),
);
const DemoSignupPage = lazy(() =>
  import("@/features/demo/pages/DemoSignupPage").then((m) => ({ default: m.DemoSignupPage })),
);
const DevMailboxPage = lazy(() =>
  import("@/features/dev-mailbox/pages/DevMailboxPage").then((m) => ({ default: m.DevMailboxPage })),
);
const NotFoundPage = lazy(() =>
  import("@/features/errors/pages/NotFoundPage").then((m) => ({ default: m.NotFoundPage })),
);
// In the 404 page's chunk, which it shows for a path that is no page.
const SignedOutFallback = lazy(() =>
  import("@/features/errors/pages/NotFoundPage").then((m) => ({ default: m.SignedOutFallback })),
);
const InventoryPage = lazy(() =>
  import("@/features/inventory/pages/InventoryPage").then((m) => ({ default: m.InventoryPage })),
);
const LandingPage = lazy(() =>
  import("@/features/landing/pages/LandingPage").then((m) => ({ default: m.LandingPage })),
);
const CookiesPolicyPage = lazy(() =>
  import("@/features/legal/pages/CookiesPolicyPage").then((m) => ({ default: m.CookiesPolicyPage })),
);
const PrivacyPolicyPage = lazy(() =>
  import("@/features/legal/pages/PrivacyPolicyPage").then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TermsOfServicePage = lazy(() =>
  import("@/features/legal/pages/TermsOfServicePage").then((m) => ({ default: m.TermsOfServicePage })),
);
const PricingPage = lazy(() =>
  import("@/features/pricing/pages/PricingPage").then((m) => ({ default: m.PricingPage })),
);
const PropertiesPage = lazy(() =>
  import("@/features/properties/pages/PropertiesPage").then((m) => ({ default: m.PropertiesPage })),
);
const PurchasingPage = lazy(() =>
  import("@/features/purchasing/pages/PurchasingPage").then((m) => ({ default: m.PurchasingPage })),
);
const ReceiveItemsPage = lazy(() =>
  import("@/features/receiving/pages/ReceiveItemsPage").then((m) => ({ default: m.ReceiveItemsPage })),
);
const NewRequestPage = lazy(() =>
  import("@/features/requests/pages/NewRequestPage").then((m) => ({ default: m.NewRequestPage })),
);
const RequestsPage = lazy(() =>
  import("@/features/requests/pages/RequestsPage").then((m) => ({ default: m.RequestsPage })),
);
const ResetPasswordPage = lazy(() =>
  import("@/features/reset-password/pages/ResetPasswordPage").then((m) => ({ default: m.ResetPasswordPage })),
);
const SettingsPage = lazy(() =>
  import("@/features/settings/pages/SettingsPage").then((m) => ({ default: m.SettingsPage })),
);
const SignedOutSettingsPage = lazy(() =>
  import("@/features/settings/pages/SignedOutSettingsPage").then((m) => ({ default: m.SignedOutSettingsPage })),
);

// Not needed to draw the first screen; toasts raised before it arrives wait in the toast store.
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/** Pricing and the legal pages: in the app frame when signed in, in the public frame when signed out. */
const SHARED_PAGES = (
  <>
    <Route path="/pricing" element={<PricingPage />} />
    <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
    <Route path="/terms-of-service" element={<TermsOfServicePage />} />
    <Route path="/cookies-policy" element={<CookiesPolicyPage />} />
  </>
);

const SIGNED_IN_ROUTES = (
  <Route element={<AppLayout />}>
    <Route index element={<DashboardPage />} />
    <Route path="/properties" element={<PropertiesPage />} />
    <Route path="/inventory" element={<InventoryPage />} />
    <Route path="/requests" element={<RequestsPage />} />
    <Route path="/requests/new" element={<NewRequestPage />} />
    <Route path="/daily-inventory-check" element={<DailyCheckPage />} />
    <Route path="/receive-items" element={<ReceiveItemsPage />} />
    <Route path="/purchasing" element={<PurchasingPage />} />
    <Route path="/settings" element={<SettingsPage />} />
    <Route path="/subscription-settings" element={<SubscriptionSettingsPage />} />
    <Route path={BECOME_CUSTOMER_PATH} element={<BecomeCustomerPage />} />
    <Route path="/admin" element={<AdminPage />} />
    {/* Every signed-in user is routed; the page and the API admit admins only. */}
    <Route path="/dev/mailbox" element={<DevMailboxPage />} />
    {SHARED_PAGES}
    {/* Inside the frame, so a signed-in visitor keeps the navigation as the way back. */}
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

const SIGNED_OUT_ROUTES = (
  <>
    <Route path="/login" element={<LoginPage />} />
    <Route path="/forgot-password" element={<ForgotPasswordPage />} />
    {/* Core §2: the daily check itself tells a signed-out visitor 'Unauthorized' and sends them to sign in. */}
    <Route path="/daily-inventory-check" element={<DailyCheckPage />} />
    <Route element={<PublicLayout />}>
      <Route index element={<LandingPage />} />
      <Route path="/demo" element={<DemoSignupPage />} />
      <Route path="/settings" element={<SignedOutSettingsPage />} />
      {SHARED_PAGES}
    </Route>
  </>
);

/** The route table of accounts §2: which pages exist depends on whether anyone is signed in. */
export function App() {
  const { isLoading, isAuthenticated } = useAuth();
  return (
    <>
      {/* Above every page, signed in or not. Only a production server can run test payments (staging), and only it
          serves a production build, so development builds do not ask. */}
      {import.meta.env.PROD && (
        <Suspense fallback={null}>
          <TestPaymentsBanner />
        </Suspense>
      )}
      {/* One boundary above the layouts: the first page appears together with its frame (no layout shift), and
          navigating is a transition (React Router), which keeps the current page up while the next one loads. */}
      <Suspense fallback={<FullPageSpinner />}>
        <Routes>
          {/* Open to everyone, and shown without waiting for the auth check. */}
          <Route element={<BareLayout />}>
            <Route path="/checkout" element={<CheckoutPage />} />
            <Route path="/checkout/success" element={<CheckoutSuccessPage />} />
            <Route path="/upgrade-checkout" element={<UpgradeCheckoutPage />} />
            <Route path="/payment-demo" element={<PaymentDemoPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path="/demo/confirm" element={<DemoConfirmPage />} />
            {/* Signed in, unknown paths get the 404 inside the app frame (SIGNED_IN_ROUTES). */}
            {!isLoading && !isAuthenticated && (
              <Route path="*" element={<SignedOutFallback appRoutes={SIGNED_IN_ROUTES} />} />
            )}
          </Route>
          {isLoading ? (
            <Route path="*" element={<FullPageSpinner />} />
          ) : isAuthenticated ? (
            SIGNED_IN_ROUTES
          ) : (
            SIGNED_OUT_ROUTES
          )}
        </Routes>
      </Suspense>
      <SignInAgain />
      <Suspense>
        <Toaster />
      </Suspense>
    </>
  );
}
