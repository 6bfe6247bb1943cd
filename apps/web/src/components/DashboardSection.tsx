import { ArrowRight } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

interface DashboardSectionProps {
  title: string;
  /**
   * Where View All leads, and what it lists: the end of the link's name ("View All requests"), which tells it
   * apart from the other sections' links.
   */
  viewAll: { to: string; what: string };
  children: ReactNode;
}

/** A dashboard section: its heading with a View All link beside it, then its content. */
export function DashboardSection({ title, viewAll, children }: DashboardSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-8">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <Button asChild variant="outline" size="sm">
          <Link to={viewAll.to}>
            View All <span className="sr-only">{viewAll.what}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      {children}
    </section>
  );
}
