import { ShieldAlert } from "lucide-react";
import { PageHeading } from "@/components/PageHeading";
import { Card, CardContent } from "@/components/ui/card";
import { useAuth } from "@/features/auth/api";
import { usePageMeta } from "@/lib/usePageMeta";

/** The route table lets every signed-in user through; the admin role is enforced here. */
export function AdminPage() {
  usePageMeta("Admin", { noindex: true });
  const { user } = useAuth();

  if (user?.role !== "admin") {
    return (
      <Card className="mx-auto mt-8 max-w-md text-center">
        <CardContent className="pt-6">
          <ShieldAlert aria-hidden="true" className="mx-auto mb-3 size-10 text-red-600" />
          <h1 className="text-2xl font-bold text-slate-900">Access Denied</h1>
          <p className="mt-2 text-slate-600">You need admin privileges to access this page.</p>
        </CardContent>
      </Card>
    );
  }

  return <PageHeading title="Admin" />;
}
