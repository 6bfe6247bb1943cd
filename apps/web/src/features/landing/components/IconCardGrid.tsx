import { cn } from "@/lib/utils";
import type { IconCard } from "../landingContent";

interface IconCardGridProps {
  id: string;
  title: string;
  cards: IconCard[];
  columns?: 3 | 4;
}

/** A titled grid of icon cards: the landing page's features and categories. */
export function IconCardGrid({ id, title, cards, columns = 3 }: IconCardGridProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <ul className={cn("mt-8 grid gap-4 sm:grid-cols-2", columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3")}>
        {cards.map(({ icon: Icon, title: cardTitle, text }) => (
          <li key={cardTitle} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <Icon aria-hidden="true" className="size-8 text-emerald-700" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{cardTitle}</h3>
            <p className="mt-2 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
