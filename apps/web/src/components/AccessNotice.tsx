import { Lock, ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";

/** Why the page is closed: the user's role may not use it (denied), or the subscription must be paid (locked). */
const KINDS = {
  denied: { Icon: ShieldAlert, iconClassName: "size-10 text-red-600" },
  locked: { Icon: Lock, iconClassName: "size-10 text-amber-600" },
};

interface AccessNoticeProps {
  kind: keyof typeof KINDS;
  title: string;
  message: string;
  /** Ways on from here, e.g. back to the dashboard. */
  children?: ReactNode;
}

/** What a page shows in place of its content when the user may not use it. */
export function AccessNotice({ kind, title, message, children }: AccessNoticeProps) {
  const { Icon, iconClassName } = KINDS[kind];
  return (
    <Card className="mx-auto mt-8 max-w-md text-center">
      <CardContent className="grid justify-items-center gap-3 pt-6">
        <Icon aria-hidden="true" className={iconClassName} />
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="text-slate-600">{message}</p>
        {children}
      </CardContent>
    </Card>
  );
}
