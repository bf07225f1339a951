import {
  addScheduledDeposit,
  type DiscountType,
  type DocumentLine,
  type DocumentTotals,
  documentLinesIssues,
  documentMessages,
  documentTotals,
  eurosToCents,
  NO_DISCOUNT,
  type Product,
  percentToHundredths,
  quantityToMilli,
  removeScheduledDeposit,
  type ScheduleAmounts,
  type ScheduledDeposit,
  scheduleAmounts,
  subtractBreakdown,
  type TaxBreakdown,
  type TaxGroup,
  totalsOf,
  type VatCode,
} from "@cortege/domain";
import { amountText, parseDecimal } from "../../../lib/format-money.ts";
import type { DocumentBody, DocumentWire, LineBody, TotalsWire } from "../api/document-wire.ts";

/**
 * The editor keeps what the vendor types as text (« 1 250,5 », « 12,5 ») so that a refused save
 * gives everything back as typed; the numbers are read from it for the live totals and the body.
 * The totals come from the domain's engine (`documentTotals`), the one the server runs on save,
 * from the same inputs: the catalogue product's price (or the line's own), its rate or a bundle's
 * bases per rate, the discounts in hundredths of a percent or in cents.
 */

export type LineValues = {
  /** Stable across reorders: the drag handle and React follow it. */
  key: string;
  productId: string;
  name: string;
  quantity: string;
  /** The line's price excluding tax in euros; a bundle's comes from its lines and is not typed. */
  unitPrice: string;
  discountType: DiscountType;
  discountValue: string;
};

export type DepositValues = { depositType: DiscountType; depositValue: string; dueDate: string | null };

export type PickedClient = { clientId: string; name: string };

export type DocumentFormValues = {
  client: PickedClient | null;
  eventId: string | null;
  date: string | null;
  expirationDate: string | null;
  dueDate: string | null;
  globalDiscountType: DiscountType;
  globalDiscountValue: string;
  /** The place of the service (lieu de la prestation), when it is worth printing. */
  serviceStreet: string;
  servicePostalCode: string;
  serviceCity: string;
  lines: LineValues[];
  deposits: DepositValues[];
};

export const emptyDocumentForm = (client: PickedClient | null = null, eventId: string | null = null): DocumentFormValues => ({
  client,
  eventId,
  date: null,
  expirationDate: null,
  dueDate: null,
  globalDiscountType: "PERCENTAGE",
  globalDiscountValue: "",
  serviceStreet: "",
  servicePostalCode: "",
  serviceCity: "",
  lines: [],
  deposits: [],
});

let keys = 0;
export const newLineKey = () => `line-${Date.now().toString(36)}-${(keys++).toString(36)}`;

/** How a number is shown in a field: French decimal comma, no grouping, nothing for zero. */
export const numberText = (value: number) => (value === 0 ? "" : String(value).replace(".", ","));

/** An amount in a field: two decimals (« 35,20 »), nothing for zero. */
export const moneyText = (value: number) => (value === 0 ? "" : amountText(value, "fr"));

/** A discount or a deposit: a rate as typed (« 12,5 »), an amount with its two decimals. */
const valueText = (type: DiscountType, value: number) => (type === "PERCENTAGE" ? numberText(value) : moneyText(value));

export const isBundle = (p: Product) => p.childIds.length > 0;

/** A catalogue product put on the document: one unit at its catalogue price. */
export function lineOfProduct(product: Product): LineValues {
  return {
    key: newLineKey(),
    productId: product.productId,
    name: product.name,
    quantity: "1",
    unitPrice: isBundle(product) ? "" : moneyText(product.price),
    discountType: "PERCENTAGE",
    discountValue: "",
  };
}

function depositValuesOf(d: ScheduledDeposit): DepositValues {
  // Hundredths of a percent and cents both read back divided by 100.
  const value = d.depositValue / 100;
  return { depositType: d.depositType, depositValue: valueText(d.depositType, value), dueDate: d.dueDate };
}

const textOf = (a: Record<string, unknown> | null, key: string) => (typeof a?.[key] === "string" ? (a[key] as string) : "");
const serviceValuesOf = (a: Record<string, unknown> | null) => ({
  serviceStreet: textOf(a, "street"),
  servicePostalCode: textOf(a, "postalCode"),
  serviceCity: textOf(a, "city"),
});

/** The place as sent: null when nothing is typed. */
function serviceAddressOf(values: DocumentFormValues): DocumentBody["serviceAddress"] {
  const place = {
    street: (values.serviceStreet ?? "").trim(),
    postalCode: (values.servicePostalCode ?? "").trim(),
    city: (values.serviceCity ?? "").trim(),
  };
  return place.street || place.postalCode || place.city ? place : null;
}

