import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { BECOME_CUSTOMER_PATH } from "../conversion";

/** Subscription Settings for a demo account: the way out of the demo plan is paying for a real one. */
export function BecomeCustomerCard() {
  return (
    <Card className="border-emerald-600">
      <CardHeader>
        <CardTitle>Ready to use Stockroom for real?</CardTitle>
        <CardDescription>
          Pick a plan and pay the first month to become a customer. You keep your sign-in and choose whether your demo
          data stays.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={BECOME_CUSTOMER_PATH}>Become a Customer</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
