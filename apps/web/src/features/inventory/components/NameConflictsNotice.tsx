import type { ItemNameConflictDto } from "@stockroom/shared";
import { Copy } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";

interface NameConflictsNoticeProps {
  /** The property's names shared by several items; nothing is drawn while there are none. */
  conflicts: ItemNameConflictDto[] | undefined;
  /** Shows the items of one name (the inventory search). */
  onShow: (name: string) => void;
}

/**
 * Items that shared a name before names became unique per property (issue 37, decision 201): nothing was merged
 * or renamed for the owner, so they are listed here until each extra is renamed or deleted.
 */
export function NameConflictsNotice({ conflicts, onShow }: NameConflictsNoticeProps) {
  const titleId = useId();
  if (!conflicts || conflicts.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id={titleId} className="flex items-center gap-2 font-semibold text-amber-900">
        <Copy aria-hidden="true" className="size-5" />
        Items sharing a name
      </h2>
      <p className="mt-1 text-sm text-amber-900">
        Each item at a property now needs its own name. These items were added before that: rename or delete the extras,
        so counts and requests go to the right one.
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {conflicts.map((conflict) => (
          <li key={`${conflict.propertyId}-${conflict.name}`}>
            <Button variant="outline" size="sm" className="bg-white" onClick={() => onShow(conflict.name.trim())}>
              {conflict.name.trim()} · {conflict.items.length} items
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
