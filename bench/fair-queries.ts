/**
 * The hand-written statements of the fair ceiling (bench/fair-server.ts): for each measured endpoint,
 * one statement that reads what its answer needs, in the shape the answer has. $1 is always the signed-in
 * user's id. They follow the app's rules (active properties only, a manager sees assigned properties,
 * pages in the app's order with one extra row to tell that a next page exists) but nothing more.
 */

export type Role = "owner" | "manager" | "demo" | "admin";

/** The session row and its user, with the subscription that decides access (a manager's owner's), at once. */
export const SESSION_USER = `
  select u.id, u.role, coalesce(o.role, u.role) as "subscriberRole",
         coalesce(o.subscription_status, u.subscription_status) as "subscriptionStatus",
         case when o.id is null then u.current_period_end else o.current_period_end end as "currentPeriodEnd",
         case when o.id is null then u.trial_ends_at else o.trial_ends_at end as "trialEndsAt",
         case when o.id is null then u.past_due_since else o.past_due_since end as "pastDueSince"
  from sessions s
  join users u on u.id = s.sess ->> 'userId'
  left join users o on u.role = 'manager' and o.id = u.created_by
  where s.sid = $1 and s.expire > now()`;

/** The properties a user may see, as a condition on `p` (the rule of apps/server's propertyScope). */
function scope(role: Role): string {
  return role === "manager"
    ? "p.is_active and p.id in (select property_id from property_managers where manager_id = $1)"
    : "p.is_active and p.owner_id = $1";
}

/** What is on order of item `i`: its approved lines not yet received, in requests still approved (decision 128). */
const ON_ORDER = `(select coalesce(sum(l.approved_quantity), 0)::bigint from request_items l
  join requests r on r.id = l.request_id where l.item_id = i.id and l.state = 'approved' and r.status = 'approved')`;

/** The suggested order (shared reorder.ts): up to par, else max capacity, else twice the minimum. */
const SUGGESTED = (onOrder: string) => `greatest(0, coalesce(i.par_level, i.max_capacity, 2 * i.min_stock)
  - i.current_stock - ${onOrder})`;

/** The usage forecast's inputs of item `i` (decision 129): counted and edited decreases over 30 days, the first ledger row. */
const USAGE = `(select coalesce(sum(-m.delta), 0)::bigint from stock_movements m where m.item_id = i.id and m.delta < 0
    and m.reason in ('counted', 'edited') and m.created_at >= now() - interval '30 days') as used,
  (select min(m.created_at) from stock_movements m where m.item_id = i.id) as "firstMovementAt"`;

const ITEM_COLUMNS = `i.id, i.name, i.category, i.description, i.current_stock as "currentStock",
  i.min_stock as "minStock", i.max_capacity as "maxCapacity", i.par_level as "parLevel",
  i.unit_cost_cents / 100.0 as "unitCost", i.unit, i.photo_url as "photoUrl", i.property_id as "propertyId",
  i.created_at as "createdAt", i.updated_at as "updatedAt"`;

/** GET /api/inventory/all: the first page of items in (name, id) order, with on order and usage. $2: page size + 1. */
export const inventoryPage = (role: Role) => `
  select *, ${SUGGESTED('"onOrder"')} as "suggestedOrder" from (
    select ${ITEM_COLUMNS}, ${ON_ORDER} as "onOrder", ${USAGE}, i.par_level, i.max_capacity, i.min_stock, i.current_stock
    from inventory_items i join properties p on p.id = i.property_id
    where ${scope(role)}
    order by i.name, i.id limit $2
  ) i`;

/**
 * GET /api/low-stock: items at or below their minimum with their property, what is on order and the usage
 * forecast's inputs (decision 129: counted and edited decreases over 30 days, and the first ledger row).
 * $2: page size + 1.
 */
export const lowStockPage = (role: Role) => `
  select *, ${SUGGESTED('"onOrder"')} as "suggestedOrder" from (
    select ${ITEM_COLUMNS}, json_build_object('id', p.id, 'name', p.name) as property, ${ON_ORDER} as "onOrder",
           ${USAGE}, i.par_level, i.max_capacity, i.min_stock, i.current_stock
    from inventory_items i join properties p on p.id = i.property_id
    where ${scope(role)} and i.current_stock <= i.min_stock
    order by i.name, i.id limit $2
  ) i`;

