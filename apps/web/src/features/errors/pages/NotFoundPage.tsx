import { CircleAlert } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { Link, Navigate, createRoutesFromChildren, matchRoutes, useLocation } from "react-router";
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

/** The sign-in page that returns to `link` (path, query and hash) afterwards. */
const signInPathFor = (link: string) => `/login?next=${encodeURIComponent(link)}`;

/**
 * A path with no signed-out page (issue 37 point 1, decision 196): a page of the signed-in app (`appRoutes`, the
 * signed-in route table itself) goes to sign-in, which returns to the whole link afterwards (an emailed link, a scanned
 * label); a path that is no page at all gets the 404. Loaded only when a signed-out visitor reaches one.
 */
export function SignedOutFallback({ appRoutes }: { appRoutes: ReactNode }) {
  const location = useLocation();
  const routes = useMemo(() => createRoutesFromChildren(appRoutes), [appRoutes]);
  const page = matchRoutes(routes, location)?.at(-1);
  if (!page || page.route.path === "*") return <NotFoundPage />;
  return <Navigate to={signInPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
}
