import { describe, expect, it } from "vitest";
import { tenantTablesWithoutFilter as unfiltered } from "./tenant-filter";

// Statement texts as Drizzle logs them (query builder, relational queries, prepared raw sql templates).
describe("tenantTablesWithoutFilter", () => {
  it("accepts a query-builder join whose every tenant table is filtered, subquery included", () => {
    expect(
      unfiltered(
        `select "inventory_items"."id", "properties"."name" from "inventory_items" inner join "properties" on "properties"."id" = "inventory_items"."property_id" where ("inventory_items"."owner_id" = $1 and (("properties"."is_active" = $2 and "properties"."owner_id" = $3) and "properties"."id" in (select "property_managers"."property_id" from "property_managers" where "property_managers"."owner_id" = $4 and "property_managers"."manager_id" = $5)))`,
      ),
    ).toEqual([]);
  });

  it("names each joined or nested tenant table that lacks its own filter", () => {
    expect(
      unfiltered(
        `select "inventory_items"."id" from "inventory_items" inner join "properties" on "properties"."id" = "inventory_items"."property_id" where ("properties"."owner_id" = $1 and "properties"."id" in (select "property_managers"."property_id" from "property_managers" where "property_managers"."manager_id" = $2))`,
      ),
    ).toEqual(["inventory_items", "property_managers"]);
  });

  it("checks updates and deletes, and ignores owner_id in the select list, assignments and output", () => {
    expect(
      unfiltered(
        `update "inventory_items" set "current_stock" = $1 where ("inventory_items"."id" = $2 and "inventory_items"."owner_id" = $3)`,
      ),
    ).toEqual([]);
    expect(unfiltered(`delete from "requests" where "requests"."id" in ($1, $2)`)).toEqual(["requests"]);
    expect(
      unfiltered(
        `select "id", "name", "address", "owner_id", "is_active" from "properties" where "properties"."id" = $1 for update`,
      ),
    ).toEqual(["properties"]);
    expect(unfiltered(`update suppliers set owner_id = $1 where id = $2 returning owner_id`)).toEqual(["suppliers"]);
    expect(unfiltered(`select "id" from "properties" where "properties"."owner_id" = $1 for no key update`)).toEqual(
      [],
    );
  });

  it("accepts a bare owner_id in a single-table statement, with the value on either side", () => {
    expect(unfiltered(`delete from notifications where owner_id = $1 and id = $2`)).toEqual([]);
    expect(unfiltered(`select count(*) from suppliers where $1 = owner_id`)).toEqual([]);
    expect(unfiltered(`select count(*) from suppliers where owner_id = any($1::varchar[])`)).toEqual([]);
    expect(unfiltered(`select count(*) from suppliers where "suppliers"."owner_id" in ($1, $2)`)).toEqual([]);
  });

  it("does not take a bare owner_id for the filter of one of several tenant tables", () => {
    expect(
      unfiltered(`select i.id from inventory_items i join properties p on p.id = i.property_id where owner_id = $1`),
    ).toEqual(["inventory_items", "properties"]);
  });

  it("resolves aliases, with or without quotes or AS, and through correlated subqueries", () => {
    expect(
      unfiltered(
        `select i.id, (select count(*) from stock_movements m where m.item_id = i.id and m.owner_id = i.owner_id) as moves
         from inventory_items as i join "properties" "p" on p.id = i.property_id
         where "i"."owner_id" = $1 and p.owner_id = $1`,
      ),
    ).toEqual([]);
    expect(
      unfiltered(
        `select i.id from inventory_items i where i.owner_id = $1 and exists (select 1 from stock_movements m where m.item_id = i.id)`,
      ),
    ).toEqual(["stock_movements"]);
  });

  it("carries a filter along a join on equal owner_id, but not a comparison with another column", () => {
    expect(
      unfiltered(
        `select r.id from requests r join request_items l on l.request_id = r.id and l.owner_id = r.owner_id where r.owner_id = $1`,
      ),
    ).toEqual([]);
    expect(
      unfiltered(`select r.id from requests r join request_items l on l.owner_id = r.owner_id where r.id = $1`),
    ).toEqual(["requests", "request_items"]);
    expect(unfiltered(`select p.id from properties p join users u on p.owner_id = u.id where u.id = $1`)).toEqual([
      "properties",
    ]);
  });

  it("does not take a condition OR'ed with another for a filter", () => {
    expect(unfiltered(`select id from suppliers where suppliers.owner_id = $1 or suppliers.id = $2`)).toEqual([
      "suppliers",
    ]);
    expect(
      unfiltered(`select id from suppliers where (suppliers.owner_id = $1 or suppliers.id = $2) and suppliers.id > 0`),
    ).toEqual(["suppliers"]);
    expect(
      unfiltered(
        `select i.id from inventory_items i join properties p on p.id = i.property_id and p.owner_id = $1
         where ("i"."current_stock" <= "i"."min_stock" or "i"."current_stock" < "i"."par_level") and i.owner_id = $1 and i.id = $2 or i.id = $3`,
      ),
    ).toEqual(["inventory_items"]);
  });

  it("checks an insert's column list, and an insert's select like any select", () => {
    expect(
      unfiltered(
        `insert into "request_items" ("id", "request_id", "item_id", "owner_id") values (default, $1, $2, $3)`,
      ),
    ).toEqual([]);
    expect(unfiltered(`insert into "suppliers" ("id", "name") values (default, $1)`)).toEqual(["suppliers"]);
    expect(
      unfiltered(
        `insert into stock_movements (item_id, quantity, owner_id) values ($1, $2, (select owner_id from inventory_items where id = $1))`,
      ),
    ).toEqual(["inventory_items"]);
    expect(
      unfiltered(
        `insert into activity_log (type, owner_id, property_id) select $1, p.owner_id, p.id from properties p where p.id = $2`,
      ),
    ).toEqual(["properties"]);
    expect(
      unfiltered(
        `insert into "analytics_days" ("property_id", "day", "owner_id") values ($1, $2, $3) on conflict ("property_id", "day") do update set "units" = "analytics_days"."units" + excluded."units"`,
      ),
    ).toEqual([]);
  });

  it("checks each CTE of a prepared statement, and ignores CTE names and functions in FROM", () => {
    const statement = `with "wanted" as (select * from jsonb_to_recordset($1::jsonb) w(item_id integer, quantity integer, position integer)),
      "found" as (select w.item_id, w.quantity, i.name, i.property_id, properties.name as property_name, properties.owner_id
        from wanted w
        join inventory_items i on i.id = w.item_id
        join properties on properties.id = i.property_id
        where i.owner_id = $2 and ("properties"."is_active" = $3 and "properties"."owner_id" = $2)),
      "request" as (insert into requests (property_id, requester_id, quantity, owner_id)
        select min(property_id), $4::varchar, sum(quantity), min(owner_id) from found
        having count(*) = $5::int and count(distinct property_id) = 1 returning *),
      "activity" as (insert into activity_log (type, details, user_id, owner_id, property_id)
        select 'request_created', 'Request #' || request.id || $6::text || f.property_name, $4::varchar, f.owner_id, request.property_id
        from request cross join (select property_name, owner_id from found limit 1) f)
      select "id" from "request" order by position`;
    expect(unfiltered(statement)).toEqual([]);
    expect(unfiltered(statement.replace("i.owner_id = $2 and", ""))).toEqual(["inventory_items"]);
  });

  it("keeps each branch of a union to itself", () => {
    expect(
      unfiltered(`select id from suppliers where owner_id = $1 union all select id from purchase_orders where id = $2`),
    ).toEqual(["purchase_orders"]);
  });

  it("checks a relational query's lateral subquery on its own", () => {
    const statement = `select "properties"."id", "properties_managers"."data" as "managers" from "properties" "properties" left join lateral (select coalesce(json_agg(json_build_array("properties_managers"."manager_id")), '[]'::json) as "data" from (select * from "property_managers" "properties_managers" where "properties_managers"."property_id" = "properties"."id"{extra}) "properties_managers") "properties_managers" on true where "properties"."owner_id" = $1`;
    expect(unfiltered(statement.replace("{extra}", ""))).toEqual(["property_managers"]);
    expect(
      unfiltered(statement.replace("{extra}", ` and "properties_managers"."owner_id" = "properties"."owner_id"`)),
    ).toEqual([]);
  });

  it("is not misled by FROM inside functions, IS DISTINCT FROM, strings and comments", () => {
    expect(
      unfiltered(
        `select extract(epoch from m.created_at), 'from requests' from stock_movements m -- from inventory_items
         where m.owner_id = $1 and m.reason is distinct from properties`,
      ),
    ).toEqual([]);
  });

  it("ignores statements on global tables and transaction control", () => {
    expect(
      unfiltered(`select "sessions"."sid" from "sessions" left join "users" on "users"."id" = "sessions"."user_id"`),
    ).toEqual([]);
    expect(unfiltered("begin")).toEqual([]);
    expect(unfiltered("select pg_advisory_xact_lock($1)")).toEqual([]);
  });
});
