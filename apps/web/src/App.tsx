import { Route, Routes } from "react-router";
import { FullPageSpinner } from "@/components/FullPageSpinner";
import { Toaster } from "@/components/ui/toaster";
import { AdminPage } from "@/features/admin/pages/AdminPage";
import { useAuth } from "@/features/auth/api";
import { LoginPage } from "@/features/auth/pages/LoginPage";
import { SubscriptionSettingsPage } from "@/features/billing/pages/SubscriptionSettingsPage";
import { CheckoutPage } from "@/features/checkout/pages/CheckoutPage";
import { CheckoutSuccessPage } from "@/features/checkout/pages/CheckoutSuccessPage";
import { PaymentDemoPage } from "@/features/checkout/pages/PaymentDemoPage";
import { UpgradeCheckoutPage } from "@/features/checkout/pages/UpgradeCheckoutPage";
import { DailyCheckPage } from "@/features/daily-check/pages/DailyCheckPage";
import { DashboardPage } from "@/features/dashboard/pages/DashboardPage";
import { DemoSignupPage } from "@/features/demo/pages/DemoSignupPage";
import { DevMailboxPage } from "@/features/dev-mailbox/pages/DevMailboxPage";
import { NotFoundPage } from "@/features/errors/pages/NotFoundPage";
import { InventoryPage } from "@/features/inventory/pages/InventoryPage";
import { LandingPage } from "@/features/landing/pages/LandingPage";
import { CookiesPolicyPage } from "@/features/legal/pages/CookiesPolicyPage";
import { PrivacyPolicyPage } from "@/features/legal/pages/PrivacyPolicyPage";
import { TermsOfServicePage } from "@/features/legal/pages/TermsOfServicePage";
import { AppLayout } from "@/features/layout/AppLayout";
import { BareLayout } from "@/features/layout/BareLayout";
import { PublicLayout } from "@/features/layout/PublicLayout";
import { PricingPage } from "@/features/pricing/pages/PricingPage";
import { PropertiesPage } from "@/features/properties/pages/PropertiesPage";
import { ReceiveItemsPage } from "@/features/receiving/pages/ReceiveItemsPage";
import { NewRequestPage } from "@/features/requests/pages/NewRequestPage";
import { RequestsPage } from "@/features/requests/pages/RequestsPage";
import { ResetPasswordPage } from "@/features/reset-password/pages/ResetPasswordPage";
import { SettingsPage } from "@/features/settings/pages/SettingsPage";
import { SignedOutSettingsPage } from "@/features/settings/pages/SignedOutSettingsPage";

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
    <Route path="/settings" element={<SettingsPage />} />
    <Route path="/subscription-settings" element={<SubscriptionSettingsPage />} />
    <Route path="/admin" element={<AdminPage />} />
    {/* Every signed-in user is routed; the page and the API admit admins only. */}
    <Route path="/dev/mailbox" element={<DevMailboxPage />} />
    {SHARED_PAGES}
  </Route>
);

const SIGNED_OUT_ROUTES = (
  <>
    <Route path="/login" element={<LoginPage />} />
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
      <Routes>
        {/* Open to everyone, and shown without waiting for the auth check. */}
        <Route element={<BareLayout />}>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/checkout/success" element={<CheckoutSuccessPage />} />
          <Route path="/upgrade-checkout" element={<UpgradeCheckoutPage />} />
          <Route path="/payment-demo" element={<PaymentDemoPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          {!isLoading && <Route path="*" element={<NotFoundPage />} />}
        </Route>
        {isLoading ? (
          <Route path="*" element={<FullPageSpinner />} />
        ) : isAuthenticated ? (
          SIGNED_IN_ROUTES
        ) : (
          SIGNED_OUT_ROUTES
        )}
      </Routes>
      <Toaster />
    </>
  );
}
