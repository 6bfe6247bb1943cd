import type { ItemImportResultDto } from "@stockroom/shared";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { csvFileName, downloadCsv } from "@/lib/csv";
import { plural, refusedCsv } from "../mapping";
import { ImportRow } from "./PreviewList";

/**
 * What the import did, kept on screen until the user closes it: the counts, the one low-stock summary, and the
 * refused rows with their reasons, which can be saved as a CSV to fix and import again.
 */
export function ImportResult({ result }: { result: ItemImportResultDto }) {
  const { created, updated, unchanged, refused, lowStock } = result;
  return (
    <section aria-label="Import result" className="grid gap-3">
      <p role="status" className="text-sm font-medium text-slate-900">
        Imported: {plural(created, "new item")}, {plural(updated, "updated item")}, {unchanged} unchanged,{" "}
        {plural(refused.length, "refused row")}.
      </p>
      {lowStock > 0 && (
        <p className="text-sm text-amber-800">
          {plural(lowStock, "item")} {lowStock === 1 ? "is" : "are"} at or below the minimum: you and the property's
          managers got one notification about them.
        </p>
      )}
      {refused.length > 0 && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-slate-900">Refused rows</h3>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => downloadCsv(csvFileName("refused import rows"), refusedCsv(refused))}
            >
              <Download aria-hidden="true" />
              Download refused rows (CSV)
            </Button>
          </div>
          <ul aria-label="Refused rows" className="grid max-h-72 gap-2 overflow-y-auto rounded-md border p-2">
            {refused.map((row) => (
              <ImportRow key={row.line} row={row} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
