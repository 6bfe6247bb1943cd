import {
  ITEM_IMPORT_LIMITS,
  ITEM_IMPORT_MESSAGES,
  type ItemImportPreviewDto,
  type ItemImportResultDto,
} from "@stockroom/shared";
import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { serverMessage } from "@/lib/api";
import { IMPORT_TEMPLATE_URL, exportUrl, useImportItems, useImportMappings, usePreviewImport } from "../api";
import { type MappingValues, browserLocale, initialValues, optionsOf, plural } from "../mapping";
import { ImportResult } from "./ImportResult";
import { MappingStep } from "./MappingStep";
import { PreviewList } from "./PreviewList";

export interface ImportItemsDialogProps {
  propertyId: number;
  propertyName: string;
  onClose: () => void;
}

type Step = "file" | "mapping" | "preview" | "result";

const ACCEPT = ".csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,text/plain";

/**
 * Import items: choose a CSV or Excel file, match its columns to Stockroom's fields, preview every row (new,
 * update with its changes, no change, or its errors), import the rows that can be, and keep the result on screen
 * with the refused rows to download. The server reads and checks the file again at each step (decision 198).
 */
export default function ImportItemsDialog({ propertyId, propertyName, onClose }: ImportItemsDialogProps) {
  const [step, setStep] = useState<Step>("file");
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string>();
  /** The file as the server last read it with the mapping step's reading choices: its columns and their values. */
  const [read, setRead] = useState<ItemImportPreviewDto>();
  const [values, setValues] = useState<MappingValues>();
  /** Bumped when the file is read again, so the mapping step starts from the new reading. */
  const [reading, setReading] = useState(0);
  const [result, setResult] = useState<ItemImportResultDto>();
  const preview = usePreviewImport(propertyId);
  const importing = useImportItems(propertyId);
  const saved = useImportMappings().data ?? [];

  const checked = step === "preview" ? preview.data : undefined;
  const importable = checked ? checked.summary.create + checked.summary.update : 0;
  const problem =
    fileProblem ??
    (preview.isError ? (serverMessage(preview.error) ?? "Failed to read the file") : undefined) ??
    (importing.isError ? (serverMessage(importing.error) ?? "Failed to import the items") : undefined) ??
    (step === "mapping" ? preview.data?.problem : undefined);

  const choose = (chosen: File | null) => {
    preview.reset();
    importing.reset();
    setStep("file");
    setFile(chosen);
    setFileProblem(chosen && chosen.size > ITEM_IMPORT_LIMITS.maxBytes ? ITEM_IMPORT_MESSAGES.tooLarge : undefined);
  };
  /** Reads the file with the given choices and starts the mapping step over from what the server matched. */
  const readFile = (keep: Pick<MappingValues, "locale" | "stock"> & Partial<MappingValues>) => {
    if (!file) return;
    const options = {
      locale: keep.locale,
      ...(keep.encoding ? { encoding: keep.encoding } : {}),
      ...(keep.delimiter ? { delimiter: keep.delimiter } : {}),
    };
    preview.mutate(
      { file, options },
      {
        onSuccess: (answer) => {
          setRead(answer);
          setValues(initialValues(answer, { locale: keep.locale, stock: keep.stock, saved }));
          setReading((n) => n + 1);
          setStep("mapping");
        },
      },
    );
  };
  const check = (next: MappingValues) => {
    if (!file) return;
    setValues(next);
    preview.mutate(
      { file, options: optionsOf(next) },
      { onSuccess: (answer) => setStep(answer.problem ? "mapping" : "preview") },
    );
  };
  const runImport = () => {
    if (!file || !values) return;
    importing.mutate(
      { file, options: optionsOf(values) },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setStep("result");
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeading
          title="Import Items"
          description={`Add or update items of ${propertyName} from a CSV or Excel file. Items are matched by name; a blank cell keeps the item's value.`}
        />
        {step === "file" && (
          <>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <a
                href={IMPORT_TEMPLATE_URL}
                download
                className="inline-flex items-center gap-1 text-emerald-800 underline"
              >
                <Download aria-hidden="true" className="size-4" />
                Download template
              </a>
              <a
                href={exportUrl(propertyId)}
                download
                className="inline-flex items-center gap-1 text-emerald-800 underline"
              >
                <Download aria-hidden="true" className="size-4" />
                Export current items
              </a>
            </p>
            <Field
              label="File"
              hint={`CSV, TSV or Excel (.xlsx); up to ${plural(ITEM_IMPORT_LIMITS.maxRows, "row")}, ${ITEM_IMPORT_LIMITS.maxBytes / (1024 * 1024)} MB`}
              error={fileProblem}
            >
              <Input type="file" accept={ACCEPT} onChange={(e) => choose(e.target.files?.[0] ?? null)} />
            </Field>
          </>
        )}
        {problem && !fileProblem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        {step === "file" && (
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="button"
              disabled={!file || fileProblem !== undefined || preview.isPending}
              onClick={() => readFile({ locale: browserLocale(), stock: "ignore" })}
            >
              {preview.isPending ? "Reading..." : "Next"}
            </Button>
          </DialogFooter>
        )}
        {step === "mapping" && read && values && (
          <MappingStep
            key={reading}
            read={read}
            values={values}
            saved={saved}
            pending={preview.isPending}
            onReread={readFile}
            onSubmit={check}
            onCancel={onClose}
          />
        )}
        {checked && (
          <>
            <PreviewList preview={checked} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setStep("mapping")}>
                Back
              </Button>
              <Button
                type="button"
                disabled={importable === 0 || checked.limit !== undefined || importing.isPending}
                onClick={runImport}
              >
                {importing.isPending ? "Importing..." : `Import ${plural(importable, "item")}`}
              </Button>
            </DialogFooter>
          </>
        )}
        {step === "result" && result && (
          <>
            <ImportResult result={result} />
            <DialogFooter>
              <Button type="button" onClick={onClose}>
                Done
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
