import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

export function BackToRequests() {
  return (
    <Button asChild variant="ghost" size="sm" className="mb-4 -ml-3">
      <Link to="/requests">
        <ArrowLeft aria-hidden="true" />
        Back to Requests
      </Link>
    </Button>
  );
}
