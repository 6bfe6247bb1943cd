/**
 * A file as the multipart upload the import routes read (field "file", and "options" as JSON when given), for
 * app.inject in tests.
 */
export async function csvUpload(
  csv: string | Uint8Array,
  {
    fileName = "items.csv",
    type = "text/csv",
    options,
  }: { fileName?: string; type?: string; options?: Record<string, unknown> } = {},
): Promise<{ headers: Record<string, string>; payload: Buffer }> {
  const form = new FormData();
  const bytes = typeof csv === "string" ? new TextEncoder().encode(csv) : csv;
  if (options) form.append("options", JSON.stringify(options));
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), fileName);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    headers: { "content-type": request.headers.get("content-type")! },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}
