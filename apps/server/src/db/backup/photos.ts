import path from "node:path";
import type { AppConfig } from "../../config";
import type { PhotoLocation } from "./format";

/** Where the servers of this configuration keep photos (as modules/uploads/photo-store.ts chooses). */
export function photoLocation(config: Pick<AppConfig, "dataDir" | "objectStorage">): PhotoLocation {
  if (!config.objectStorage) return { storage: "disk", directory: path.join(config.dataDir, "uploads") };
  const { bucket, prefix, endpoint } = config.objectStorage;
  return { storage: "object-storage", bucket, prefix, endpoint };
}

export function describePhotoLocation(location: PhotoLocation): string {
  if (location.storage === "disk") return location.directory;
  const under = location.prefix && ` under ${location.prefix}`;
  return `bucket ${location.bucket}${under} (${location.endpoint ?? "AWS S3"})`;
}

/** What the operator must do about the photos, which a backup never holds. */
export function photosAdvice(location: PhotoLocation): string {
  return location.storage === "disk"
    ? `Photos are not in the file: copy ${location.directory} alongside it.`
    : `Photos are not in the file: they stay in ${describePhotoLocation(location)}, which is backed up on its own (versioning, replication).`;
}
