import type { ItemImportAction, ItemImportPreviewDto, ItemImportRowDto } from "@stockroom/shared";
import { Badge } from "@/components/ui/badge";
import { fieldLabel, inColumnOrder, plural } from "../mapping";

const BADGES: Record<
  ItemImportAction,
  { label: string; variant: "default" | "secondary" | "outline" | "destructive" }
> = {
  create: { label: "New", variant: "default" },
  update: { label: "Update", variant: "secondary" },
  unchanged: { label: "No change", variant: "outline" },
  error: { label: "Error", variant: "destructive" },
};

const shown = (value: string) => (value === "" ? "(blank)" : value);

/** One row of the file: its number, name, what the import does with it, its changes from → to or its errors. */
export function ImportRow({ row }: { row: ItemImportRowDto }) {
  return (
    <li className="grid gap-1 rounded border border-slate-100 p-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-slate-600">Row {row.line}</span>
        <span className="min-w-0 font-medium break-words text-slate-900">{row.name || "(no name)"}</span>
        <Badge variant={BADGES[row.action].variant} className="ml-auto">
          {BADGES[row.action].label}
        </Badge>
      </div>
      {row.changes && row.changes.length > 0 && (
        <ul aria-label={`Changes to ${row.name}`} className="grid gap-0.5 text-slate-700">
          {row.changes.map((change) => (
            <li key={change.field} className="break-words">
              <span className="font-medium">{fieldLabel(change.field)}:</span> {shown(change.from)} → {shown(change.to)}
            </li>
          ))}
        </ul>
      )}
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
  );
}

/** The summary and one entry per row; a list rather than a wide table, so it reads at 360 px. */
export function PreviewList({ preview }: { preview: ItemImportPreviewDto }) {
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
          <ImportRow key={row.line} row={row} />
        ))}
      </ul>
    </div>
  );
}
