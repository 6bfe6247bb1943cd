import { useQuery } from "@tanstack/react-query";
import { offers } from "@stockroom/shared";
import { BarChart3 } from "lucide-react";
import { PageHeading } from "@/components/PageHeading";
import { useAuth } from "@/queries/session";
import { ownedPropertiesQuery } from "@/queries/properties";
import { ReportsPanel } from "@/features/reports";
import { usePageMeta } from "@/lib/usePageMeta";
import { SettingsSection } from "../components/SettingsSection";
import { AccountSecuritySection } from "../sections/AccountSecuritySection";
import { DataPrivacySection, REPORTS_SECTION_ID } from "../sections/DataPrivacySection";
import { ManagerAssignmentsSection } from "../sections/ManagerAssignmentsSection";
import { NotificationsSection } from "../sections/NotificationsSection";
import { ProfileSection } from "../sections/ProfileSection";
import { SubscriptionSection } from "../sections/SubscriptionSection";
import { SupportSection } from "../sections/SupportSection";
import { UserManagementSection } from "../sections/UserManagementSection";

/** The settings page: a column of independent sections, in the order of accounts §2. */
export function SettingsPage() {
  usePageMeta("Settings", { noindex: true });
  const { user } = useAuth();
  // Assignments are the owner's alone (accounts §6); nobody else needs the property list here.
  const properties = useQuery({ ...ownedPropertiesQuery, enabled: user?.role === "owner" });
  // AppLayout renders pages only once the user is known.
  if (!user) return null;
  const ownedProperties = properties.data ?? [];

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading title="Settings" description="Your profile, plan, notifications and team." />
      {/* grid-cols-1 is minmax(0, 1fr): the column is as wide as the page, not as its widest section needs (376 px at 360). */}
      <div className="grid grid-cols-1 gap-6">
        <ProfileSection user={user} />
        <SubscriptionSection user={user} />
        <AccountSecuritySection user={user} />
        <NotificationsSection />
        <SupportSection />
        {ownedProperties.length > 0 && <ManagerAssignmentsSection properties={ownedProperties} />}
        {offers(user.role, "managers.manage") && <UserManagementSection user={user} />}
        <DataPrivacySection />
        {/* The reports section lives here; 'View My Reports' scrolls to and focuses this element. */}
        <div id={REPORTS_SECTION_ID} tabIndex={-1} className="scroll-mt-24 focus:outline-none">
          <SettingsSection
            id="reports-panel"
            icon={BarChart3}
            title="Reports"
            description="Stock and request figures for a date range."
          >
            <ReportsPanel />
          </SettingsSection>
        </div>
      </div>
    </div>
  );
}
