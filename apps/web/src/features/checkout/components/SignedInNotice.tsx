import { TIMINGS } from "@stockroom/shared";
import { useEffect } from "react";
import { useNavigate } from "react-router";

/** Accounts §6: a signed-in visitor has an account already; plans change in the app, so back to /pricing. */
export function SignedInNotice() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => void navigate("/pricing", { replace: true }),
      TIMINGS.authenticatedCheckoutRedirectMs,
    );
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="text-center">
      <h1 className="text-2xl font-bold text-slate-900">You're Already Signed In</h1>
      <p role="status" className="mt-2 text-slate-700">
        Checkout is for new accounts. Taking you to the plans...
      </p>
    </div>
  );
}
