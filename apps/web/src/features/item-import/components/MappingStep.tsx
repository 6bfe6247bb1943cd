import { zodResolver } from "@hookform/resolvers/zod";
import {
  CATEGORIES,
  CATEGORY_INFO,
  type Category,
  ITEM_IMPORT_DELIMITERS,
  ITEM_IMPORT_DELIMITER_LABELS,
  ITEM_IMPORT_ENCODINGS,
  ITEM_IMPORT_ENCODING_LABELS,
  type ItemImportMappingDto,
  type ItemImportPreviewDto,
  type ItemImportTarget,
  categoryValueKey,
  headerMapping,
} from "@stockroom/shared";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { serverMessage } from "@/lib/api";
import { toastError, toastSuccess } from "@/lib/notify";
import { useDeleteImportMapping, useSaveImportMapping } from "../api";
import {
  type MappingValues,
  NO_CATEGORY,
  categoryRows,
  localeOptions,
  mappingFormSchema,
  matchesOf,
  sourceOptions,
  targetOptions,
} from "../mapping";

const FOUR = CATEGORIES.map((key) => CATEGORY_INFO[key].name).join(", ");

const encodingOptions = ITEM_IMPORT_ENCODINGS.map((value) => ({ value, label: ITEM_IMPORT_ENCODING_LABELS[value] }));
const delimiterOptions = ITEM_IMPORT_DELIMITERS.map((value) => ({ value, label: ITEM_IMPORT_DELIMITER_LABELS[value] }));
const categoryOptions = [
  ...CATEGORIES.map((key) => ({ value: key, label: CATEGORY_INFO[key].name })),
  { value: NO_CATEGORY, label: "Leave as an error" },
] as const;
const stockOptions = [
  { value: "ignore", label: "Keep their current stock (recommended)" },
  { value: "replace", label: "Replace it with the file's stock" },
] as const;

interface MappingStepProps {
  read: ItemImportPreviewDto;
  values: MappingValues;
  saved: ItemImportMappingDto[];
  pending: boolean;
  /** The file must be read again: its encoding or separator changed. */
  onReread: (values: MappingValues) => void;
  onSubmit: (values: MappingValues) => void;
  onCancel: () => void;
}

/**
 * The mapping step (decision 198): how the file was read (the detected encoding and separator, changeable), the
 * locale its numbers are written in, each column's field or "ignore" (from the names, a preset or a saved mapping),
 * the file's own categories matched to the four, and what the file's stock does to existing items.
 */
