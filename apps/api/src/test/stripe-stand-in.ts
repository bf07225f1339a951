import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the part of Stripe's REST API Cortège uses (API version of the `stripe`
 * library: form-encoded bodies, `Authorization: Bearer sk_…`, Stripe's list and error shapes), with
 * the pages Stripe hosts (Checkout, billing portal, invoice PDFs) and a small dashboard to move test
 * clocks. Every change sends a signed webhook (Stripe-Signature `t=…,v1=HMAC-SHA256(secret, "t.payload")`),
 * one at a time and in order, to `webhookUrl`.
 *
 * Test cards (Stripe's own numbers): 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined;
 * 4000 0025 0000 3155 asks for an authentication step; 4000 0000 0000 0341 is accepted but every later
 * charge fails (a renewal that fails). Promotion code BIENVENUE20: 20 % off for 3 months.
 */
type Json = Record<string, unknown>;
type Price = {
  id: string;
  object: "price";
  active: boolean;
  product: string;
  currency: "eur";
  unit_amount: number;
  billing_scheme: "per_unit";
  tiers_mode: null;
  type: "recurring";
  recurring: { interval: "month" | "year"; interval_count: number; trial_period_days: number | null; usage_type: "licensed" };
  created: number;
  livemode: false;
};
type Product = {
  id: string;
  object: "product";
  active: boolean;
  name: string;
  description: string;
  metadata: Record<string, string>;
  default_price: string;
  created: number;
  livemode: false;
};
type Customer = {
  id: string;
  object: "customer";
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  test_clock: string | null;
  created: number;
  invoice_settings: { default_payment_method: string | null };
  livemode: false;
};
type Card = { id: string; object: "payment_method"; type: "card"; card: { brand: string; last4: string }; customer: string };
type Discount = {
  id: string;
  object: "discount";
  source: { type: "coupon"; coupon: Coupon };
  start: number;
  end: number | null;
  subscription: string;
};
type Coupon = {
  id: string;
  object: "coupon";
  percent_off: number | null;
  amount_off: number | null;
  duration: "once" | "repeating" | "forever";
  duration_in_months: number | null;
  valid: boolean;
  name: string;
};
type Subscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: "trialing" | "active" | "past_due" | "canceled" | "incomplete" | "unpaid";
  items: {
    object: "list";
    data: {
      id: string;
      object: "subscription_item";
      price: Price;
      quantity: number;
      current_period_start: number;
      current_period_end: number;
    }[];
  };
  start_date: number;
  created: number;
  trial_start: number | null;
  trial_end: number | null;
  trial_settings: { end_behavior: { missing_payment_method: "cancel" | "create_invoice" | "pause" } };
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  discounts: Discount[];
  default_payment_method: string | null;
  latest_invoice: string | null;
  test_clock: string | null;
  metadata: Record<string, string>;
  livemode: false;
};
type Invoice = {
  id: string;
  object: "invoice";
  customer: string;
  number: string;
  status: "draft" | "open" | "paid" | "uncollectible" | "void";
  created: number;
  due_date: number | null;
  currency: "eur";
  subtotal: number;
  total: number;
  amount_due: number;
  amount_paid: number;
  total_taxes: { amount: number }[];
  invoice_pdf: string;
  hosted_invoice_url: string;
  attempt_count: number;
  next_payment_attempt: number | null;
  status_transitions: { finalized_at: number | null; paid_at: number | null };
  parent: { type: "subscription_details"; subscription_details: { subscription: string } };
  payment_settings: { payment_method_types: string[] };
  period_start: number;
  period_end: number;
  livemode: false;
};
type CheckoutSession = {
  id: string;
  object: "checkout.session";
  mode: "subscription";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  customer: string;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  subscription: string | null;
  metadata: Record<string, string>;
  allow_promotion_codes: boolean;
  created: number;
  livemode: false;
  line: { price: string; quantity: number };
  trial_period_days: number | null;
  /** A card waiting for its authentication step (3155). */
  pendingCard: string | null;
};
type PortalSession = {
  id: string;
  object: "billing_portal.session";
  customer: string;
  return_url: string;
  url: string;
  created: number;
};
type TestClock = {
  id: string;
  object: "test_clock";
  frozen_time: number;
  status: "ready";
  name: string | null;
  created: number;
  livemode: false;
};

export type StripeStandIn = {
  /** STRIPE_API_URL for Cortège. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Where webhooks go; settable after start (the app's port may be known later). */
  setWebhookUrl(url: string): void;
  /** Every API request received (method and path). */
  requests: { method: string; path: string }[];
  /** Every event sent, in order. */
  events: Json[];
  /** Waits until every queued webhook was delivered (or failed). */
  drain(): Promise<void>;
  customers: Map<string, Customer>;
  subscriptions: Map<string, Subscription>;
  invoices: Map<string, Invoice>;
  /** Moves a test clock (as the dashboard's "Advance time" does). */
  advanceClock(clockId: string, frozenTime: number): Promise<void>;
  /** Pays a Checkout session with a card, as the hosted page does; answers where the browser goes. */
  payCheckout(sessionId: string, cardNumber: string): { redirect: string | null; error: string | null };
  close(): Promise<void>;
};

const DAY = 86_400;
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;

