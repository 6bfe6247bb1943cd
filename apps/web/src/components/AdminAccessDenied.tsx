import { AccessDenied } from "@/components/AccessDenied";

/** What an admin-only page (the admin area, the developer mailbox) shows anyone else: accounts' 'Access Denied'. */
export function AdminAccessDenied() {
  return <AccessDenied title="Access Denied" message="You need admin privileges to access this page." />;
}
