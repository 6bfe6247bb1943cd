import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the parts of Stripe's HTTP API that Stockroom uses, so the Stripe provider is
 * tested through the official SDK without a network. It keeps objects in memory, understands Stripe's
 * form encoding, idempotency keys and `expand`, and behaves like Stripe's test payment methods:
 *
 * - pm_card_visa: succeeds;
 * - pm_card_chargeDeclined: declined when confirmed;
 * - pm_card_authenticationRequired: needs 3-D Secure on session, fails off session;
 * - pm_card_chargeCustomerFail: attaches fine, later off-session charges are declined.
 */

type Json = Record<string, unknown>;
type Behaviour = "succeeds" | "declined" | "authentication" | "declines_later";

const TEST_METHODS: Record<string, { behaviour: Behaviour; last4: string }> = {
  pm_card_visa: { behaviour: "succeeds", last4: "4242" },
  pm_card_chargeDeclined: { behaviour: "declined", last4: "0002" },
  pm_card_authenticationRequired: { behaviour: "authentication", last4: "3155" },
  pm_card_chargeCustomerFail: { behaviour: "declines_later", last4: "0341" },
};

export interface StripeStandIn {
  url: string;
  customers: Map<string, Json>;
  paymentIntents: Map<string, Json>;
  setupIntents: Map<string, Json>;
  refunds: Map<string, Json>;
  /** Every request received, for assertions (method, path, form body). */
  requests: { method: string; path: string; body: Json }[];
  close(): Promise<void>;
}

/** Parses Stripe's form encoding (`metadata[userId]=x`, `expand[0]=y`) into nested objects. */
export function parseForm(text: string): Json {
  const result: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const [head, ...rest] = rawKey.split("[").map((part) => part.replace(/]$/, ""));
    let node = result;
    const keys = [head, ...rest];
    keys.forEach((key, index) => {
      if (index === keys.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Json;
    });
  }
  return result;
}

