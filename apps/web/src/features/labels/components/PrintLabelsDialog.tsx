import {
  CATEGORIES,
  CATEGORY_INFO,
  DEFAULT_LABEL_LAYOUT,
  LABEL_LAYOUTS,
  LABEL_LIMITS,
  LABEL_MESSAGES,
  LABEL_SHEETS,
  type Category,
  type LabelLayout,
  labelPageCount,
  labelsPdfUrl,
  labelsPerPage,
  parseWholeNumber,
} from "@stockroom/shared";
import { Download } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useInventorySummary, usePropertyInventory } from "@/features/inventory";

type Scope = "property" | "category" | "items";

export interface PrintLabelsDialogProps {
  propertyId: number;
  propertyName: string;
  /** The category the inventory page shows, offered first. */
  category?: Category;
  onClose: () => void;
}

const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

/**
 * Print Labels: what to print (the whole property, a category or chosen items), on which sheet, and how many
 * positions of a half-used sheet to leave blank. The download is a plain link to the PDF, which the browser saves.
 */
export default function PrintLabelsDialog({ propertyId, propertyName, category, onClose }: PrintLabelsDialogProps) {
  const [scope, setScope] = useState<Scope>(category ? "category" : "property");
  const [chosenCategory, setChosenCategory] = useState<Category>(category ?? CATEGORIES[0]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [filter, setFilter] = useState("");
  const [layout, setLayout] = useState<LabelLayout>(DEFAULT_LABEL_LAYOUT);
  const [skipText, setSkipText] = useState("0");
  const summary = useInventorySummary(propertyId);
  const items = usePropertyInventory(scope === "items" ? propertyId : null);
  const radioName = useId();

  const counts = new Map(summary.data?.map((c) => [c.category, c.itemCount]));
  const labelCount =
    scope === "items"
      ? selected.size
      : scope === "category"
        ? (counts.get(chosenCategory) ?? 0)
        : [...counts.values()].reduce((sum, n) => sum + n, 0);
  const perPage = labelsPerPage(layout);
  const skip = parseWholeNumber(skipText, {
    min: 0,
    max: perPage - 1,
    messages: {
      required: LABEL_MESSAGES.skipWhole,
      whole: LABEL_MESSAGES.skipWhole,
      min: LABEL_MESSAGES.skip(layout),
      max: LABEL_MESSAGES.skip(layout),
    },
  });
  const loading = scope !== "items" && summary.isPending;
  const countProblem =
    loading || labelCount > 0
      ? labelCount > LABEL_LIMITS.maxLabels
        ? LABEL_MESSAGES.tooManyLabels
        : undefined
      : scope === "items"
        ? "Select at least one item"
        : LABEL_MESSAGES.noItems;
  const ready = !loading && !countProblem && skip.error === undefined;
  const href = labelsPdfUrl({
    propertyId,
    layout,
    category: scope === "category" ? chosenCategory : undefined,
    itemIds: scope === "items" ? [...selected] : undefined,
    skip: skip.value ?? 0,
  });

  const needle = filter.trim().toLowerCase();
  const shown = (items.data ?? []).filter((item) => item.name.toLowerCase().includes(needle));
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const option = (value: Scope, label: string) => (
    <label className="flex items-center gap-3 text-sm text-slate-900">
      <input
        type="radio"
        name={radioName}
        value={value}
        checked={scope === value}
        onChange={() => setScope(value)}
        className="size-4 shrink-0 accent-emerald-700"
      />
      {label}
    </label>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeading
          title="Print Labels"
          description={`Label sheets for ${propertyName}: each label has a QR code, a barcode, the item name and its unit.`}
        />
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-900">Print labels for</legend>
          {option("property", `Every item at ${propertyName}`)}
          {option("category", "One category")}
          {option("items", "Selected items")}
        </fieldset>

        {scope === "category" && (
          <Field label="Category">
            {(control) => (
              <Select value={chosenCategory} onValueChange={(value) => setChosenCategory(value as Category)}>
                <SelectTrigger {...control}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {CATEGORIES.map((c) => (
                    <SelectItem key={c} value={c}>
                      {`${CATEGORY_INFO[c].name} · ${plural(counts.get(c) ?? 0, "item")}`}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
        )}

        {scope === "items" && (
          <div className="grid gap-2">
            <Field label="Filter items">
              <Input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
            </Field>
            {items.isPending ? (
              <p className="text-sm text-slate-600">Loading items…</p>
            ) : items.isError ? (
              <p role="alert" className="text-sm text-red-700">
                Failed to load items
              </p>
            ) : (
              <ul
                aria-label="Items"
                className="grid max-h-56 gap-2 overflow-y-auto rounded-md border border-slate-200 p-3"
              >
                {shown.map((item) => (
                  <li key={item.id}>
                    <Checkbox
                      label={item.name}
                      checked={selected.has(item.id)}
                      onCheckedChange={(on) => toggle(item.id, on)}
                    />
                  </li>
                ))}
                {shown.length === 0 && <li className="text-sm text-slate-600">No items match the filter.</li>}
              </ul>
            )}
            <p className="text-sm text-slate-600">{plural(selected.size, "item")} selected</p>
          </div>
        )}

        <Field label="Label sheet" hint={LABEL_SHEETS[layout].description}>
          {(control) => (
            <Select value={layout} onValueChange={(value) => setLayout(value as LabelLayout)}>
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {LABEL_LAYOUTS.map((l) => (
                  <SelectItem key={l} value={l}>
                    {LABEL_SHEETS[l].name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
        <Field
          label="Skip first labels"
          hint="Positions already used on the first sheet, left blank"
          error={skip.error}
        >
          <Input inputMode="numeric" value={skipText} onChange={(e) => setSkipText(e.target.value)} />
        </Field>

        <p aria-live="polite" className={countProblem ? "text-sm text-red-700" : "text-sm text-slate-600"}>
          {countProblem ??
            (loading
              ? ""
              : `${plural(labelCount, "label")} on ${plural(labelPageCount(layout, { count: labelCount, skip: skip.value ?? 0 }), "sheet")}`)}
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          {!ready ? (
            <Button type="button" disabled>
              <Download aria-hidden="true" />
              Download PDF
            </Button>
          ) : (
            <Button asChild>
              <a href={href} download>
                <Download aria-hidden="true" />
                Download PDF
              </a>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
