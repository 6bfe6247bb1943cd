import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ItemImportMappingBody, ItemImportOptionsInput } from "@stockroom/shared";
import { api, getUrl } from "@/lib/api/client";
import { invalidateAfter } from "@/lib/api/invalidation";
import { apiQuery } from "@/lib/api/queries";

/** Where the template is downloaded from: a plain link, the browser saves the attachment. */
export const IMPORT_TEMPLATE_URL = getUrl("/api/items/import-template.csv");

/** The property's items as a CSV that imports back as it is (decision 198). */
export const exportUrl = (propertyId: number) =>
  getUrl("/api/properties/{id}/items/export.csv", { path: { id: propertyId } });

/** A file and how to read it (decision 198). */
export interface ImportUpload {
  file: File;
  options: ItemImportOptionsInput;
}

function fileForm({ file, options }: ImportUpload): FormData {
  const form = new FormData();
  form.append("options", JSON.stringify(options));
  form.append("file", file);
  return form;
}

/** How the file was read, its columns' matches and every row with what importing would do; changes nothing. */
export function usePreviewImport(propertyId: number) {
  return useMutation({
    mutationFn: (upload: ImportUpload) =>
      api.upload("/api/properties/{id}/items/import/preview", fileForm(upload), { path: { id: propertyId } }),
  });
}

/** Imports the file's valid rows; the item lists, counts, low-stock figures and the bell are read again. */
export function useImportItems(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: ImportUpload) =>
      api.upload("/api/properties/{id}/items/import", fileForm(upload), { path: { id: propertyId } }),
    onSuccess: () => invalidateAfter(queryClient, "POST /api/properties/{id}/items/import"),
  });
}

/** The account's saved column mappings. */
export function useImportMappings() {
  return useQuery(apiQuery("/api/items/import-mappings"));
}

export function useSaveImportMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ItemImportMappingBody) => api.put("/api/items/import-mappings", { body }),
    onSuccess: () => invalidateAfter(queryClient, "PUT /api/items/import-mappings"),
  });
}

export function useDeleteImportMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete("/api/items/import-mappings/{id}", { path: { id } }),
    onSuccess: () => invalidateAfter(queryClient, "DELETE /api/items/import-mappings/{id}"),
  });
}
