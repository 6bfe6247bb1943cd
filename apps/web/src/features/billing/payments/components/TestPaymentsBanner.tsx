import { usePaymentConfig } from "../api";

/**
 * A staging server (production with PAYMENTS_PROVIDER=local) takes the test cards and charges nothing;
 * every page says so, so nobody mistakes it for the real shop or believes they paid.
 */
export function TestPaymentsBanner() {
  const { data } = usePaymentConfig();
  if (!data?.testPayments) return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      <strong className="font-semibold">Test payments</strong>: cards are not charged on this server. Use the test cards
      shown at payment.
    </div>
  );
}
