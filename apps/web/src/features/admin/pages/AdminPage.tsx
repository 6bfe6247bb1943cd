import { offers } from "@stockroom/shared";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { AdminAccessDenied } from "@/components/AdminAccessDenied";
import { PageHeading } from "@/components/PageHeading";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/queries/session";
import { toastError, toastSuccess } from "@/lib/notify";
import { usePageMeta } from "@/lib/usePageMeta";
import { useAdminStats, useCreateDemoUser, type AdminUserRow, type DemoUserCreated } from "../api";
import { ActivityTab, PropertiesTab, RequestsTab } from "../components/AdminLists";
import { AdminStats } from "../components/AdminStats";
import { DemoUserDialog } from "../components/DemoUserDialog";
import { EditUserDialog } from "../components/EditUserDialog";
import { JobsTab } from "../components/JobsTab";
import { OutboxTab } from "../components/OutboxTab";
import { UsersTab } from "../components/UsersTab";

/** The route table lets every signed-in user through; the admin role is enforced here. */
export function AdminPage() {
  usePageMeta("Admin", { noindex: true });
  const { user } = useAuth();

  if (!offers(user?.role, "admin.access")) return <AdminAccessDenied />;
  return <AdminDashboard />;
}

function AdminDashboard() {
  const stats = useAdminStats(true);
  const createDemo = useCreateDemoUser();
  const [tab, setTab] = useState("users");
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [created, setCreated] = useState<DemoUserCreated | null>(null);

  const createDemoUser = () =>
    createDemo.mutate(undefined, {
      onSuccess: (result) => {
        toastSuccess("Demo user created successfully");
        setCreated(result);
      },
      onError: (error) => toastError(error, "Failed to create demo user"),
    });

  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <PageHeading title="Admin Dashboard" description="Manage users, subscriptions and the product's data" />
        <Button onClick={createDemoUser} disabled={createDemo.isPending} className="mb-6">
          <UserPlus aria-hidden="true" />
          {createDemo.isPending ? "Creating..." : "Create Demo User"}
        </Button>
      </div>
      <AdminStats stats={stats.data} isError={stats.isError} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Admin sections">
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="properties">Properties</TabsTrigger>
          <TabsTrigger value="requests">Requests</TabsTrigger>
          <TabsTrigger value="activity">Activity</TabsTrigger>
          <TabsTrigger value="outbox">Outbox</TabsTrigger>
          <TabsTrigger value="jobs">Jobs</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersTab onEdit={setEditing} />
        </TabsContent>
        <TabsContent value="properties">
          <PropertiesTab />
        </TabsContent>
        <TabsContent value="requests">
          <RequestsTab />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityTab activity={stats.data?.recentActivity} />
        </TabsContent>
        <TabsContent value="outbox">
          <OutboxTab />
        </TabsContent>
        <TabsContent value="jobs">
          <JobsTab />
        </TabsContent>
      </Tabs>
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <DemoUserDialog created={created} onClose={() => setCreated(null)} />
    </>
  );
}
