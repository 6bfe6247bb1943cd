import { SUPPORT_EMAIL } from "@stockroom/shared";
import { LifeBuoy, Mail } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SettingsSection } from "../components/SettingsSection";

export function SupportSection() {
  return (
    <SettingsSection id="support" icon={LifeBuoy} title="Support & Feedback">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-slate-700">
            Questions, problems or ideas? Write to <span className="font-medium">{SUPPORT_EMAIL}</span>.
          </p>
          <p className="text-sm text-slate-600">Replies within 24 hours on business days.</p>
        </div>
        <Button asChild variant="outline">
          <a href={`mailto:${SUPPORT_EMAIL}`}>
            <Mail aria-hidden="true" />
            Email Support
          </a>
        </Button>
      </div>
    </SettingsSection>
  );
}
