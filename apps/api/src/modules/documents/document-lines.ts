import type { DepositEntry, DocumentFields, DocumentLineInput } from "@cortege/domain";
import {
  commonErrorCodes,
  type DepositRequest,
  type Discount,
  documentLinesIssues,
  documentMessages,
  eurosToCents,
  normalizeDiscountType,
  type Product,
  percentToHundredths,
  quantityToMilli,
  scheduleAmounts,
  type TaxGroup,
  type VatCode,
} from "@cortege/domain";
import type { DocumentsContext } from "./document-context.ts";
import { productNotFound, refuse, refuseAll } from "./document-refusals.ts";
import { discountInput } from "./document-row.ts";
import type { LineInsert } from "./documents.repository.ts";

export function depositRequestOf(d: { depositType: string; depositValue: number }): DepositRequest & {
  numberOfDays: number;
  dueDate: string | null;
} {
  const type = normalizeDiscountType(d.depositType);
  const value = type === "PERCENTAGE" ? percentToHundredths(d.depositValue) : eurosToCents(d.depositValue);
  if (value === null || value <= 0) throw refuse(commonErrorCodes.VALIDATION_FAILED, documentMessages.depositRequired);
  const entry = d as Partial<DepositEntry>;
  return { depositType: type, depositValue: value, numberOfDays: entry.numberOfDays ?? 0, dueDate: entry.dueDate ?? null };
}

export const catalogue = (ctx: DocumentsContext, vendorId: string): Promise<Map<string, Product>> =>
  ctx.products.forLines(vendorId);

export const cents = (euros: number) => eurosToCents(euros) ?? 0;

/** The form's lines as stored lines: catalogue fields copied, a bundle split per rate with its children. */
export function buildLines(
  inputs: DocumentLineInput[],
  byId: Map<string, Product>,
  global: { type: string; value: number },
): LineInsert[] {
  const ordered = inputs.map((l, i) => ({ l, i })).sort((a, b) => (a.l.position ?? a.i) - (b.l.position ?? b.i) || a.i - b.i);
  const lines = ordered.map(({ l }, position) => {
    const product = byId.get(l.productId);
    if (!product) throw productNotFound();
    const isBundle = product.childIds.length > 0;
    const unitBases: { group: TaxGroup; unitCents: number }[] = isBundle
      ? product.taxLines.map((t) => ({ group: t.tax as VatCode, unitCents: cents(t.base) }))
      : [
          {
            group: product.productType === "DEBOUR" ? "DEBOUR" : (product.tax as VatCode),
            unitCents: cents(l.unitPrice ?? product.price),
          },
        ];
    const discount = discountInput(l.discountType, l.discountValue);
    return {
      position,
      productId: product.productId,
      name: l.name ?? product.name,
      ref: product.ref,
      description: l.description ?? product.description,
      productType: product.productType,
      unitType: product.unitType,
      tax: isBundle ? product.tax : product.productType === "DEBOUR" ? "TAX_0" : product.tax,
      unitPriceCents: unitBases.reduce((s, b) => s + b.unitCents, 0),
      unitBases,
      quantity: quantityToMilli(l.quantity) ?? 0,
      discountType: discount?.discountType ?? normalizeDiscountType(l.discountType),
      discountValue: discount?.discountValue ?? 0,
      revenueCents: 0,
      children: product.children.map((c, ci) => ({
        position: ci,
        productId: c.productId,
        name: c.product.name,
        ref: c.product.ref,
        description: c.product.description,
        productType: c.product.productType,
        unitType: c.product.unitType,
        tax: c.product.tax,
        unitPriceCents: cents(c.product.price),
        unitBases: c.product.taxLines.map((t) => ({ group: t.tax as VatCode, unitCents: cents(t.base) })),
        quantity: quantityToMilli(c.quantity) ?? 0,
        discountType: "PERCENTAGE",
        discountValue: 0,
        revenueCents: 0,
      })),
    } satisfies LineInsert;
  });
  const issues = documentLinesIssues(
    ordered.map(({ l }, i) => ({
      quantity: l.quantity,
      unitPrice: ((lines[i] as LineInsert).unitPriceCents as number) / 100,
      discountType: l.discountType,
      discountValue: l.discountValue,
    })),
    { discountType: global.type, discountValue: global.value },
  );
  if (issues.length > 0) throw refuseAll(commonErrorCodes.VALIDATION_FAILED, [...new Set(issues.map((i) => i.message))]);
  return lines;
}

export function globalOf(fields: DocumentFields): Discount {
  const d = discountInput(fields.globalDiscountType, fields.globalDiscountValue);
  if (!d) throw refuse(commonErrorCodes.VALIDATION_FAILED, documentMessages.globalDiscountInvalid);
  return d;
}

export function checkSchedule(deposits: DepositEntry[], totalIncludingTaxCents: number) {
  if (deposits.length === 0) return;
  const result = scheduleAmounts(totalIncludingTaxCents, deposits.map(depositRequestOf));
  if (!result.ok) throw refuse(commonErrorCodes.VALIDATION_FAILED, result.message);
}
