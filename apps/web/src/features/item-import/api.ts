import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, getUrl } from "@/lib/api/client";
import { invalidateAfter } from "@/lib/api/invalidation";

/** Where the template is downloaded from: a plain link, the browser saves the attachment. */
export const IMPORT_TEMPLATE_URL = getUrl("/api/items/import-template.csv");

function fileForm(file: File): FormData {
  const form = new FormData();
  form.append("file", file);
  return form;
}

/** Every row of the file with what importing would do; changes nothing. */
export function usePreviewImport(propertyId: number) {
  return useMutation({
    mutationFn: (file: File) =>
      api.upload("/api/properties/{id}/items/import/preview", fileForm(file), { path: { id: propertyId } }),
  });
}

/** Imports the file's valid rows; the item lists, counts and low-stock figures are read again. */
export function useImportItems(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      api.upload("/api/properties/{id}/items/import", fileForm(file), { path: { id: propertyId } }),
    onSuccess: () => invalidateAfter(queryClient, "POST /api/properties/{id}/items/import"),
  });
}