/** GET /api/dashboard/stats: the four figures. */
export const dashboardStats = (role: Role) => `
  select (select count(*)::int from properties p where ${scope(role)}) as "totalProperties",
         (select count(*)::int from requests r join properties p on p.id = r.property_id
           where ${scope(role)} and r.status = 'pending') as "pendingRequests",
         count(*) filter (where i.current_stock <= i.min_stock)::int as "lowStockItems",
         count(*)::int as "totalItems"
  from inventory_items i join properties p on p.id = i.property_id
  where ${scope(role)}`;

const person = (alias: string) =>
  `case when ${alias}.id is null then null else json_build_object('firstName', ${alias}.first_name,
     'lastName', ${alias}.last_name, 'profileImageUrl', ${alias}.profile_image_url) end`;

/**
 * GET /api/requests: the newest page, merged from each property's newest rows (its (property, created_at,
 * id) index), with the people, the property and the lines with their live item. $2: page size + 1.
 */
export const requestsPage = (role: Role) => `
  with page as (
    select r.* from properties p
    cross join lateral (
      select * from requests r where r.property_id = p.id order by r.created_at desc, r.id desc limit $2
    ) r
    where ${scope(role)}
    order by r.created_at desc, r.id desc limit $2
  )
  select r.id, r.item_id as "itemId", r.property_id as "propertyId", r.requester_id as "requesterId", r.quantity,
         r.approved_quantity as "approvedQuantity", r.received_quantity as "receivedQuantity", r.reason,
         r.photo_url as "photoUrl", r.status, r.reviewed_by as "reviewedBy", r.reviewed_at as "reviewedAt",
         r.received_by as "receivedBy", r.received_at as "receivedAt", r.tracking_number as "trackingNumber",
         r.notes, r.created_at as "createdAt", r.updated_at as "updatedAt",
         ${person("rq")} as requester, ${person("rv")} as reviewer, ${person("rc")} as receiver,
         json_build_object('id', p.id, 'name', p.name) as property,
         (select json_agg(json_build_object('id', l.id, 'itemId', l.item_id, 'name', l.item_name, 'unit', l.unit,
                   'category', i.category, 'requestedQuantity', l.requested_quantity,
                   'approvedQuantity', l.approved_quantity, 'receivedQuantity', l.received_quantity,
                   'state', l.state, 'currentStock', i.current_stock, 'maxCapacity', i.max_capacity)
                 order by l.position)
          from request_items l left join inventory_items i on i.id = l.item_id where l.request_id = r.id) as items
  from page r
  join properties p on p.id = r.property_id
  left join users rq on rq.id = r.requester_id
  left join users rv on rv.id = r.reviewed_by
  left join users rc on rc.id = r.received_by
  order by r.created_at desc, r.id desc`;

/**
 * GET /api/analytics (overview, no filter): every figure of the answer in one statement. The period's
 * demand comes from the daily rollups for whole UTC days and from the request lines for the hours of the
 * first, partial day (as apps/server's analytics/demand.ts does). $2: period start, $3: the first UTC
 * midnight at or after it, $4: that day as YYYY-MM-DD.
 */