export function formValuesOf(doc: DocumentWire): DocumentFormValues {
  return {
    client: doc.clientId ? { clientId: doc.clientId, name: doc.clientName ?? "" } : null,
    eventId: doc.eventId,
    date: doc.date,
    expirationDate: doc.expirationDate,
    dueDate: doc.dueDate,
    globalDiscountType: doc.globalDiscountType,
    globalDiscountValue: valueText(doc.globalDiscountType, doc.globalDiscountValue),
    ...serviceValuesOf(doc.serviceAddress ?? null),
    lines: [...doc.products]
      .sort((a, b) => a.position - b.position)
      .map((l) => ({
        key: l.lineId,
        productId: l.productId ?? "",
        name: l.product.name,
        quantity: numberText(l.quantity),
        unitPrice: l.children.length > 0 ? "" : moneyText(l.product.price),
        discountType: l.discountType,
        discountValue: valueText(l.discountType, l.discountValue),
      })),
    deposits: doc.deposits.map((d) => ({
      depositType: d.depositType,
      depositValue: valueText(d.depositType, d.depositValue),
      dueDate: d.dueDate,
    })),
  };
}

const decimal = (text: string): number | null => (text.trim() === "" ? 0 : parseDecimal(text));

/** A typed discount in the engine's units, or null when it is not one. */
function discountOf(type: DiscountType, text: string) {
  const n = decimal(text);
  if (n === null) return null;
  const value = type === "PERCENTAGE" ? percentToHundredths(n) : eurosToCents(n);
  return value === null ? null : { discountType: type, discountValue: value };
}

/** The engine's line for a form line, or null while it cannot be priced (product gone, quantity being typed). */
export function engineLineOf(line: LineValues, product: Product | undefined): DocumentLine | null {
  if (!product) return null;
  const quantity = decimal(line.quantity);
  const milli = quantity === null ? null : quantityToMilli(quantity);
  if (milli === null || milli <= 0) return null;
  const discount = discountOf(line.discountType, line.discountValue) ?? NO_DISCOUNT;
  if (isBundle(product)) {
    const unitBases = product.taxLines.map((t) => ({ group: t.tax as TaxGroup, unitCents: eurosToCents(t.base) ?? 0 }));
    return { quantityMilli: milli, unitBases, discount };
  }
  const price = line.unitPrice.trim() === "" ? product.price : parseDecimal(line.unitPrice);
  const unitCents = price === null ? null : eurosToCents(price);
  if (unitCents === null) return null;
  const group: TaxGroup = product.productType === "DEBOUR" ? "DEBOUR" : (product.tax ?? "TAX_20");
  return { quantityMilli: milli, unitBases: [{ group, unitCents }], discount };
}

/** What a final invoice deducts (its deposit invoices), from the answer's euros. */
export function breakdownOfWire(t: TotalsWire | undefined): TaxBreakdown {
  if (!t) return { taxDetails: [], disbursementsCents: 0 };
  return {
    taxDetails: t.totalTaxDetails.map((d) => ({
      taxType: d.taxType as VatCode,
      baseCents: eurosToCents(d.base) ?? 0,
      taxAmountCents: eurosToCents(d.taxAmount) ?? 0,
    })),
    disbursementsCents: eurosToCents(t.disbursements) ?? 0,
  };
}

/** The live totals of the form: lines that cannot be priced yet count for nothing until they can. */
export function liveTotals(
  values: Pick<DocumentFormValues, "lines" | "globalDiscountType" | "globalDiscountValue">,
  catalogue: ReadonlyMap<string, Product>,
  deducted: TaxBreakdown | null = null,
): DocumentTotals {
  const lines = values.lines.flatMap((l) => {
    const e = engineLineOf(l, catalogue.get(l.productId));
    return e ? [e] : [];
  });
  const lineCents = lines.map((l) => l.unitBases.reduce((s, b) => s + b.unitCents, 0));
  const global = discountOf(values.globalDiscountType, values.globalDiscountValue) ?? NO_DISCOUNT;
  const taxable = lines.length > 0 && lineCents.some((c) => c > 0);
  return documentTotals(lines, taxable ? cappedGlobal(global, lines) : NO_DISCOUNT, deducted ? [deducted] : []);
}

/** A fixed global discount above the lines is refused on save; meanwhile the totals do not go negative. */
function cappedGlobal(global: ReturnType<typeof discountOf> & object, lines: DocumentLine[]) {
  if (global.discountType !== "FIXED") return global;
  const t = documentTotals(lines);
  const taxableCents = t.taxDetails.reduce((s, d) => s + d.baseCents, 0);
  return { ...global, discountValue: Math.min(global.discountValue, taxableCents) };
}

// ---- Deposit schedule -------------------------------------------------------------------------

function scheduledOf(d: DepositValues): ScheduledDeposit {
  const n = decimal(d.depositValue) ?? 0;
  const value = (d.depositType === "PERCENTAGE" ? percentToHundredths(n) : eurosToCents(n)) ?? 0;
  return { depositType: d.depositType, depositValue: value, numberOfDays: 0, dueDate: d.dueDate };
}

/** The domain's schedule rules on the form's entries, which keep their typed text (part 2 §4). */
function onSchedule(
  deposits: readonly DepositValues[],
  change: (schedule: ScheduledDeposit[]) => ScheduledDeposit[],
): DepositValues[] {
  const back = new Map<ScheduledDeposit, DepositValues>();
  const schedule = deposits.map((d) => {
    const s = scheduledOf(d);
    back.set(s, d);
    return s;
  });
  return change(schedule).map((s) => back.get(s) ?? depositValuesOf(s));
}

