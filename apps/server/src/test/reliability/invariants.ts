import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { type Database, selectRaw } from "../../db/client";
import { ledgerMismatches } from "../fixtures";
import { type Scratch, type Server, openScratch } from "./server";

/**
 * What must hold in the stored data whatever happened to the server: each check is a read-only query
 * returning the rows that break it. The request rules follow requests/transitions.ts: a pending request
 * has only pending lines, a declined one only denied lines, an approved one still has an approved line
 * (some may be received already), and a received one none left; the request's totals are its lines'
 * sums, and every received unit and every count is in the stock ledger, written with it.
 */
const CHECKS = {
  // Ledger rows are numbered while their item's row is locked, so per item the highest id is the latest.
  "latest ledger row's resulting stock differs from the item's stock": sql`
    select i.id, i.current_stock, m.resulting_stock from inventory_items i
    cross join lateral (select resulting_stock from stock_movements where item_id = i.id order by id desc limit 1) m
    where m.resulting_stock <> i.current_stock`,
  "request without lines": sql`
    select r.id from requests r where not exists (select 1 from request_items l where l.request_id = r.id)`,
  "request totals differ from its lines": sql`
    select r.id, r.status, r.quantity, r.approved_quantity, r.received_quantity, l.requested, l.approved, l.received
    from requests r
    join (select request_id, sum(requested_quantity)::int as requested, sum(approved_quantity)::int as approved,
                 coalesce(sum(received_quantity), 0)::int as received,
                 min(item_id) filter (where position = 0) as first_item
          from request_items group by request_id) l on l.request_id = r.id
    where r.quantity <> l.requested or r.item_id is distinct from l.first_item
       or r.approved_quantity is distinct from l.approved
       or r.received_quantity is distinct from (case when r.status = 'received' then l.received end)`,
  "request status differs from its lines' states": sql`
    select r.id, r.status, array_agg(l.state order by l.position) as states
    from requests r join request_items l on l.request_id = r.id
    group by r.id
    having not case r.status
      when 'pending' then bool_and(l.state = 'pending')
      when 'declined' then bool_and(l.state = 'denied')
      when 'approved' then bool_and(l.state <> 'pending') and bool_or(l.state = 'approved')
      when 'received' then bool_and(l.state in ('denied', 'received', 'missing')) and bool_or(l.state <> 'denied')
    end`,
  "request review or receipt stamps differ from its status": sql`
    select id, status from requests
    where (status = 'pending') = (reviewed_at is not null) or (status = 'pending') = (reviewed_by is not null)
       or (status = 'received') <> (received_at is not null) or (status = 'received') <> (received_by is not null)`,
  "line quantities differ from the line's state": sql`
    select id, request_id, state, approved_quantity, received_quantity from request_items
    where not coalesce(case state
      when 'pending' then approved_quantity is null and received_quantity is null
      when 'denied' then approved_quantity = 0 and received_quantity is null
      when 'approved' then approved_quantity > 0 and received_quantity is null
      when 'received' then approved_quantity > 0 and received_quantity > 0
      when 'missing' then approved_quantity > 0 and received_quantity = 0
    end, false)`,
  "received units differ from the ledger's received rows": sql`
    select coalesce(l.request_id, m.request_id) as request_id, coalesce(l.item_id, m.item_id) as item_id,
           l.received_quantity, m.delta
    from (select request_id, item_id, received_quantity from request_items where state = 'received') l
    full join (select request_id, item_id, sum(delta)::int as delta from stock_movements
               where reason = 'received' group by request_id, item_id) m
      on m.request_id = l.request_id and m.item_id = l.item_id
    where l.received_quantity is distinct from m.delta`,
  "daily check without items": sql`
    select d.id from daily_checks d where not exists (select 1 from daily_check_items c where c.daily_check_id = d.id)`,
  "counted item without its ledger row, or the reverse": sql`
    select coalesce(c.daily_check_id, m.daily_check_id) as daily_check_id, coalesce(c.item_id, m.item_id) as item_id,
           c.counted_quantity, c.previous_stock, m.delta, m.resulting_stock
    from daily_check_items c
    full join (select * from stock_movements where reason = 'counted') m
      on m.daily_check_id = c.daily_check_id and m.item_id = c.item_id
    where c.id is null or m.id is null
       or m.delta <> c.counted_quantity - c.previous_stock or m.resulting_stock <> c.counted_quantity`,
  "ledger row without its item or source": sql`
    select m.id, m.reason from stock_movements m left join inventory_items i on i.id = m.item_id
    where i.id is null or (m.reason = 'received') <> (m.request_id is not null)
       or (m.reason = 'counted') <> (m.daily_check_id is not null)`,
  // The activity log is written in the transition's transaction, so a missing entry means a torn write.
  // Matched on the services' wording ("Request #12 for 2 items at …", "Request #12 approved", …).
  "request transition without its activity entry": sql`
    select r.id, r.status from requests r
    where not exists (select 1 from activity_log a where a.type = 'request_created' and a.details like 'Request #' || r.id || ' %')
       or (r.status <> 'pending' and not exists (select 1 from activity_log a where a.type = 'request_reviewed'
             and a.details = 'Request #' || r.id || case r.status when 'declined' then ' declined' else ' approved' end))
       or (r.status = 'received' and not exists (select 1 from activity_log a
             where a.type = 'request_received' and a.details like 'Request #' || r.id || ' %'))`,
};

/** The broken invariants, each with its offending rows; `{}` when the data is consistent. */
export async function findViolations(db: Database): Promise<Record<string, unknown[]>> {
  const found: Record<string, unknown[]> = {};
  const ledger = await ledgerMismatches(db);
  if (ledger.length > 0) found["item stock differs from the sum of its ledger"] = ledger;
  for (const [name, query] of Object.entries(CHECKS)) {
    const rows = await selectRaw(db, query);
    if (rows.length > 0) found[name] = rows;
  }
  return found;
}

/**
 * Stops the server gracefully (it must exit with 0), then reads its data from the test process (PGlite
 * admits one process at a time): no invariant may be broken, and `inspect` checks the rest.
 */
export async function stopAndCheckData(
  server: Server,
  scratch: Scratch,
  inspect: (db: Database) => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  const exit = await server.stop();
  // The data is checked however the process ended: a crash at shutdown must lose nothing either.
  const handle = await openScratch(scratch, { migrate: false });
  try {
    expect(await findViolations(handle.db)).toEqual({});
    await inspect(handle.db);
  } finally {
    await handle.close();
  }
  expect(exit, server.output()).toEqual({ code: 0, signal: null });
}