export const analyticsOverview = (role: Role) => `
  with p as materialized (select p.id, p.name from properties p where ${scope(role)}),
  i as materialized (
    select i.id, i.name, i.category, i.current_stock, i.min_stock, i.max_capacity, i.unit_cost_cents, i.property_id
    from inventory_items i where i.property_id in (select id from p)
  ),
  part as materialized (
    select l.request_id, l.item_id, l.item_name, l.requested_quantity, r.property_id, r.created_at
    from p cross join lateral (
      select r.id, r.property_id, r.created_at from requests r
      where r.property_id = p.id and r.created_at >= $2 and r.created_at < $3
    ) r
    join request_items l on l.request_id = r.id
  ),
  days as materialized (
    select d.property_id, d.day, d.requests, d.quantity from analytics_days d
    where d.property_id in (select id from p) and d.day >= $4::date and d.requests > 0
    union all
    select property_id, (created_at at time zone 'UTC')::date, count(distinct request_id), sum(requested_quantity)
    from part group by 1, 2
  )
  select
    (select count(*)::int from p) as "totalProperties",
    (select json_build_object('total', count(*), 'average', coalesce(avg(current_stock), 0),
       'valueCents', coalesce(sum(current_stock::bigint * coalesce(unit_cost_cents, 0)), 0),
       'low', count(*) filter (where current_stock <= min_stock),
       'well', count(*) filter (where current_stock > 1.5 * min_stock),
       'out', count(*) filter (where current_stock = 0),
       'lowPositive', count(*) filter (where current_stock > 0 and current_stock <= min_stock),
       'over', count(*) filter (where current_stock > min_stock and current_stock > coalesce(max_capacity, 3 * min_stock)))
     from i) as items,
    (select json_build_object('active', count(*), 'pending', count(*) filter (where r.status = 'pending'))
     from requests r where r.property_id in (select id from p) and r.status in ('pending', 'approved')) as open,
    (select coalesce(json_agg(d order by d."requestedQuantity" desc), '[]')
     from (select category, sum(quantity)::int as "requestedQuantity" from (
             select c.category, c.quantity from analytics_category_days c
             where c.property_id in (select id from p) and c.day >= $4::date
             union all
             select i.category, part.requested_quantity from part join i on i.id = part.item_id
           ) c group by category) d) as "categoryDemand",
    (select coalesce(json_agg(t), '[]')
     from (select item_id as "itemId", item_name as name, property_name as "propertyName",
                  sum(quantity)::int as "requestedQuantity", sum(requests)::int as "requestCount"
           from (
             select t.item_id, t.item_name, p.name as property_name, t.quantity, t.requests
             from analytics_item_days t join p on p.id = t.property_id where t.day >= $4::date
             union all
             select part.item_id, part.item_name, p.name, sum(part.requested_quantity), count(distinct part.request_id)
             from part join i on i.id = part.item_id join p on p.id = part.property_id
             group by part.property_id, part.item_id, part.item_name, p.name
           ) t
           group by 1, 2, 3 order by 4 desc, 2, 1, 3 limit 5) t) as "highDemandItems",
    (select coalesce(json_agg(x order by x.name), '[]')
     from (select p.id as "propertyId", p.name, coalesce(ic.items, 0) as items, coalesce(ic.low, 0) as "lowStock",
                  coalesce(rc.requests, 0) as requests
           from p
           left join (select property_id, count(*)::int as items,
                             count(*) filter (where current_stock <= min_stock)::int as low
                      from i group by property_id) ic on ic.property_id = p.id
           left join (select property_id, sum(requests)::int as requests from days group by property_id) rc
             on rc.property_id = p.id) x) as "propertyPerformance",
    (select coalesce(json_agg(c), '[]')
     from (select i.id, i.name, p.name as "propertyName", i.current_stock as "currentStock",
                  i.min_stock as "minStock", i.max_capacity as "maxCapacity"
           from i join p on p.id = i.property_id where i.current_stock <= i.min_stock
           order by i.current_stock, i.name limit 6) c) as "criticalItems",
    (select coalesce(json_agg(d order by d.date), '[]')
     from (select to_char(day, 'YYYY-MM-DD') as date, sum(requests)::int as requests, sum(quantity)::int as quantity
           from days group by day) d) as "requestsOverTime"`;

/**
 * POST /api/requests: the request, its lines and the activity entry in one statement (so one implicit
 * transaction), only when every item is one the user may see and all are in one property.
 * $2: item ids, $3: quantities (in line order), $4: reason.
 */
export const createRequest = (role: Role) => `
  with wanted as (
    select w.item_id, w.quantity, w.position::int - 1 as position
    from unnest($2::int[], $3::int[]) with ordinality w(item_id, quantity, position)
  ),
  found as (
    select w.item_id, w.quantity, w.position, i.name, i.unit, i.property_id, p.name as property_name, p.owner_id
    from wanted w join inventory_items i on i.id = w.item_id join properties p on p.id = i.property_id
    where ${scope(role)}
  ),
  request as (
    insert into requests (property_id, item_id, requester_id, quantity, reason, owner_id)
    select min(property_id), (array_agg(item_id order by position))[1], $1, sum(quantity), $4, min(owner_id)
    from found
    having count(*) = (select count(*) from wanted) and count(distinct property_id) = 1
    returning id, property_id, owner_id
  ),
  lines as (
    insert into request_items (request_id, item_id, item_name, unit, requested_quantity, position, owner_id)
    select r.id, f.item_id, f.name, f.unit, f.quantity, f.position, r.owner_id from request r cross join found f
    returning id
  ),
  activity as (
    insert into activity_log (type, details, user_id, owner_id, property_id)
    select 'request_created',
           'Request #' || r.id || ' for ' || f.lines || case when f.lines = 1 then ' item at ' else ' items at ' end
             || f.property_name,
           $1, f.owner_id, r.property_id
    from request r cross join lateral (select property_name, owner_id, count(*) over () as lines from found limit 1) f
  )
  select id from request`;
