import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";

interface AccessDeniedProps {
  title: string;
  message: string;
  /** A way on from here, e.g. back to the dashboard. */
  children?: ReactNode;
}

/** What a page shows a user whose role may not use it, in place of its content. */
export function AccessDenied({ title, message, children }: AccessDeniedProps) {
  return (
    <Card className="mx-auto mt-8 max-w-md text-center">
      <CardContent className="grid justify-items-center gap-3 pt-6">
        <ShieldAlert aria-hidden="true" className="size-10 text-red-600" />
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="text-slate-600">{message}</p>
        {children}
      </CardContent>
    </Card>
  );
}
