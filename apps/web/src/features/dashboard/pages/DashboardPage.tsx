import { PageHeading } from "@/components/PageHeading";
import { useAuth } from "@/features/auth/api";
import { usePageMeta } from "@/lib/usePageMeta";

export function DashboardPage() {
  usePageMeta("Dashboard", { noindex: true });
  const { user } = useAuth();
  return (
    <PageHeading
      title="Dashboard"
      description={
        user?.role === "owner"
          ? "Manage your hotel inventory across all properties"
          : "View your assigned property inventory"
      }
    />
  );
}
