import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { buildCsv, csvFileName, downloadCsv, type CsvColumn } from "@/lib/csv";
import { cn } from "@/lib/utils";
import { Button } from "./button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "./table";

/** A column shown on screen and written to the CSV; `cell` overrides the on-screen rendering only. */
export interface DataColumn<T> extends CsvColumn<T> {
  cell?: (row: T) => ReactNode;
  className?: string;
}

interface DataTableProps<T> {
  /** The table's name: its caption, the export button's name and the CSV file name. */
  title: string;
  columns: DataColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  emptyText: string;
  /** Extra buttons beside Export CSV. */
  actions?: (row: T) => ReactNode;
  actionsLabel?: string;
  /** Hides the caption visually when a heading above already names the table. */
  hideTitle?: boolean;
}

/** What a table is wherever it is shown (name, columns, row identity); the rows and empty text are the screen's. */
export type DataTableSpec<T> = Pick<DataTableProps<T>, "title" | "columns" | "rowKey">;

/** A captioned table with an 'Export CSV' button that saves exactly the columns shown. */
export function DataTable<T>({
  title,
  columns,
  rows,
  rowKey,
  emptyText,
  actions,
  actionsLabel = "Actions",
  hideTitle = false,
}: DataTableProps<T>) {
  return (
    <div className="flex flex-col gap-2">
      <div className={cn("flex items-center gap-2", hideTitle ? "justify-end" : "justify-between")}>
        {!hideTitle && <h3 className="font-semibold text-slate-900">{title}</h3>}
        <Button
          variant="outline"
          size="sm"
          aria-label={`Export CSV: ${title}`}
          onClick={() => downloadCsv(csvFileName(title), buildCsv(columns, rows))}
        >
          <Download aria-hidden="true" />
          Export CSV
        </Button>
      </div>
      <Table label={title}>
        <caption className="sr-only">{title}</caption>
        <TableHeader>
          <tr>
            {columns.map((column) => (
              <TableHead key={column.header} className={column.className}>
                {column.header}
              </TableHead>
            ))}
            {actions && (
              <TableHead>
                <span className="sr-only">{actionsLabel}</span>
              </TableHead>
            )}
          </tr>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <tr>
              <TableCell colSpan={columns.length + (actions ? 1 : 0)} className="py-6 text-center text-slate-600">
                {emptyText}
              </TableCell>
            </tr>
          ) : (
            rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell key={column.header} className={column.className}>
                    {column.cell ? column.cell(row) : column.value(row)}
                  </TableCell>
                ))}
                {actions && <TableCell className="text-right whitespace-nowrap">{actions(row)}</TableCell>}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
