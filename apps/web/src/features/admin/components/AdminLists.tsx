import { ADMIN_REQUESTS_LIMIT, type AdminStatsDto } from "@stockroom/shared";
import { Badge } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/spinner";
import { DataTable, type DataTableSpec } from "@/components/ui/data-table";
import { fullName, useAdminProperties, useAdminRequests, type AdminPropertyRow, type AdminRequestRow } from "../api";
import { ACTIVITY_LABELS, requestBadgeVariant, shortDate, statusLabel } from "../display";
import { ListState } from "@/components/ListState";

type ActivityRow = AdminStatsDto["recentActivity"][number];

const PROPERTIES_TABLE: DataTableSpec<AdminPropertyRow> = {
  title: "Properties",
  columns: [
    { header: "Property", value: (p) => p.name },
    { header: "Address", value: (p) => p.address ?? "" },
    { header: "Owner", value: (p) => `${fullName(p.owner)} <${p.owner.email}>`.trim() },
    { header: "Managers", value: (p) => p.managers.map(fullName).join(", ") || "None" },
    { header: "Items", value: (p) => p.itemCount },
    { header: "Created", value: (p) => p.createdAt.slice(0, 10), cell: (p) => shortDate(p.createdAt) },
  ],
  rowKey: (p) => p.id,
};

const REQUESTS_TABLE: DataTableSpec<AdminRequestRow> = {
  title: `Requests (latest ${ADMIN_REQUESTS_LIMIT})`,
  columns: [
    { header: "Item", value: (r) => r.item.name },
    { header: "Property", value: (r) => r.item.property.name },
    { header: "Requester", value: (r) => (r.requester ? fullName(r.requester) || r.requester.email : "Unknown") },
    { header: "Quantity", value: (r) => r.quantity },
    {
      header: "Status",
      value: (r) => statusLabel(r.status),
      cell: (r) => <Badge variant={requestBadgeVariant(r.status)}>{statusLabel(r.status)}</Badge>,
    },
    { header: "Date", value: (r) => r.createdAt.slice(0, 10), cell: (r) => shortDate(r.createdAt) },
  ],
  rowKey: (r) => r.id,
};

const ACTIVITY_TABLE: DataTableSpec<ActivityRow> = {
  title: "Recent Activity",
  columns: [
    { header: "Type", value: (a) => ACTIVITY_LABELS[a.type] ?? statusLabel(a.type) },
    { header: "Details", value: (a) => a.details },
    { header: "User", value: (a) => a.userName ?? "System" },
    { header: "Time", value: (a) => a.timestamp, cell: (a) => new Date(a.timestamp).toLocaleString() },
  ],
  rowKey: (a) => a.id,
};

export function PropertiesTab() {
  const properties = useAdminProperties(true);
  return (
    <ListState query={properties} label="properties">
      {(rows) => <DataTable {...PROPERTIES_TABLE} rows={rows} emptyText="No properties yet." />}
    </ListState>
  );
}

export function RequestsTab() {
  const requests = useAdminRequests(true);
  return (
    <ListState query={requests} label="requests">
      {(rows) => (
        <DataTable {...REQUESTS_TABLE} rows={rows.slice(0, ADMIN_REQUESTS_LIMIT)} emptyText="No requests yet." />
      )}
    </ListState>
  );
}

export function ActivityTab({ activity }: { activity: ActivityRow[] | undefined }) {
  if (!activity) return <Spinner label="Loading activity" />;
  return <DataTable {...ACTIVITY_TABLE} rows={activity} emptyText="No activity yet." />;
}
