import {
  ITEM_IMPORT_COLUMNS,
  ITEM_IMPORT_LIMITS,
  ITEM_IMPORT_MESSAGES,
  type ItemImportAction,
  type ItemImportPreviewDto,
  ROW_ERROR_KEY,
} from "@stockroom/shared";
import { Download } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { serverMessage } from "@/lib/api";
import { toastSuccess } from "@/lib/notify";
import { IMPORT_TEMPLATE_URL, useImportItems, usePreviewImport } from "../api";

export interface ImportItemsDialogProps {
  propertyId: number;
  propertyName: string;
  onClose: () => void;
}

const BADGES: Record<
  ItemImportAction,
  { label: string; variant: "default" | "secondary" | "outline" | "destructive" }
> = {
  create: { label: "New", variant: "default" },
  update: { label: "Update", variant: "secondary" },
  unchanged: { label: "No change", variant: "outline" },
  error: { label: "Error", variant: "destructive" },
};

/** The column names as the template spells them, for the messages under each row. */
const fieldLabel = (key: string) => (key === ROW_ERROR_KEY ? "Row" : key);

/** A row's messages in the file's column order, the whole row's first. */
const inColumnOrder = (errors: Record<string, string>) =>
  Object.entries(errors).sort(([a], [b]) => columnIndex(a) - columnIndex(b));
const columnIndex = (key: string) => (ITEM_IMPORT_COLUMNS as readonly string[]).indexOf(key);

const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

/**
 * Import CSV: choose a file, preview every row (new, update, no change or its errors, in the item form's
 * messages), then import the rows that can be. The server checks the file again on import.
 */
export default function ImportItemsDialog({ propertyId, propertyName, onClose }: ImportItemsDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string>();
  const preview = usePreviewImport(propertyId);
  const importing = useImportItems(propertyId);
  const result: ItemImportPreviewDto | undefined = preview.data;
  const importable = result ? result.summary.create + result.summary.update : 0;
  const problem =
    fileProblem ??
    (preview.isError ? (serverMessage(preview.error) ?? "Failed to read the file") : undefined) ??
    (importing.isError ? (serverMessage(importing.error) ?? "Failed to import the items") : undefined);

  const choose = (chosen: File | null) => {
    preview.reset();
    importing.reset();
    setFile(chosen);
    setFileProblem(chosen && chosen.size > ITEM_IMPORT_LIMITS.maxBytes ? ITEM_IMPORT_MESSAGES.tooLarge : undefined);
  };
  const runImport = () => {
    if (!file) return;
    importing.mutate(file, {
      onSuccess: ({ created, updated }) => {
        toastSuccess(`Imported ${plural(created, "new item")} and updated ${plural(updated, "item")}`);
        onClose();
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeading
          title="Import CSV"
          description={`Add or update items of ${propertyName} from a CSV file. Items are matched by name; a blank cell keeps the item's value.`}
        />
        <p className="text-sm">
          <a href={IMPORT_TEMPLATE_URL} download className="inline-flex items-center gap-1 text-emerald-800 underline">
            <Download aria-hidden="true" className="size-4" />
            Download template
          </a>
        </p>
        <Field
          label="CSV file"
          hint={`Up to ${plural(ITEM_IMPORT_LIMITS.maxRows, "row")}, ${ITEM_IMPORT_LIMITS.maxBytes / (1024 * 1024)} MB`}
          error={fileProblem}
        >
          <Input type="file" accept=".csv,text/csv" onChange={(e) => choose(e.target.files?.[0] ?? null)} />
        </Field>
        {problem && !fileProblem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        {result && <PreviewTable preview={result} />}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          {result ? (
            <Button
              type="button"
              disabled={importable === 0 || result.limit !== undefined || importing.isPending}
              onClick={runImport}
            >
              {importing.isPending ? "Importing..." : `Import ${plural(importable, "item")}`}
            </Button>
          ) : (
            <Button
              type="button"
              disabled={!file || fileProblem !== undefined || preview.isPending}
              onClick={() => file && preview.mutate(file)}
            >
              {preview.isPending ? "Reading..." : "Preview"}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The summary and one entry per row; a list rather than a wide table, so it reads at 360 px. */
function PreviewTable({ preview }: { preview: ItemImportPreviewDto }) {
  const { summary, rows, limit } = preview;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        {plural(summary.create, "new item")}, {plural(summary.update, "update")}, {summary.unchanged} unchanged,{" "}
        {plural(summary.error, "row")} with errors
      </p>
      {limit && (
        <p role="alert" className="text-sm text-red-700">
          {limit.message}
        </p>
      )}
      <ul
        aria-label="Rows of the file"
        className="grid max-h-72 gap-2 overflow-y-auto rounded-md border border-slate-200 p-2"
      >
        {rows.map((row) => (
          <li key={row.line} className="grid gap-1 rounded border border-slate-100 p-2 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-slate-600">Row {row.line}</span>
              <span className="min-w-0 font-medium break-words text-slate-900">{row.name || "(no name)"}</span>
              <Badge variant={BADGES[row.action].variant} className="ml-auto">
                {BADGES[row.action].label}
              </Badge>
            </div>
            {Object.keys(row.errors).length > 0 && (
              <ul className="grid gap-0.5 text-red-700">
                {inColumnOrder(row.errors).map(([key, message]) => (
                  <li key={key}>
                    <span className="font-medium">{fieldLabel(key)}:</span> {message}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