/** Stripe's form encoding (`a[b][0][c]=v`, `expand[]=x`) → nested objects, index keys → arrays. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, "").split("[");
    let node: Json = root;
    parts.forEach((part, i) => {
      const key = part === "" ? String(Object.keys(node).length) : part;
      if (i === parts.length - 1) node[key] = value;
      else {
        node[key] ??= {};
        node = node[key] as Json;
      }
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== "object") return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    if (entries.length > 0 && entries.every(([k], i) => k === String(i))) return entries.map(([, v]) => v);
    return Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

function addInterval(from: number, price: Price): number {
  const d = new Date(from * 1000);
  const count = price.recurring.interval_count;
  if (price.recurring.interval === "year") d.setUTCFullYear(d.getUTCFullYear() + count);
  else d.setUTCMonth(d.getUTCMonth() + count);
  return Math.floor(d.getTime() / 1000);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const euros = (cents: number) =>
  `${(cents / 100).toLocaleString("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:520px;margin:2rem auto;padding:0 1rem;color:#1a1f36}h1{font-size:1.4rem}
label{display:block;margin:.8rem 0 .3rem}input{width:100%;padding:.6rem;font-size:1rem;box-sizing:border-box}
button,a.button{display:inline-block;margin-top:1rem;padding:.7rem 1.2rem;font-size:1rem;background:#635bff;color:#fff;border:0;border-radius:6px;text-decoration:none;cursor:pointer}
.error{color:#b3261e;font-weight:600}.muted{color:#555}table{border-collapse:collapse;width:100%}td,th{padding:.4rem;border-bottom:1px solid #ddd;text-align:left}</style></head>
<body><p class="muted">Stripe (environnement de test local)</p>${body}</body></html>`;
}

/** A one-page PDF that says what the invoice is (enough for a browser to open it). */
function invoicePdf(invoice: Invoice): Buffer {
  const text = `Facture ${invoice.number} - ${euros(invoice.total).replace(/\u202f|\u00a0/g, " ")}`.replace(/[()\\]/g, "");
  const content = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
  res.end(JSON.stringify(body));
};
const html = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  res.end(body);
};
const redirect = (res: ServerResponse, location: string) => {
  res.writeHead(303, { location });
  res.end();
};
const stripeError = (res: ServerResponse, status: number, message: string, extra: Json = {}) =>
  send(res, status, { error: { type: status === 401 ? "authentication_error" : "invalid_request_error", message, ...extra } });

