import { ShieldAlert } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";

/** What an admin-only page (the admin area, the developer mailbox) shows anyone else: accounts' 'Access Denied'. */
export function AdminAccessDenied() {
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
