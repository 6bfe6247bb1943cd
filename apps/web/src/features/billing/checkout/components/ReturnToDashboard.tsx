import { TIMINGS } from "@stockroom/shared";
import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * Sends the customer to the dashboard a moment after a successful payment (accounts §4: 2 s). The spec's
 * return target /dashboard is the app's dashboard at /.
 */
export function ReturnToDashboard() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate("/", { replace: true }), TIMINGS.paymentSuccessCloseMs);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <p>Taking you to your dashboard...</p>;
}
