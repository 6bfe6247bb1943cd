import { zodResolver } from "@hookform/resolvers/zod";
import {
  CATEGORIES,
  CATEGORY_INFO,
  DEFAULT_LABEL_LAYOUT,
  LABEL_LAYOUTS,
  LABEL_LIMITS,
  LABEL_MESSAGES,
  LABEL_SHEETS,
  type Category,
  labelPageCount,
  matchesItemSearch,
} from "@stockroom/shared";
import { Download } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ListState } from "@/components/ListState";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { useInventorySummary, usePropertyInventory } from "@/features/inventory";
import { getUrl } from "@/lib/api/client";
import { type LabelScope, type PrintLabelsForm, parseSkip, printLabelsFormSchema } from "../printLabelsForm";

export interface PrintLabelsDialogProps {
  propertyId: number;
  propertyName: string;
  /** The category the inventory page shows, offered first. */
  category?: Category;
  onClose: () => void;
}

const LAYOUT_OPTIONS = LABEL_LAYOUTS.map((l) => ({ value: l, label: LABEL_SHEETS[l].name }));

const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

/**
 * Print Labels: what to print (the whole property, a category or chosen items), on which sheet, and how many
 * positions of a half-used sheet to leave blank. The download is a plain link to the PDF, which the browser saves.
 */
export default function PrintLabelsDialog({ propertyId, propertyName, category, onClose }: PrintLabelsDialogProps) {
  const {
    register,
    control,
    watch,
    setValue,
    trigger,
    formState: { errors },
  } = useForm<PrintLabelsForm>({
    resolver: zodResolver(printLabelsFormSchema),
    // The address is written as the choices change, so every change is checked at once.
    mode: "onChange",
    defaultValues: {
      scope: category ? "category" : "property",
      category: category ?? CATEGORIES[0],
      itemIds: [],
      layout: DEFAULT_LABEL_LAYOUT,
      skip: "0",
    },
  });
  const { scope, category: chosenCategory, itemIds, layout, skip: skipText } = watch();
  // A search box over the checklist, not one of the form's choices.
  const [filter, setFilter] = useState("");
  const summary = useInventorySummary(propertyId);
  const items = usePropertyInventory(scope === "items" ? propertyId : null);

  const counts = new Map(summary.data?.map((c) => [c.category, c.itemCount]));
  const labelCount =
    scope === "items"
      ? itemIds.length
      : scope === "category"
        ? (counts.get(chosenCategory) ?? 0)
        : [...counts.values()].reduce((sum, n) => sum + n, 0);
  const skip = parseSkip(skipText, layout);
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
  const href = getUrl("/api/labels.pdf", {
    query: {
      propertyId,
      layout,
      category: scope === "category" ? chosenCategory : null,
      itemIds: scope === "items" && itemIds.length > 0 ? itemIds.join(",") : null,
      // No blank positions is the server's default, which the address leaves out.
      skip: skip.value === 0 ? null : skip.value,
    },
  });

  const toggle = (id: number, on: boolean) =>
    setValue("itemIds", on ? [...itemIds, id] : itemIds.filter((chosen) => chosen !== id));

  const option = (value: LabelScope, label: string) => (
    <label className="flex items-center gap-3 text-sm text-slate-900">
      <input type="radio" value={value} {...register("scope")} className="size-4 shrink-0 accent-emerald-700" />
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
          <SelectField
            control={control}
            name="category"
            label="Category"
            options={CATEGORIES.map((c) => ({
              value: c,
              label: `${CATEGORY_INFO[c].name} · ${plural(counts.get(c) ?? 0, "item")}`,
            }))}
          />
        )}

        {scope === "items" && (
          <div className="grid gap-2">
            <Field label="Filter items">
              <Input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
            </Field>
            <ListState
              query={items}
              label="items"
              loading={<p className="text-sm text-slate-600">Loading items…</p>}
              failure="Failed to load items"
            >
              {(rows) => {
                const shown = rows.filter((item) => matchesItemSearch(item, filter));
                return (
                  <ul
                    aria-label="Items"
                    className="grid max-h-56 gap-2 overflow-y-auto rounded-md border border-slate-200 p-3"
                  >
                    {shown.map((item) => (
                      <li key={item.id}>
                        <Checkbox
                          label={item.name}
                          checked={itemIds.includes(item.id)}
                          onCheckedChange={(on) => toggle(item.id, on)}
                        />
                      </li>
                    ))}
                    {shown.length === 0 && <li className="text-sm text-slate-600">No items match the filter.</li>}
                  </ul>
                );
              }}
            </ListState>
            <p className="text-sm text-slate-600">{plural(itemIds.length, "item")} selected</p>
          </div>
        )}

        <SelectField
          control={control}
          name="layout"
          label="Label sheet"
          hint={LABEL_SHEETS[layout].description}
          options={LAYOUT_OPTIONS}
          // The positions to skip are bounded by the sheet: check them against the new one.
          onValueChange={() => void trigger("skip")}
        />
        <Field
          label="Skip first labels"
          hint="Positions already used on the first sheet, left blank"
          error={errors.skip?.message}
        >
          <Input inputMode="numeric" {...register("skip")} />
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