export async function startStripeStandIn(
  options: { port?: number; host?: string; webhookUrl?: string; webhookSecret?: string; secretKey?: string } = {},
): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? "sk_test_cortege_stand_in";
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString("hex")}`;
  let webhookUrl = options.webhookUrl ?? null;
  const requests: { method: string; path: string }[] = [];
  const events: Json[] = [];
  const customers = new Map<string, Customer>();
  const cards = new Map<string, Card>();
  const products = new Map<string, Product>();
  const prices = new Map<string, Price>();
  const subscriptions = new Map<string, Subscription>();
  const invoices = new Map<string, Invoice>();
  const checkouts = new Map<string, CheckoutSession>();
  const portals = new Map<string, PortalSession>();
  const clocks = new Map<string, TestClock>();
  const coupons = new Map<string, Coupon>([
    [
      "BIENVENUE20",
      {
        id: "BIENVENUE20",
        object: "coupon",
        percent_off: 20,
        amount_off: null,
        duration: "repeating",
        duration_in_months: 3,
        valid: true,
        name: "Bienvenue : -20 % pendant 3 mois",
      },
    ],
  ]);
  let invoiceCounter = 0;
  let base = "";

  // The catalogue as a Stripe account would be set up for Cortège: two products, a monthly and a yearly price each.
  const created = Math.floor(Date.now() / 1000);
  const seed = (tier: string, name: string, description: string, monthly: number, yearly: number) => {
    const productId = `prod_${tier}`;
    const mk = (suffix: string, amount: number, interval: "month" | "year"): Price => ({
      id: `price_${tier}_${suffix}`,
      object: "price",
      active: true,
      product: productId,
      currency: "eur",
      unit_amount: amount,
      billing_scheme: "per_unit",
      tiers_mode: null,
      type: "recurring",
      recurring: { interval, interval_count: 1, trial_period_days: 14, usage_type: "licensed" },
      created,
      livemode: false,
    });
    const m = mk("monthly", monthly, "month");
    const y = mk("yearly", yearly, "year");
    prices.set(m.id, m);
    prices.set(y.id, y);
    products.set(productId, {
      id: productId,
      object: "product",
      active: true,
      name,
      description,
      metadata: { cortege_tier: tier },
      default_price: m.id,
      created,
      livemode: false,
    });
  };
  seed(
    "essential",
    "Essentiel",
    "Tout le back-office d'un prestataire : vitrine, clients, événements, devis et factures.",
    2900,
    29000,
  );
  seed(
    "premium",
    "Premium",
    "L'Essentiel, plus plusieurs prestataires sur un compte, la synchronisation Google Agenda et la facture électronique.",
    5900,
    59000,
  );

  const nowOf = (customerId: string | null | undefined): number => {
    const clockId = customerId ? customers.get(customerId)?.test_clock : null;
    const clock = clockId ? clocks.get(clockId) : undefined;
    return clock ? clock.frozen_time : Math.floor(Date.now() / 1000);
  };

  // ——— Webhooks: one at a time, in order, signed like Stripe ———
  let delivery: Promise<void> = Promise.resolve();
  function emit(type: string, object: Json, customerId: string | null) {
    const event = {
      id: id("evt"),
      object: "event",
      api_version: "2026-10-28.endive",
      created: nowOf(customerId),
      type,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    events.push(event);
    const payload = JSON.stringify(event);
    delivery = delivery.then(async () => {
      if (!webhookUrl) return;
      const t = Math.floor(Date.now() / 1000);
      const v1 = createHmac("sha256", webhookSecret).update(`${t}.${payload}`).digest("hex");
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          const res = await fetch(webhookUrl, {
            method: "POST",
            headers: { "content-type": "application/json", "stripe-signature": `t=${t},v1=${v1}` },
            body: payload,
          });
          if (res.ok) return;
        } catch {
          // The app is down: Stripe retries later; we retry a little.
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    });
  }

  const subscriptionEvent = (type: string, sub: Subscription) => emit(`customer.subscription.${type}`, sub, sub.customer);

  function itemOf(sub: Subscription) {
    const item = sub.items.data[0];
    if (!item) throw new Error("subscription without item");
    return item;
  }

  /** Proration items waiting for the subscription's next invoice (cents; a credit is negative). */
  const pendingProrations = new Map<string, number>();

  /** The amount of a period after the discount, with the prorations waiting for it (cents). */
  function amountOf(sub: Subscription): { subtotal: number; total: number } {
    const item = itemOf(sub);
    const base = item.price.unit_amount * item.quantity;
    const pending = pendingProrations.get(sub.id) ?? 0;
    const subtotal = base + pending;
    const discount = sub.discounts[0];
    const now = nowOf(sub.customer);
    if (!discount || (discount.end !== null && discount.end <= now)) return { subtotal, total: Math.max(0, subtotal) };
    const c = discount.source.coupon;
    const off = c.percent_off !== null ? Math.round((base * c.percent_off) / 100) : (c.amount_off ?? 0);
    return { subtotal, total: Math.max(0, base - off + pending) };
  }

  /**
   * A new price for the subscription's item, prorated as Stripe does by default (create_prorations):
   * the unused time of the old price is credited and the new price charged for the rest of the period,
   * both as items of the next invoice; a new billing interval restarts the period now and is invoiced
   * at once. During a trial nothing is prorated. `none` changes the price without prorations.
   */
  function changePrice(sub: Subscription, price: Price, quantity: number, behavior: string) {
    const item = itemOf(sub);
    const now = nowOf(sub.customer);
    const sameCycle =
      price.recurring.interval === item.price.recurring.interval &&
      price.recurring.interval_count === item.price.recurring.interval_count;
    const span = Math.max(1, item.current_period_end - item.current_period_start);
    const left = Math.max(0, item.current_period_end - now);
    const prorate = sub.status !== "trialing" && behavior !== "none";
    const credit = prorate ? Math.round((item.price.unit_amount * item.quantity * left) / span) : 0;
    const charge = prorate && sameCycle ? Math.round((price.unit_amount * quantity * left) / span) : 0;
    item.price = price;
    item.quantity = quantity;
    if (prorate) pendingProrations.set(sub.id, (pendingProrations.get(sub.id) ?? 0) + charge - credit);
    if (!sameCycle && sub.status !== "trialing") {
      startPeriod(sub, now);
      const inv = invoice(sub, now, item.current_period_end);
      if (inv.status !== "paid") sub.status = "past_due";
    }
  }

  /** Charges a period: an invoice, paid or failed with the card on file. */
  function invoice(sub: Subscription, periodStart: number, periodEnd: number): Invoice {
    const now = nowOf(sub.customer);
    const { subtotal, total } = amountOf(sub);
    // The prorations are on this invoice now; a credit larger than the period carries over.
    if (subtotal < 0) pendingProrations.set(sub.id, subtotal);
    else pendingProrations.delete(sub.id);
    invoiceCounter += 1;
    const invoiceId = id("in");
    const card = sub.default_payment_method ? cards.get(sub.default_payment_method) : undefined;
    const pays = total === 0 || (card !== undefined && card.card.last4 !== "0341" && card.card.last4 !== "0002");
    const inv: Invoice = {
      id: invoiceId,
      object: "invoice",
      customer: sub.customer,
      number: `CORTEGE-${String(invoiceCounter).padStart(4, "0")}`,
      status: pays ? "paid" : "open",
      created: now,
      due_date: null,
      currency: "eur",
      subtotal,
      total,
      amount_due: total,
      amount_paid: pays ? total : 0,
      total_taxes: [],
      invoice_pdf: `${base}/invoice-pdf/${invoiceId}`,
      hosted_invoice_url: `${base}/invoice/${invoiceId}`,
      attempt_count: 1,
      next_payment_attempt: pays ? null : now + 3 * DAY,
      status_transitions: { finalized_at: now, paid_at: pays ? now : null },
      parent: { type: "subscription_details", subscription_details: { subscription: sub.id } },
      payment_settings: { payment_method_types: ["card"] },
      period_start: periodStart,
      period_end: periodEnd,
      livemode: false,
    };
    invoices.set(inv.id, inv);
    sub.latest_invoice = inv.id;
    emit("invoice.finalized", inv, sub.customer);
    emit(pays ? "invoice.paid" : "invoice.payment_failed", inv, sub.customer);
    return inv;
  }

  function startPeriod(sub: Subscription, from: number) {
    const item = itemOf(sub);
    item.current_period_start = from;
    item.current_period_end = addInterval(from, item.price);
  }

  function newSubscription(customer: Customer, price: Price, quantity: number, trialDays: number | null, card: string | null) {
    const now = nowOf(customer.id);
    const sub: Subscription = {
      id: id("sub"),
      object: "subscription",
      customer: customer.id,
      status: trialDays ? "trialing" : "active",
      items: {
        object: "list",
        data: [
          {
            id: id("si"),
            object: "subscription_item",
            price,
            quantity,
            current_period_start: now,
            current_period_end: now,
          },
        ],
      },
      start_date: now,
      created: now,
      trial_start: trialDays ? now : null,
      trial_end: trialDays ? now + trialDays * DAY : null,
      trial_settings: { end_behavior: { missing_payment_method: "cancel" } },
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      discounts: [],
      default_payment_method: card,
      latest_invoice: null,
      test_clock: customer.test_clock,
      metadata: {},
      livemode: false,
    };
    subscriptions.set(sub.id, sub);
    if (trialDays) {
      const item = itemOf(sub);
      item.current_period_end = sub.trial_end as number;
    } else startPeriod(sub, now);
    return sub;
  }

  function endTrial(sub: Subscription, at: number) {
    sub.trial_end = at;
    if (!sub.default_payment_method && sub.trial_settings.end_behavior.missing_payment_method === "cancel") {
      cancelNow(sub, at);
      return;
    }
    startPeriod(sub, at);
    const inv = invoice(sub, at, itemOf(sub).current_period_end);
    sub.status = inv.status === "paid" ? "active" : "past_due";
    subscriptionEvent("updated", sub);
  }

  function cancelNow(sub: Subscription, at: number) {
    sub.status = "canceled";
    sub.ended_at = at;
    sub.canceled_at ??= at;
    for (const inv of invoices.values()) {
      if (inv.parent.subscription_details.subscription === sub.id && inv.status === "open") {
        inv.status = "uncollectible";
        inv.next_payment_attempt = null;
        emit("invoice.marked_uncollectible", inv, sub.customer);
      }
    }
    subscriptionEvent("deleted", sub);
  }

  /** What happens to a subscription when time reaches `to` (test clocks). */
  function progress(sub: Subscription, to: number) {
    for (let guard = 0; guard < 60; guard++) {
      if (sub.status === "canceled") return;
      const item = itemOf(sub);
      if (sub.status === "trialing" && sub.trial_end !== null) {
        if (sub.trial_end - 3 * DAY <= to && sub.metadata.trial_will_end_sent !== "true" && sub.trial_end > to - 3 * DAY) {
          sub.metadata.trial_will_end_sent = "true";
          subscriptionEvent("trial_will_end", sub);
        }
        if (sub.trial_end <= to) {
          endTrial(sub, sub.trial_end);
          continue;
        }
        return;
      }
      if (sub.status === "past_due") {
        const open = [...invoices.values()].find(
          (i) => i.parent.subscription_details.subscription === sub.id && i.status === "open",
        );
        if (!open) return;
        // Smart retries: three more attempts, three days apart; then the subscription is canceled.
        if (open.next_payment_attempt !== null && open.next_payment_attempt <= to) {
          const card = sub.default_payment_method ? cards.get(sub.default_payment_method) : undefined;
          const at = open.next_payment_attempt;
          open.attempt_count += 1;
          if (card && card.card.last4 !== "0341" && card.card.last4 !== "0002") {
            open.status = "paid";
            open.amount_paid = open.total;
            open.status_transitions.paid_at = at;
            open.next_payment_attempt = null;
            emit("invoice.paid", open, sub.customer);
            sub.status = "active";
            subscriptionEvent("updated", sub);
            continue;
          }
          if (open.attempt_count >= 4) {
            open.next_payment_attempt = null;
            cancelNow(sub, at);
            return;
          }
          open.next_payment_attempt = at + 3 * DAY;
          emit("invoice.payment_failed", open, sub.customer);
          continue;
        }
        if (item.current_period_end > to) return;
      }
      if (item.current_period_end <= to) {
        const end = item.current_period_end;
        if (sub.cancel_at_period_end) {
          cancelNow(sub, end);
          return;
        }
        startPeriod(sub, end);
        const inv = invoice(sub, end, item.current_period_end);
        const before = sub.status;
        sub.status = inv.status === "paid" ? (sub.status === "past_due" ? "past_due" : "active") : "past_due";
        if (before !== sub.status || inv.status === "paid") subscriptionEvent("updated", sub);
        continue;
      }
      return;
    }
  }

  async function advanceClock(clockId: string, frozenTime: number) {
    const clock = clocks.get(clockId);
    if (!clock) throw new Error(`no test clock ${clockId}`);
    clock.frozen_time = Math.max(clock.frozen_time, frozenTime);
    for (const sub of subscriptions.values()) if (sub.test_clock === clockId) progress(sub, clock.frozen_time);
    emit("test_helpers.test_clock.ready", clock, null);
    await delivery;
  }

  function payCheckout(sessionId: string, cardNumber: string, authenticated = false) {
    const session = checkouts.get(sessionId);
    if (session?.status !== "open") return { redirect: null, error: "Cette session de paiement n'est plus ouverte." };
    const digits = cardNumber.replace(/\D/g, "");
    if (!/^\d{16}$/.test(digits)) return { redirect: null, error: "Le numéro de carte est incomplet." };
    if (digits.endsWith("0002")) return { redirect: null, error: "Votre carte a été refusée." };
    if (digits.endsWith("3155") && !authenticated) {
      session.pendingCard = digits;
      return { redirect: `${base}/checkout/${session.id}/authenticate`, error: null };
    }
    const customer = customers.get(session.customer);
    const price = prices.get(session.line.price);
    if (!customer || !price) return { redirect: null, error: "Session invalide." };
    const card: Card = {
      id: id("pm"),
      object: "payment_method",
      type: "card",
      card: { brand: digits.startsWith("4") ? "visa" : "mastercard", last4: digits.slice(-4) },
      customer: customer.id,
    };
    cards.set(card.id, card);
    customer.invoice_settings.default_payment_method = card.id;
    emit("customer.updated", customer, customer.id);
    const sub = newSubscription(customer, price, session.line.quantity, session.trial_period_days, card.id);
    const promo = session.metadata.promotion_code ? coupons.get(session.metadata.promotion_code) : undefined;
    if (promo) {
      const now = nowOf(customer.id);
      const end =
        promo.duration === "repeating"
          ? addInterval(now, {
              ...price,
              recurring: { ...price.recurring, interval: "month", interval_count: promo.duration_in_months ?? 1 },
            })
          : null;
      sub.discounts = [
        { id: id("di"), object: "discount", source: { type: "coupon", coupon: promo }, start: now, end, subscription: sub.id },
      ];
    }
    session.status = "complete";
    session.subscription = sub.id;
    subscriptionEvent("created", sub);
    if (!session.trial_period_days) {
      const inv = invoice(sub, itemOf(sub).current_period_start, itemOf(sub).current_period_end);
      if (inv.status !== "paid") sub.status = "incomplete";
    }
    session.payment_status = session.trial_period_days ? "no_payment_required" : "paid";
    emit("checkout.session.completed", { ...session, line: undefined, pendingCard: undefined }, customer.id);
    return { redirect: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id), error: null };
  }

  const list = (data: unknown[], url: string) => ({ object: "list", data, has_more: false, url });
  const expandPrice = (p: Price, expand: unknown) =>
    Array.isArray(expand) && expand.includes("data.product") ? { ...p, product: products.get(p.product) } : p;

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    const auth = req.headers.authorization ?? "";
    if (auth !== `Bearer ${secretKey}`) return stripeError(res, 401, "Invalid API Key provided.");
    const raw = req.method === "GET" || req.method === "DELETE" ? url.search.slice(1) : await bodyOf(req);
    const p = parseStripeForm(raw);
    const path = url.pathname;
    const m = (re: RegExp) => re.exec(path);
    let match: RegExpExecArray | null;

    if (req.method === "POST" && path === "/v1/test_helpers/test_clocks") {
      const clock: TestClock = {
        id: id("clock"),
        object: "test_clock",
        frozen_time: Number(p.frozen_time),
        status: "ready",
        name: (p.name as string) ?? null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      clocks.set(clock.id, clock);
      return send(res, 200, clock);
    }
    match = m(/^\/v1\/test_helpers\/test_clocks\/([^/]+)\/advance$/);
    if (req.method === "POST" && match) {
      await advanceClock(match[1] as string, Number(p.frozen_time));
      return send(res, 200, clocks.get(match[1] as string));
    }
    if (req.method === "POST" && path === "/v1/customers") {
      const customer: Customer = {
        id: id("cus"),
        object: "customer",
        email: (p.email as string) ?? null,
        name: (p.name as string) ?? null,
        metadata: (p.metadata as Record<string, string>) ?? {},
        test_clock: (p.test_clock as string) ?? null,
        created: Math.floor(Date.now() / 1000),
        invoice_settings: { default_payment_method: null },
        livemode: false,
      };
      if (customer.test_clock && !clocks.has(customer.test_clock)) return stripeError(res, 400, "No such test clock");
      customers.set(customer.id, customer);
      emit("customer.created", customer, customer.id);
      return send(res, 200, customer);
    }
    match = m(/^\/v1\/customers\/([^/]+)$/);
    if (req.method === "GET" && match) {
      const customer = customers.get(match[1] as string);
      return customer ? send(res, 200, customer) : stripeError(res, 404, "No such customer", { code: "resource_missing" });
    }
    if (req.method === "GET" && path === "/v1/products") {
      return send(
        res,
        200,
        list(
          [...products.values()].filter((x) => p.active === undefined || String(x.active) === p.active),
          path,
        ),
      );
    }
    if (req.method === "GET" && path === "/v1/prices") {
      const data = [...prices.values()]
        .filter((x) => p.active === undefined || String(x.active) === p.active)
        .filter((x) => !p.product || x.product === p.product)
        .map((x) => expandPrice(x, p.expand));
      return send(res, 200, list(data, path));
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      const items = (p.line_items as Json[] | undefined) ?? [];
      const line = items[0] as { price?: string; quantity?: string } | undefined;
      const customer = customers.get(p.customer as string);
      if (!customer) return stripeError(res, 400, "No such customer", { param: "customer" });
      if (!line?.price || !prices.has(line.price))
        return stripeError(res, 400, "No such price", { param: "line_items[0][price]" });
      const subData = (p.subscription_data as Json | undefined) ?? {};
      const session: CheckoutSession = {
        id: id("cs_test"),
        object: "checkout.session",
        mode: "subscription",
        status: "open",
        payment_status: "unpaid",
        customer: customer.id,
        client_reference_id: (p.client_reference_id as string) ?? null,
        success_url: p.success_url as string,
        cancel_url: p.cancel_url as string,
        url: "",
        subscription: null,
        metadata: (p.metadata as Record<string, string>) ?? {},
        allow_promotion_codes: p.allow_promotion_codes === "true",
        created: nowOf(customer.id),
        livemode: false,
        line: { price: line.price, quantity: Number(line.quantity ?? 1) },
        trial_period_days: subData.trial_period_days ? Number(subData.trial_period_days) : null,
        pendingCard: null,
      };
      session.url = `${base}/checkout/${session.id}`;
      checkouts.set(session.id, session);
      const { line: _l, pendingCard: _c, ...wire } = session;
      return send(res, 200, wire);
    }
    match = m(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (req.method === "GET" && match) {
      const session = checkouts.get(match[1] as string);
      if (!session) return stripeError(res, 404, "No such checkout session", { code: "resource_missing" });
      const { line: _l, pendingCard: _c, ...wire } = session;
      return send(res, 200, wire);
    }
    if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
      const customer = customers.get(p.customer as string);
      if (!customer) return stripeError(res, 400, "No such customer", { param: "customer" });
      const session: PortalSession = {
        id: id("bps"),
        object: "billing_portal.session",
        customer: customer.id,
        return_url: p.return_url as string,
        url: "",
        created: Math.floor(Date.now() / 1000),
      };
      session.url = `${base}/portal/${session.id}`;
      portals.set(session.id, session);
      return send(res, 200, session);
    }
    if (req.method === "POST" && path === "/v1/subscriptions") {
      const customer = customers.get(p.customer as string);
      if (!customer) return stripeError(res, 400, "No such customer", { param: "customer" });
      const item = ((p.items as Json[] | undefined) ?? [])[0] as { price?: string; quantity?: string } | undefined;
      const price = item?.price ? prices.get(item.price) : undefined;
      if (!price) return stripeError(res, 400, "No such price", { param: "items[0][price]" });
      const trialDays = p.trial_period_days ? Number(p.trial_period_days) : null;
      const card = customer.invoice_settings.default_payment_method;
      if (!trialDays && !card)
        return stripeError(res, 400, "This customer has no attached payment source or default payment method.");
      const sub = newSubscription(customer, price, Number(item?.quantity ?? 1), trialDays, card);
      const behavior = (p.trial_settings as Json | undefined)?.end_behavior as Json | undefined;
      if (behavior?.missing_payment_method)
        sub.trial_settings.end_behavior.missing_payment_method = behavior.missing_payment_method as "cancel";
      if (p.metadata) sub.metadata = { ...(p.metadata as Record<string, string>) };
      subscriptionEvent("created", sub);
      if (!trialDays) invoice(sub, itemOf(sub).current_period_start, itemOf(sub).current_period_end);
      return send(res, 200, sub);
    }
    if (req.method === "GET" && path === "/v1/subscriptions") {
      const data = [...subscriptions.values()]
        .filter((s) => !p.customer || s.customer === p.customer)
        .filter((s) => (p.status === "all" ? true : p.status ? s.status === p.status : s.status !== "canceled"));
      return send(res, 200, list(data, path));
    }
    match = m(/^\/v1\/subscriptions\/([^/]+)$/);
    if (match) {
      const sub = subscriptions.get(match[1] as string);
      if (!sub) return stripeError(res, 404, `No such subscription: '${match[1]}'`, { code: "resource_missing" });
      if (req.method === "GET") return send(res, 200, sub);
      if (req.method === "DELETE") {
        if (sub.status !== "canceled") cancelNow(sub, nowOf(sub.customer));
        return send(res, 200, sub);
      }
      if (sub.status === "canceled") {
        return stripeError(res, 400, "A canceled subscription can only update its cancellation_details and metadata.");
      }
      if (p.cancel_at_period_end !== undefined) {
        sub.cancel_at_period_end = p.cancel_at_period_end === "true";
        sub.cancel_at = sub.cancel_at_period_end ? itemOf(sub).current_period_end : null;
        sub.canceled_at = sub.cancel_at_period_end ? nowOf(sub.customer) : null;
      }
      const change = ((p.items as Json[] | undefined) ?? [])[0] as { id?: string; price?: string; quantity?: string } | undefined;
      if (change?.price) {
        const price = prices.get(change.price);
        if (!price) return stripeError(res, 400, `No such price: '${change.price}'`, { param: "items[0][price]" });
        if (change.id && change.id !== itemOf(sub).id)
          return stripeError(res, 400, `No such subscription item: '${change.id}'`, { param: "items[0][id]" });
        changePrice(
          sub,
          price,
          Number(change.quantity ?? itemOf(sub).quantity),
          (p.proration_behavior as string) ?? "create_prorations",
        );
      }
      if (p.trial_end === "now") {
        if (sub.status !== "trialing") return stripeError(res, 400, "The subscription is not in a trial period.");
        endTrial(sub, nowOf(sub.customer));
        await delivery;
        return send(res, 200, sub);
      }
      subscriptionEvent("updated", sub);
      return send(res, 200, sub);
    }
    if (req.method === "GET" && path === "/v1/invoices") {
      const gte = Number((p.created as Json | undefined)?.gte ?? 0);
      const lte = Number((p.created as Json | undefined)?.lte ?? Number.MAX_SAFE_INTEGER);
      const data = [...invoices.values()]
        .filter((i) => !p.customer || i.customer === p.customer)
        .filter((i) => !p.status || i.status === p.status)
        .filter((i) => i.created >= gte && i.created <= lte)
        .sort((a, b) => b.created - a.created);
      return send(res, 200, list(data.slice(0, Number(p.limit ?? 10)), path));
    }
    if (req.method === "POST" && path === "/v1/invoices/create_preview") {
      const sub = subscriptions.get(p.subscription as string);
      if (!sub || sub.status === "canceled" || sub.cancel_at_period_end) {
        return stripeError(res, 400, "No upcoming invoices for customer", { code: "invoice_upcoming_none" });
      }
      const item = itemOf(sub);
      const next = sub.status === "trialing" && sub.trial_end ? sub.trial_end : item.current_period_end;
      const { subtotal, total } = amountOf(sub);
      return send(res, 200, {
        id: `upcoming_${id("in")}`,
        object: "invoice",
        customer: sub.customer,
        status: "draft",
        created: next,
        next_payment_attempt: next,
        period_start: item.current_period_start,
        period_end: item.current_period_end,
        currency: "eur",
        subtotal,
        total,
        amount_due: total,
        total_taxes: [],
        livemode: false,
      });
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path}).`);
  }

  async function pages(req: IncomingMessage, res: ServerResponse, url: URL) {
    const path = url.pathname;
    let match: RegExpExecArray | null;
    match = /^\/checkout\/([^/]+)$/.exec(path);
    if (match) {
      const session = checkouts.get(match[1] as string);
      if (!session) return html(res, 404, page("Introuvable", "<h1>Session de paiement introuvable</h1>"));
      const price = prices.get(session.line.price) as Price;
      const product = products.get(price.product) as Product;
      let error: string | null = null;
      if (req.method === "POST") {
        const form = new URLSearchParams(await bodyOf(req));
        const promo = (form.get("promotion") ?? "").trim().toUpperCase();
        if (promo && !coupons.has(promo)) error = "Ce code promo n'est pas valide.";
        else {
          if (promo) session.metadata.promotion_code = promo;
          const outcome = payCheckout(session.id, form.get("card") ?? "");
          await delivery;
          if (outcome.redirect) return redirect(res, outcome.redirect);
          error = outcome.error;
        }
      }
      if (session.status !== "open") return html(res, 200, page("Paiement", "<h1>Ce paiement est terminé.</h1>"));
      const per = price.recurring.interval === "year" ? "an" : "mois";
      return html(
        res,
        200,
        page(
          `Paiement — ${product.name}`,
          `<h1>S'abonner à ${escapeHtml(product.name)}</h1>
<p>${euros(price.unit_amount * session.line.quantity)} par ${per}${session.trial_period_days ? ` après ${session.trial_period_days} jours d'essai` : ""}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post"><label for="card">Numéro de carte</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242">
<label for="expiry">Expiration</label><input id="expiry" name="expiry" placeholder="MM / AA" value="12 / 34">
<label for="cvc">CVC</label><input id="cvc" name="cvc" value="123">
${session.allow_promotion_codes ? '<label for="promotion">Code promo</label><input id="promotion" name="promotion">' : ""}
<button type="submit">Payer et s'abonner</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Retour</a></p>`,
        ),
      );
    }
    match = /^\/checkout\/([^/]+)\/authenticate$/.exec(path);
    if (match) {
      const session = checkouts.get(match[1] as string);
      if (!session?.pendingCard) return html(res, 404, page("Introuvable", "<h1>Rien à authentifier</h1>"));
      if (req.method === "POST") {
        const form = new URLSearchParams(await bodyOf(req));
        if (form.get("decision") === "fail") {
          session.pendingCard = null;
          return redirect(res, `${base}/checkout/${session.id}`);
        }
        const outcome = payCheckout(session.id, session.pendingCard, true);
        await delivery;
        if (outcome.redirect) return redirect(res, outcome.redirect);
      }
      return html(
        res,
        200,
        page(
          "Authentification",
          `<h1>Authentification 3D Secure</h1><p>Votre banque demande de confirmer ce paiement.</p>
<form method="post"><button name="decision" value="complete">Confirmer le paiement</button> <button name="decision" value="fail">Refuser</button></form>`,
        ),
      );
    }
    match = /^\/portal\/([^/]+)$/.exec(path);
    if (match) {
      const session = portals.get(match[1] as string);
      if (!session) return html(res, 404, page("Introuvable", "<h1>Session expirée</h1>"));
      const customer = customers.get(session.customer) as Customer;
      let notice = "";
      if (req.method === "POST") {
        const digits = (new URLSearchParams(await bodyOf(req)).get("card") ?? "").replace(/\D/g, "");
        if (!/^\d{16}$/.test(digits) || digits.endsWith("0002"))
          notice = '<p class="error" role="alert">Votre carte a été refusée.</p>';
        else {
          const card: Card = {
            id: id("pm"),
            object: "payment_method",
            type: "card",
            card: { brand: "visa", last4: digits.slice(-4) },
            customer: customer.id,
          };
          cards.set(card.id, card);
          customer.invoice_settings.default_payment_method = card.id;
          for (const sub of subscriptions.values()) {
            if (sub.customer === customer.id && sub.status !== "canceled") {
              sub.default_payment_method = card.id;
              subscriptionEvent("updated", sub);
            }
          }
          emit("customer.updated", customer, customer.id);
          await delivery;
          notice = '<p role="status">Moyen de paiement mis à jour.</p>';
        }
      }
      const card = customer.invoice_settings.default_payment_method
        ? cards.get(customer.invoice_settings.default_payment_method)
        : undefined;
      return html(
        res,
        200,
        page(
          "Gérer la facturation",
          `<h1>Gérer la facturation</h1><p>${escapeHtml(customer.email ?? "")}</p>
<p>Moyen de paiement : ${card ? `carte se terminant par ${card.card.last4}` : "aucun"}</p>${notice}
<form method="post"><label for="card">Nouvelle carte</label><input id="card" name="card" inputmode="numeric"><button type="submit">Enregistrer la carte</button></form>
<p><a class="button" href="${escapeHtml(session.return_url)}">Retour à Cortège</a></p>`,
        ),
      );
    }
    match = /^\/invoice-pdf\/([^/]+)$/.exec(path);
    if (match) {
      const inv = invoices.get(match[1] as string);
      if (!inv) return html(res, 404, page("Introuvable", "<h1>Facture introuvable</h1>"));
      res.writeHead(200, { "content-type": "application/pdf", "content-disposition": `inline; filename="${inv.number}.pdf"` });
      return res.end(invoicePdf(inv));
    }
    if (path === "/dashboard/test-clocks") {
      if (req.method === "POST") {
        const form = new URLSearchParams(await bodyOf(req));
        const clockId = form.get("clock") ?? "";
        const clock = clocks.get(clockId);
        if (clock) await advanceClock(clockId, clock.frozen_time + Number(form.get("days") ?? 0) * DAY);
        return redirect(res, `${base}/dashboard/test-clocks`);
      }
      const rows = [...customers.values()]
        .filter((c) => c.test_clock)
        .map((c) => {
          const clock = clocks.get(c.test_clock as string) as TestClock;
          const subs = [...subscriptions.values()]
            .filter((s) => s.customer === c.id)
            .map((s) => s.status)
            .join(", ");
          const date = new Date(clock.frozen_time * 1000).toLocaleDateString("fr-FR", { timeZone: "Europe/Paris" });
          return `<tr><td>${escapeHtml(c.email ?? c.id)}</td><td>${date}</td><td>${escapeHtml(subs || "—")}</td><td>
<form method="post"><input type="hidden" name="clock" value="${clock.id}"><input type="hidden" name="days" value="35">
<button type="submit" aria-label="Avancer de 35 jours pour ${escapeHtml(c.email ?? c.id)}">+35 jours</button></form></td></tr>`;
        })
        .join("");
      return html(
        res,
        200,
        page(
          "Horloges de test",
          `<h1>Horloges de test</h1><table><thead><tr><th>Client</th><th>Date simulée</th><th>Abonnements</th><th></th></tr></thead><tbody>${rows}</tbody></table>`,
        ),
      );
    }
    if (path === "/health") return send(res, 200, { ok: true });
    return html(res, 404, page("Introuvable", "<h1>Page introuvable</h1>"));
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      requests.push({ method: req.method ?? "GET", path: url.pathname });
      if (url.pathname.startsWith("/v1/")) return api(req, res, url);
      return pages(req, res, url);
    })().catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: { type: "api_error", message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://${options.host ?? "127.0.0.1"}:${port}`;

  return {
    url: base,
    secretKey,
    webhookSecret,
    setWebhookUrl: (u) => {
      webhookUrl = u;
    },
    requests,
    events,
    // Until nothing more is queued: the app's answer to one event may cause another (a trial canceled on checkout).
    drain: async () => {
      let current: Promise<void>;
      do {
        current = delivery;
        await current;
      } while (current !== delivery);
    },
    customers,
    subscriptions,
    invoices,
    advanceClock,
    payCheckout: (sessionId, card) => payCheckout(sessionId, card),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