export const addDeposit = (deposits: readonly DepositValues[]) => onSchedule(deposits, (s) => addScheduledDeposit(s));

export const removeDeposit = (deposits: readonly DepositValues[], index: number, force = false) =>
  onSchedule(deposits, (s) => removeScheduledDeposit(s, index, force));

export function depositSchedule(
  deposits: readonly DepositValues[],
  totalIncludingTaxCents: number,
  date: string | null,
): ScheduleAmounts | null {
  if (deposits.length === 0) return null;
  return scheduleAmounts(totalIncludingTaxCents, deposits.map(scheduledOf), date);
}

// ---- Checks and body --------------------------------------------------------------------------

export type FormIssue = { path: string; message: string };

/** The spec's messages (part 2 §5) and the domain's line and deposit rules, before anything is sent. */
export function documentFormIssues(
  values: DocumentFormValues,
  catalogue: ReadonlyMap<string, Product>,
  options: { linesEditable: boolean; withDeposits: boolean; totalIncludingTaxCents: number },
): FormIssue[] {
  const issues: FormIssue[] = [];
  if (!values.client) issues.push({ path: "client", message: documentMessages.clientRequired });
  if (options.linesEditable) {
    const lineIssues = documentLinesIssues(
      values.lines.map((l) => {
        const product = catalogue.get(l.productId);
        const price =
          product && isBundle(product)
            ? product.price
            : l.unitPrice.trim() === ""
              ? (product?.price ?? 0)
              : parseDecimal(l.unitPrice);
        return {
          quantity: parseDecimal(l.quantity) ?? Number.NaN,
          unitPrice: price ?? Number.NaN,
          discountType: l.discountType,
          discountValue: decimal(l.discountValue) ?? Number.NaN,
        };
      }),
      { discountType: values.globalDiscountType, discountValue: decimal(values.globalDiscountValue) ?? Number.NaN },
    );
    issues.push(...lineIssues.map((i) => ({ path: i.path.replace(/^products\./, "lines."), message: i.message })));
  }
  if (options.withDeposits && values.deposits.length > 0) {
    values.deposits.slice(0, -1).forEach((d, i) => {
      const n = decimal(d.depositValue);
      if (n === null || n <= 0) issues.push({ path: `deposits.${i}.depositValue`, message: documentMessages.depositRequired });
    });
    const schedule = depositSchedule(values.deposits, options.totalIncludingTaxCents, values.date);
    if (schedule && !schedule.ok && !issues.some((i) => i.path.startsWith("deposits"))) {
      issues.push({ path: "deposits", message: schedule.message });
    }
  }
  return issues;
}

/** The body of quote/create and quote/update; call only once documentFormIssues found nothing. */
export function documentBodyOf(
  values: DocumentFormValues,
  catalogue: ReadonlyMap<string, Product>,
  options: { withDeposits: boolean },
) {
  // documentFormIssues refuses a document without a client (« client requis ») before any body is built.
  if (!values.client) throw new Error("documentBodyOf: a document needs its client");
  const quote = {
    clientId: values.client.clientId,
    eventId: values.eventId,
    date: values.date,
    expirationDate: values.expirationDate,
    dueDate: values.dueDate,
    globalDiscountType: values.globalDiscountType,
    globalDiscountValue: decimal(values.globalDiscountValue) ?? 0,
    serviceAddress: serviceAddressOf(values),
    deposits: options.withDeposits
      ? values.deposits.map((d, i, all) => ({
          depositType: d.depositType,
          // The final entry is the balance whatever it says; the server still wants a positive value.
          depositValue: i === all.length - 1 ? Math.max(decimal(d.depositValue) ?? 0, 1) : (decimal(d.depositValue) ?? 0),
          numberOfDays: 0,
          dueDate: d.dueDate,
        }))
      : [],
  } satisfies DocumentBody;
  const products = values.lines.map((l, position): LineBody => {
    const product = catalogue.get(l.productId);
    const price = parseDecimal(l.unitPrice);
    return {
      productId: l.productId,
      quantity: parseDecimal(l.quantity) ?? 0,
      position,
      discountType: l.discountType,
      discountValue: decimal(l.discountValue) ?? 0,
      ...(product && !isBundle(product) && price !== null ? { unitPrice: price } : {}),
    };
  });
  return { quote, products };
}

/** The server's totals of a document whose lines are not edited here (issued, or a fixed amount). */
export function totalsOfWire(doc: DocumentWire): DocumentTotals {
  const charged = breakdownOfWire(doc.charged);
  const deducted = breakdownOfWire(doc.deducted);
  const due = subtractBreakdown(charged, deducted);
  const globalDiscountCents = eurosToCents(doc.globalDiscount) ?? 0;
  return {
    ...charged,
    ...totalsOf(charged),
    lines: [],
    linesNetCents: doc.products.reduce((s, l) => s + (eurosToCents(l.total) ?? 0), 0),
    globalDiscountCents,
    deducted: { ...deducted, ...totalsOf(deducted) },
    due: { ...due, ...totalsOf(due) },
  };
}
