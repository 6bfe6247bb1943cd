import { CircleAlert } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { usePageMeta } from "@/lib/usePageMeta";

export function NotFoundPage() {
  usePageMeta("Page Not Found");
  return (
    <Card className="mx-auto mt-12 max-w-md">
      <CardContent className="pt-6">
        <div className="mb-4 flex items-center gap-2">
          <CircleAlert aria-hidden="true" className="size-8 text-red-600" />
          <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        </div>
        <p className="text-sm text-slate-600">Did you forget to add the page to the router?</p>
      </CardContent>
    </Card>
  );
}
