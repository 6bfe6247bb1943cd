import { AccessNotice } from "@/components/AccessNotice";

/** What an admin-only page (the admin area, the developer mailbox) shows anyone else: accounts' 'Access Denied'. */
export function AdminAccessDenied() {
  return <AccessNotice kind="denied" title="Access Denied" message="You need admin privileges to access this page." />;
}
