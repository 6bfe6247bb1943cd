import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

interface SettingsSectionProps {
  id: string;
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  /** Controls beside the title, such as 'Create Manager'. */
  action?: ReactNode;
  children: ReactNode;
}

/** One card of the settings page; its h2 names the region for screen readers. */
export function SettingsSection({ id, icon: Icon, title, description, action, children }: SettingsSectionProps) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`} id={id} className="scroll-mt-24">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id={`${id}-title`} className="flex items-center gap-2 text-lg">
            <Icon aria-hidden="true" className="size-5 text-emerald-700" />
            {title}
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
