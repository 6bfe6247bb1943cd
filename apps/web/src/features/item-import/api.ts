import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ItemImportPreviewDto, ItemImportResultDto } from "@stockroom/shared";
import { apiUpload } from "@/lib/api";
import { invalidateStockData } from "@/lib/invalidation";

/** Where the template is downloaded from: a plain link, the browser saves the attachment. */
export const IMPORT_TEMPLATE_URL = "/api/items/import-template.csv";

async function upload<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append("file", file);
  return (await (await apiUpload(path, form)).json()) as T;
}

/** Every row of the file with what importing would do; changes nothing. */
export function usePreviewImport(propertyId: number) {
  return useMutation({
    mutationFn: (file: File) =>
      upload<ItemImportPreviewDto>(`/api/properties/${propertyId}/items/import/preview`, file),
  });
}

/** Imports the file's valid rows; the item lists, counts and low-stock figures are read again. */
export function useImportItems(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => upload<ItemImportResultDto>(`/api/properties/${propertyId}/items/import`, file),
    onSuccess: () => invalidateStockData(queryClient),
  });
}
