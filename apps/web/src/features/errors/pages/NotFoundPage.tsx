import { CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useAuth } from "@/queries/session";
import { usePageMeta } from "@/lib/usePageMeta";

/**
 * The spec's 404 (title and text kept) with a way back: signed in it sits inside the app frame, whose
 * navigation is the way back, plus a link to the dashboard; signed out it links to / and to sign-in.
 */
export function NotFoundPage() {
  usePageMeta("Page Not Found");
  const { isAuthenticated } = useAuth();
  return (
    <Card className="mx-auto mt-12 max-w-md">
      <CardContent className="pt-6">
        <div className="mb-4 flex items-center gap-2">
          <CircleAlert aria-hidden="true" className="size-8 text-red-600" />
          <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        </div>
        <p className="text-sm text-slate-600">Did you forget to add the page to the router?</p>
        <div className="mt-6 flex flex-wrap gap-3">
          {isAuthenticated ? (
            <Button asChild>
              <Link to="/">Go to Dashboard</Link>
            </Button>
          ) : (
            <>
              <Button asChild>
                <Link to="/">Go to Home Page</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/login">Sign In</Link>
              </Button>
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
