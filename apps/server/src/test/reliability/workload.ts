import type { RequestDto } from "@stockroom/shared";
import type { Group, Property } from "./data";
import { type Reply, call } from "./server";

/** An answer other than the 2xx expected: a failure whatever else is going on (a dead server gives none). */
export class UnexpectedReply extends Error {
  override name = "UnexpectedReply";
}

/** Everything the server acknowledged with a 2xx; after a crash all of it must still be stored. */
export interface Acknowledged {
  created: Set<number>;
  approved: Set<number>;
  declined: Set<number>;
  /** Requests whose last approved line was received. */
  received: Set<number>;
  /** Lines received (or marked missing) one at a time. */
  receivedLines: Set<number>;
  receivedUnits: number;
  checks: Set<number>;
}

interface OpenLine {
  id: number;
  name: string;
  quantity: number;
}

interface OpenRequest {
  id: number;
  propertyId: number;
  lines: OpenLine[];
}

const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const pick = <T>(list: readonly T[]): T => list[between(0, list.length - 1)];

/** `count` distinct elements of the list (all when it is shorter), in random order: a partial Fisher–Yates shuffle. */
function sample<T>(list: readonly T[], count: number): T[] {
  const copy = [...list];
  for (let i = 0; i < Math.min(count, copy.length); i++) {
    const j = between(i, copy.length - 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}

/**
 * The day-to-day work of one hotel group, as its people do it through the API: managers request
 * supplies, count stock and receive deliveries; the owner reviews; both look at their screens. A request is taken off its queue
 * before it is worked on, so no two clients ever act on the same one: every write is expected to
 * succeed, and a 409 would be a bug, not a lost race.
 */
export class GroupWorkload {
  readonly acknowledged: Acknowledged = {
    created: new Set(),
    approved: new Set(),
    declined: new Set(),
    received: new Set(),
    receivedLines: new Set(),
    receivedUnits: 0,
    checks: new Set(),
  };
  private readonly pending: OpenRequest[] = [];
  private readonly approved = new Map<number, OpenRequest[]>();

  constructor(
    private readonly origin: string,
    readonly group: Group,
    /** Cookie of the owner's session and of each property's manager, in property order. */
    private readonly cookies: { owner: string; managers: string[] },
  ) {}

  hasPending(): boolean {
    return this.pending.length > 0;
  }

  /** The property's manager asks for one to three of its items. */
  async createRequest(property: Property): Promise<void> {
    const items = sample(property.items, between(1, 3));
    const reply = await this.send(this.managerCookie(property), "POST", "/api/requests", {
      items: items.map((item) => ({ itemId: item.id, quantity: between(1, 6) })),
      reason: "Reliability suite",
    });
    const request = expectStatus(reply, 201, "create request") as RequestDto;
    this.acknowledged.created.add(request.id);
    this.pending.push({
      id: request.id,
      propertyId: property.id,
      lines: request.items.map((line) => ({ id: line.id, name: line.name, quantity: line.requestedQuantity })),
    });
  }

  /**
   * The owner reviews the oldest pending request: declines one in ten, otherwise approves it, denying
   * the second line of a multi-item request. False when nothing is pending.
   */
  async review(): Promise<boolean> {
    const request = this.pending.shift();
    if (!request) return false;
    const url = `/api/requests/${request.id}/status`;
    if (Math.random() < 0.1) {
      expectStatus(await this.send(this.cookies.owner, "PUT", url, { status: "declined" }), 200, "decline");
      this.acknowledged.declined.add(request.id);
      return true;
    }
    const approved = request.lines.map((line, index) => ({ ...line, quantity: index === 1 ? 0 : line.quantity }));
    const reply = await this.send(this.cookies.owner, "PUT", url, {
      status: "approved",
      items: approved.map((line) => ({ requestItemId: line.id, approvedQuantity: line.quantity })),
    });
    expectStatus(reply, 200, "approve");
    this.acknowledged.approved.add(request.id);
    const queue = this.approved.get(request.propertyId) ?? [];
    queue.push({ ...request, lines: approved.filter((line) => line.quantity > 0) });
    this.approved.set(request.propertyId, queue);
    return true;
  }

  /**
   * The property's manager receives an approved request: all of it at once on the bulk route, or its
   * next line on the single-item route. One line in ten arrives missing (0). False when none is waiting.
   */
  async receive(property: Property, route: "bulk" | "single"): Promise<boolean> {
    const request = this.approved.get(property.id)?.shift();
    if (!request) return false;
    const quantity = (line: OpenLine) => (Math.random() < 0.1 ? 0 : line.quantity);
    const cookie = this.managerCookie(property);
    let reply: Reply;
    let done: { line: OpenLine; quantity: number }[];
    if (route === "bulk") {
      done = request.lines.map((line) => ({ line, quantity: quantity(line) }));
      const items = done.map(({ line, quantity }) => ({ itemName: line.name, receivedQuantity: quantity }));
      reply = await this.send(cookie, "POST", `/api/receive-request-bulk/${request.id}`, { items });
    } else {
      const [line, ...rest] = request.lines;
      done = [{ line, quantity: quantity(line) }];
      reply = await this.send(cookie, "POST", `/api/receive-request/${request.id}`, {
        itemName: line.name,
        receivedQuantity: done[0].quantity,
      });
      if (rest.length > 0) this.approved.get(property.id)!.push({ ...request, lines: rest });
    }
    const after = expectStatus(reply, 200, `receive (${route})`) as RequestDto;
    for (const { line, quantity } of done) {
      if (route === "single") this.acknowledged.receivedLines.add(line.id);
      this.acknowledged.receivedUnits += quantity;
    }
    const finished = done.length === request.lines.length;
    if (after.status !== (finished ? "received" : "approved")) {
      throw new UnexpectedReply(`receive (${route}) of request ${request.id} left it ${after.status}`);
    }
    if (finished) this.acknowledged.received.add(request.id);
    return true;
  }

  /** The property's manager counts three of its items. */
  async dailyCheck(property: Property): Promise<void> {
    const items = sample(property.items, 3);
    const reply = await this.send(this.managerCookie(property), "POST", "/api/daily-checks", {
      propertyId: property.id,
      items: items.map((item) => ({ itemId: item.id, countedQuantity: between(20, 80) })),
    });
    this.acknowledged.checks.add((expectStatus(reply, 201, "daily check") as { id: number }).id);
  }

  /** One of the GETs the web app's screens make, as the owner or as the property's manager. */
  async read(property: Property, as: "owner" | "manager"): Promise<void> {
    const path = pick(as === "owner" ? ownerReads(property) : managerReads(property));
    const cookie = as === "owner" ? this.cookies.owner : this.managerCookie(property);
    expectStatus(await this.send(cookie, "GET", path), 200, path);
  }

  private managerCookie(property: Property): string {
    return this.cookies.managers[this.group.properties.indexOf(property)];
  }

  private send(cookie: string, method: string, url: string, body?: unknown): Promise<Reply> {
    return call(this.origin, cookie, method, url, body);
  }
}

/** Dashboard, properties, requests (all, pending, counts) and category summary, across the group. */
const ownerReads = (property: Property) => [
  "/api/properties?items=false",
  "/api/dashboard/stats",
  "/api/requests?status=pending&limit=20",
  "/api/requests/counts",
  "/api/inventory/summary",
  `/api/requests?propertyId=${property.id}&limit=20`,
];

/** Assigned properties, inventory, Ready to Receive, dashboard and low stock of the manager's property. */
const managerReads = (property: Property) => [
  "/api/managed-properties",
  `/api/properties/${property.id}/inventory`,
  `/api/approved-requests?propertyId=${property.id}&limit=20`,
  `/api/dashboard/stats?propertyId=${property.id}`,
  `/api/low-stock?propertyId=${property.id}`,
];

function expectStatus(reply: Reply, status: number, what: string): unknown {
  if (reply.status !== status) {
    throw new UnexpectedReply(`${what}: expected ${status}, got ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  return reply.body;
}
