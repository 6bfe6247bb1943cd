import { FileText, Lock } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { SettingsSection } from "../components/SettingsSection";

/** Element id of the settings page's reports area, which 'View My Reports' scrolls to. */
export const REPORTS_SECTION_ID = "reports";

const LEGAL_LINKS = [
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-service", label: "Terms of Service" },
  { to: "/cookies-policy", label: "Cookies Policy" },
];

function showReports() {
  const target = document.getElementById(REPORTS_SECTION_ID);
  target?.scrollIntoView({ behavior: "smooth", block: "start" });
  // Moves keyboard and screen-reader users along with the scroll.
  target?.focus({ preventScroll: true });
}

export function DataPrivacySection() {
  return (
    <SettingsSection id="privacy" icon={Lock} title="Data & Privacy">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <ul className="grid gap-1">
          {LEGAL_LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className="text-sm font-medium text-emerald-800 underline-offset-4 hover:underline">
                {label}
              </Link>
            </li>
          ))}
        </ul>
        <Button variant="outline" onClick={showReports}>
          <FileText aria-hidden="true" />
          View My Reports
        </Button>
      </div>
    </SettingsSection>
  );
}
