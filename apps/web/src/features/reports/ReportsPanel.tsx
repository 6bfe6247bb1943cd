import {
  DEFAULT_REPORT_RANGE,
  REPORT_RANGES,
  type AnalyticsOverviewDto,
  type AnalyticsPeriod,
  offers,
} from "@stockroom/shared";
import { BarChart3 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  useAnalytics,
  DemandByCategoryChart,
  RequestsOverTimeChart,
  StockStatusChart,
  AnalyticsDialog,
  FilterSelect,
  CategoryDemand,
  OverviewCards,
  CRITICAL_TABLE,
  HIGH_DEMAND_TABLE,
  PERFORMANCE_TABLE,
} from "@/features/analytics";
import { useAuth } from "@/queries/session";
import { usePropertyList } from "@/queries/properties";
import { REPORT_TAB_PARAM, VALUE_REPORT_TAB, ValueSpendTab } from "@/features/stock-value";
import { useQueryParams } from "@/lib/searchParams";
import { DAY_TABLE, DEMAND_TABLE } from "./reportColumns";

const ALL = "all";

/** core §2 'Reports': the analytics figures for a range and property, in settings. Owners, demo users and admins only. */
export function ReportsPanel() {
  const { user } = useAuth();
  if (!offers(user?.role, "analytics.view")) {
    return <p className="text-sm text-slate-600">Reports are available to property owners.</p>;
  }
  return <Reports />;
}

function Reports() {
  // The dashboard's stock value links straight to its tab.
  const [searchParams] = useQueryParams();
  const linked = searchParams.get(REPORT_TAB_PARAM) === VALUE_REPORT_TAB;
  const [tab, setTab] = useState(linked ? VALUE_REPORT_TAB : "overview");
  const root = useRef<HTMLDivElement>(null);
  // The reports sit at the bottom of the settings page: a link to one of them scrolls it into view.
  useEffect(() => {
    if (linked) root.current?.scrollIntoView({ block: "start" });
  }, [linked]);
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_REPORT_RANGE);
  const [propertyId, setPropertyId] = useState<number | null>(null);
  const [analyticsOpen, setAnalyticsOpen] = useState(false);
  const properties = usePropertyList();
  const query = useAnalytics({ period, propertyId, category: null, view: "overview" });
  const overview = query.data?.overview;

  return (
    <div ref={root} className="flex scroll-mt-24 flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FilterSelect
          className="sm:w-56"
          label="Date range"
          value={period}
          options={REPORT_RANGES}
          onChange={(value) => setPeriod(value as AnalyticsPeriod)}
        />
        <FilterSelect
          className="sm:w-56"
          label="Property"
          value={propertyId === null ? ALL : String(propertyId)}
          options={[
            { value: ALL, label: "All Properties" },
            ...(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
          ]}
          onChange={(value) => setPropertyId(value === ALL ? null : Number(value))}
        />
        <Button variant="outline" className="sm:ml-auto" onClick={() => setAnalyticsOpen(true)}>
          <BarChart3 aria-hidden="true" />
          Open Full Analytics
        </Button>
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Report sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="inventory">Inventory</TabsTrigger>
          <TabsTrigger value="requests">Requests</TabsTrigger>
          <TabsTrigger value={VALUE_REPORT_TAB}>Value &amp; Spend</TabsTrigger>
        </TabsList>
        <TabsContent value={VALUE_REPORT_TAB}>
          <ValueSpendTab propertyId={propertyId} />
        </TabsContent>
        {tab === VALUE_REPORT_TAB ? null : query.isError ? (
          <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            Failed to load reports. Please try again.
          </p>
        ) : overview ? (
          <ReportTabs overview={overview} />
        ) : (
          <div className="flex justify-center py-8">
            <Spinner label="Loading reports" />
          </div>
        )}
      </Tabs>
      <AnalyticsDialog open={analyticsOpen} onOpenChange={setAnalyticsOpen} initialParams={{ period, propertyId }} />
    </div>
  );
}

function ReportTabs({ overview }: { overview: AnalyticsOverviewDto }) {
  const noRequests = "No requests in this range.";
  return (
    <>
      <TabsContent value="overview" className="flex flex-col gap-4">
        <OverviewCards cards={overview.cards} />
        <div className="grid gap-4 lg:grid-cols-2">
          <DemandByCategoryChart demand={overview.categoryDemand} />
          <CategoryDemand demand={overview.categoryDemand} />
        </div>
        <DataTable {...DEMAND_TABLE} rows={overview.categoryDemand} emptyText={noRequests} />
      </TabsContent>
      <TabsContent value="inventory" className="flex flex-col gap-4">
        <StockStatusChart status={overview.stockStatus} />
        <DataTable {...PERFORMANCE_TABLE} rows={overview.propertyPerformance} emptyText="No properties yet." />
        <DataTable
          {...CRITICAL_TABLE}
          rows={overview.criticalActions.criticalItems}
          emptyText="No items are out of or low on stock."
        />
      </TabsContent>
      <TabsContent value="requests" className="flex flex-col gap-4">
        <RequestsOverTimeChart series={overview.requestsOverTime} />
        <DataTable {...DAY_TABLE} rows={overview.requestsOverTime} emptyText={noRequests} />
        <DataTable {...HIGH_DEMAND_TABLE} rows={overview.highDemandItems} emptyText={noRequests} />
      </TabsContent>
    </>
  );
}