const id = (prefix: string) => `${prefix}_${crypto.randomBytes(10).toString("hex")}`;
const listOf = (value: unknown): string[] =>
  (value && typeof value === "object" ? Object.values(value) : []).map(String);

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const customers = new Map<string, Json>();
  const paymentMethods = new Map<string, Json & { behaviour: Behaviour }>();
  const paymentIntents = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const idempotent = new Map<string, { status: number; body: Json }>();
  const requests: StripeStandIn["requests"] = [];

  /** A fresh card object for a test method token, attached to the customer when there is one. */
  function cardFor(token: string, customer: unknown) {
    const test = TEST_METHODS[token];
    if (!test) return null;
    const method = {
      id: id("pm"),
      object: "payment_method",
      type: "card",
      customer: customer ?? null,
      card: { brand: "visa", last4: test.last4, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 },
      behaviour: test.behaviour,
    };
    paymentMethods.set(method.id, method);
    return method;
  }

  const publicMethod = (pmId: unknown) => {
    const method = paymentMethods.get(String(pmId));
    if (!method) return null;
    const { behaviour: _behaviour, ...visible } = method;
    return visible;
  };

  const withExpand = (object: Json, expand: string[]) =>
    expand.includes("payment_method") && object.payment_method
      ? { ...object, payment_method: publicMethod(object.payment_method) }
      : object;

  const cardError = (intent: Json, code: string, message: string) => ({
    status: 402,
    body: {
      error: {
        type: "card_error",
        code,
        decline_code: code === "card_declined" ? "generic_decline" : undefined,
        message,
        payment_intent: intent,
      },
    },
  });

  /** Confirms a payment intent with a card, on or off session; answers the HTTP result. */
  function confirmPayment(intent: Json, method: Json & { behaviour: Behaviour }, offSession: boolean) {
    intent.payment_method = method.id;
    const fail = (code: string, message: string, status: string) => {
      intent.status = status;
      intent.last_payment_error = { code, message, type: "card_error" };
      return cardError(intent, code, message);
    };
    if (method.behaviour === "declined" || (offSession && method.behaviour === "declines_later")) {
      return fail("card_declined", "Your card was declined.", "requires_payment_method");
    }
    if (method.behaviour === "authentication") {
      if (offSession) {
        return fail("authentication_required", "Your card requires authentication.", "requires_payment_method");
      }
      intent.status = "requires_action";
      intent.next_action = { type: "use_stripe_sdk" };
      return { status: 200, body: intent };
    }
    intent.status = "succeeded";
    intent.last_payment_error = null;
    return { status: 200, body: intent };
  }

  function handle(method: string, path: string, body: Json, query: Json): { status: number; body: unknown } {
    const expand = [...listOf(body.expand), ...listOf(query.expand)];
    const match = (pattern: RegExp) => path.match(pattern);
    let m: RegExpMatchArray | null;

    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: id("cus"),
        object: "customer",
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
        invoice_settings: { default_payment_method: null },
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if ((m = match(/^\/v1\/customers\/([^/]+)$/))) {
      const customer = customers.get(m[1]);
      if (!customer) return notFound("customer", m[1]);
      if (method === "POST") {
        const settings = body.invoice_settings as Json | undefined;
        if (settings?.default_payment_method) {
          customer.invoice_settings = { default_payment_method: settings.default_payment_method };
        }
      }
      return { status: 200, body: customer };
    }
    if (method === "POST" && path === "/v1/payment_intents") {
      const intent: Json = {
        id: id("pi"),
        object: "payment_intent",
        amount: Number(body.amount),
        currency: body.currency,
        customer: body.customer ?? null,
        description: body.description ?? null,
        metadata: body.metadata ?? {},
        setup_future_usage: body.setup_future_usage ?? null,
        off_session: body.off_session === "true",
        status: "requires_payment_method",
        payment_method: null,
        last_payment_error: null,
      };
      intent.client_secret = `${String(intent.id)}_secret_${crypto.randomBytes(8).toString("hex")}`;
      paymentIntents.set(String(intent.id), intent);
      if (body.confirm === "true") {
        const card = paymentMethods.get(String(body.payment_method));
        if (!card) return invalid("payment_method", "No such PaymentMethod");
        return confirmPayment(intent, card, body.off_session === "true");
      }
      return { status: 200, body: intent };
    }
    if ((m = match(/^\/v1\/(payment_intents|setup_intents)\/([^/]+)(\/confirm)?$/))) {
      const store = m[1] === "payment_intents" ? paymentIntents : setupIntents;
      const intent = store.get(m[2]);
      if (!intent) return notFound(m[1], m[2]);
      if (method === "GET") return { status: 200, body: withExpand(intent, expand) };
      if (!m[3]) return invalid("path", "Unsupported");
      const card = cardFor(String(body.payment_method), intent.customer);
      if (!card) return invalid("payment_method", "Unknown test payment method");
      if (m[1] === "payment_intents") return confirmPayment(intent, card, false);
      intent.payment_method = card.id;
      intent.status = card.behaviour === "authentication" ? "requires_action" : "succeeded";
      if (card.behaviour === "declined") {
        intent.status = "requires_payment_method";
        intent.last_setup_error = { code: "card_declined", message: "Your card was declined." };
        return cardError(intent, "card_declined", "Your card was declined.");
      }
      return { status: 200, body: intent };
    }
    if (method === "POST" && path === "/v1/setup_intents") {
      const intent: Json = {
        id: id("seti"),
        object: "setup_intent",
        customer: body.customer ?? null,
        usage: body.usage,
        metadata: body.metadata ?? {},
        status: "requires_payment_method",
        payment_method: null,
        last_setup_error: null,
      };
      intent.client_secret = `${String(intent.id)}_secret_${crypto.randomBytes(8).toString("hex")}`;
      setupIntents.set(String(intent.id), intent);
      return { status: 200, body: intent };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = paymentIntents.get(String(body.payment_intent));
      if (!intent) return notFound("payment_intent", String(body.payment_intent));
      if (intent.status !== "succeeded") return invalid("payment_intent", "This PaymentIntent has no charge to refund");
      const refund = {
        id: id("re"),
        object: "refund",
        payment_intent: intent.id,
        amount: body.amount === undefined ? intent.amount : Number(body.amount),
        status: "succeeded",
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return invalid("path", `Unrecognized request URL (${method}: ${path})`);
  }

  const server = http.createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://stand-in");
      const body = parseForm(text);
      requests.push({ method: request.method ?? "GET", path: url.pathname, body });
      const key = request.headers["idempotency-key"];
      const cacheKey = typeof key === "string" ? `${request.method} ${url.pathname} ${key}` : null;
      const result =
        (cacheKey && idempotent.get(cacheKey)) ||
        handle(request.method ?? "GET", url.pathname, body, parseForm(url.search.slice(1)));
      if (cacheKey) idempotent.set(cacheKey, result as { status: number; body: Json });
      response.writeHead(result.status, { "Content-Type": "application/json", "Request-Id": id("req") });
      response.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    customers,
    paymentIntents,
    setupIntents,
    refunds,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function notFound(kind: string, value: string) {
  return {
    status: 404,
    body: {
      error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${kind}: '${value}'` },
    },
  };
}

function invalid(param: string, message: string) {
  return { status: 400, body: { error: { type: "invalid_request_error", param, message } } };
}
