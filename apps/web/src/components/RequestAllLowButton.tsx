import { RESTOCK_MESSAGES, restockRequestPath } from "@stockroom/shared";
import { ShoppingCart } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/**
 * "Request all low items" (issue 20.3): New Request prefilled with the property's low items. Without a
 * single chosen property New Request asks for one first.
 */
export function RequestAllLowButton({ propertyId, className }: { propertyId: number | null; className?: string }) {
  return (
    <Button asChild variant="outline" className={className}>
      <Link to={restockRequestPath(propertyId)}>
        <ShoppingCart aria-hidden="true" />
        {RESTOCK_MESSAGES.button}
      </Link>
    </Button>
  );
}