export function MappingStep({ read, values, saved, pending, onReread, onSubmit, onCancel }: MappingStepProps) {
  const { control, register, handleSubmit, getValues, setValue, formState } = useForm<MappingValues>({
    resolver: zodResolver(mappingFormSchema),
    defaultValues: values,
  });
  const saving = useSaveImportMapping();
  const deleting = useDeleteImportMapping();
  const source = useWatch({ control, name: "source" });
  const chosenSaved = saved.find((mapping) => `saved:${mapping.id}` === source);
  const deleteChosen = () =>
    chosenSaved &&
    deleting.mutate(chosenSaved.id, {
      onSuccess: () => {
        toastSuccess(`Deleted the mapping "${chosenSaved.name}"`);
        // The columns keep their matches; they now come from the column names, not from the deleted mapping.
        setValue("source", "auto");
      },
      onError: (error) => toastError(error, "Failed to delete the mapping"),
    });
  const headers = read.columns.map((column) => column.header);
  const categories = useWatch({ control, name: "categories" });
  /** The category matches made so far, kept when the category column or the source changes. */
  const known = (): Record<string, Category | typeof NO_CATEGORY> =>
    Object.fromEntries(getValues("categories").map(({ value, category }) => [categoryValueKey(value), category]));

  const matchCategories = (targets: ItemImportTarget[], extra: Record<string, Category> = {}) =>
    setValue("categories", categoryRows(read.columns, targets, { ...known(), ...extra }));
  const applySource = (source: string) => {
    const matches = matchesOf(source, headers, saved);
    setValue(
      "columns",
      matches.targets.map((target) => ({ target })),
    );
    matchCategories(matches.targets, matches.categories);
  };
  const saveMapping = () => {
    const current = getValues();
    const name = current.saveAs.trim();
    if (!name) return;
    saving.mutate(
      {
        name,
        columns: headerMapping(
          headers,
          current.columns.map((column) => column.target),
        ),
        categories: Object.fromEntries(
          current.categories.flatMap(({ value, category }) =>
            category === NO_CATEGORY ? [] : [[categoryValueKey(value), category]],
          ),
        ),
      },
      { onSuccess: (mapping) => toastSuccess(`Saved the mapping "${mapping.name}"`) },
    );
  };

  return (
    <form className="grid gap-4" aria-label="Match columns" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <p className="text-sm text-slate-700" aria-live="polite">
        {read.file.kind === "xlsx"
          ? `Read as an Excel workbook, sheet "${read.file.sheet}".`
          : `Read as text in ${ITEM_IMPORT_ENCODING_LABELS[read.file.encoding!]}${read.file.encodingDetected ? " (detected)" : ""}, cells separated by ${ITEM_IMPORT_DELIMITER_LABELS[read.file.delimiter!].toLowerCase()}.`}
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {read.file.kind === "csv" && (
          <>
            <SelectField
              control={control}
              name="encoding"
              label="Encoding"
              options={encodingOptions}
              onValueChange={() => onReread(getValues())}
            />
            <SelectField
              control={control}
              name="delimiter"
              label="Separator"
              options={delimiterOptions}
              onValueChange={() => onReread(getValues())}
            />
          </>
        )}
        <SelectField
          control={control}
          name="locale"
          label="Numbers written as"
          hint="Decimal and thousands separators"
          options={localeOptions(values.locale)}
        />
      </div>
      <SelectField
        control={control}
        name="source"
        label="Match columns with"
        options={sourceOptions(saved)}
        onValueChange={applySource}
      />
      {chosenSaved && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={deleting.isPending}
          onClick={deleteChosen}
        >
          Delete saved mapping &ldquo;{chosenSaved.name}&rdquo;
        </Button>
      )}
      <ul aria-label="Columns of the file" className="grid max-h-72 gap-2 overflow-y-auto rounded-md border p-2">
        {read.columns.map((column, at) => (
          <li key={`${at}-${column.header}`} className="grid gap-1 sm:grid-cols-2 sm:items-start">
            <div className="min-w-0 text-sm">
              <p className="font-medium break-words text-slate-900">{column.header || `(column ${at + 1})`}</p>
              <p className="truncate text-slate-600">{column.values.slice(0, 3).join(", ") || "(blank)"}</p>
            </div>
            <SelectField
              control={control}
              name={`columns.${at}.target`}
              label={`Field for column ${column.header || at + 1}`}
              hideLabel
              options={targetOptions}
              onValueChange={() => matchCategories(getValues("columns").map((columnValue) => columnValue.target))}
            />
          </li>
        ))}
      </ul>
      {formState.errors.columns && (
        <p role="alert" className="text-sm text-red-700">
          Please choose a field or Ignore for every column
        </p>
      )}
      {categories.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium text-slate-900">Categories of the file</legend>
          <p className="text-sm text-slate-700">Match each to one of Stockroom's four: {FOUR}.</p>
          <ul aria-label="Categories of the file" className="grid gap-2">
            {categories.map((row, at) => (
              <li key={row.value}>
                <SelectField
                  control={control}
                  name={`categories.${at}.category`}
                  label={row.value}
                  options={categoryOptions}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <SelectField
        control={control}
        name="stock"
        label="Stock in the file, for items you already have"
        hint="New items always start with the file's stock"
        options={stockOptions}
      />
      <div className="flex flex-wrap items-end gap-2">
        <Field
          label="Save these matches as"
          className="min-w-0 flex-1"
          error={serverMessage(saving.error) ?? undefined}
        >
          <Input {...register("saveAs")} placeholder="e.g. Supplier price list" />
        </Field>
        <Button type="button" variant="outline" disabled={saving.isPending} onClick={saveMapping}>
          Save mapping
        </Button>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Reading..." : "Preview"}
        </Button>
      </DialogFooter>
    </form>
  );
}
