import { index, integer, pgTable, varchar } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { ownerKey } from "./tenant-key";
import { users } from "./accounts";

/**
 * Uploaded photos. The file lies under the data directory by `name`; the row says whose account it
 * belongs to, so only that owner and their managers are ever served it.
 */
export const uploads = pgTable(
  "uploads",
  {
    name: varchar("name", { length: 64 }).primaryKey(),
    ownerId: ownerKey(),
    uploadedBy: varchar("uploaded_by", { length: 36 }).references(() => users.id, { onDelete: "set null" }),
    /**
     * The photo's size, counted against its account's storage (issue 34). NULL for a photo stored before sizes
     * were kept, until the photo clean-up job has measured it.
     */
    bytes: integer("bytes"),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("uploads_owner_idx").on(t.ownerId), index("uploads_uploaded_by_idx").on(t.uploadedBy)],
);
