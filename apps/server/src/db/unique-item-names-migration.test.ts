import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS, migrationsBefore } from "../test/migrations-before";

/**
 * Migration 0036 makes item names unique per property, ignoring case and surrounding spaces (issue 37,
 * decision 201), on databases that already hold "Keycards", "keycards " and "KEYCARDS" at one hotel. It must
 * apply there without merging or renaming anything: the oldest keeps the name, the others are marked for the
 * owner to rename or delete, and the index holds every name from then on.
 */

let client: PGlite;
let before: string;

const query = async <T>(text: string) => (await client.query<T>(text)).rows;

beforeAll(async () => {
  client = new PGlite();
  before = migrationsBefore("0036_unique_item_names");
  await migrate(drizzle(client), { migrationsFolder: before });
  await client.exec(`
    insert into users (id, email, role) values ('u1', 'owner@example.com', 'owner');
    insert into properties (id, name, owner_id) values (1, 'Harbor', 'u1'), (2, 'Maple', 'u1');
    insert into inventory_items (id, name, category, property_id, owner_id) values
      (1, 'Keycards', 'front_desk', 1, 'u1'), (2, 'keycards ', 'front_desk', 1, 'u1'),
      (3, ' KEYCARDS', 'front_desk', 1, 'u1'), (4, 'Keycards', 'front_desk', 2, 'u1'),
      (5, 'Towels', 'housekeeping', 1, 'u1');`);
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
}, 60_000);
afterAll(async () => {
  await client.close();
  fs.rmSync(before, { recursive: true, force: true });
});

describe("migration 0036 on items that already share names", () => {
  it("keeps every item and name as it was, marking all but the oldest of each property's group", async () => {
    expect(await query(`select id, name, name_conflict from inventory_items order by id`)).toEqual([
      { id: 1, name: "Keycards", name_conflict: false },
      { id: 2, name: "keycards ", name_conflict: true },
      { id: 3, name: " KEYCARDS", name_conflict: true },
      // The same name at another hotel is no conflict.
      { id: 4, name: "Keycards", name_conflict: false },
      { id: 5, name: "Towels", name_conflict: false },
    ]);
  });

  it("refuses a new duplicate from then on, and a marked item renamed back onto a taken name", async () => {
    const refused = (text: string) =>
      client.exec(text).then(
        () => "accepted",
        (error: { code?: string }) => error.code,
      );
    expect(
      await refused(`insert into inventory_items (name, category, property_id, owner_id)
                          values ('towels  ', 'housekeeping', 1, 'u1')`),
    ).toBe("23505");
    expect(await refused(`update inventory_items set name = 'Keycards', name_conflict = false where id = 2`)).toBe(
      "23505",
    );
    expect(
      await refused(`update inventory_items set name = 'Keycards (lobby)', name_conflict = false where id = 2`),
    ).toBe("accepted");
  });
});
