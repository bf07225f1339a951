import type { ProductType } from "../products/product-types.ts";
import type { VatCode } from "../products/vat.ts";

export type VatAmount = { taxType: VatCode; taxAmount: number };

/** An issued document as the VAT figures need it: its lines' natures and bases, and the VAT it charges. */
export type VatNatureDocument = {
  quoteType: "INVOICE" | "DEPOSIT" | "CREDIT_NOTE";
  /** The vendor opted to pay VAT on services on debits (art. 269-2-c CGI), printed on the document. */
  vatOnDebits: boolean;
  lines: { productType: ProductType; bases: { group: string; cents: number }[] }[];
  /** The VAT the document charges per rate (a final invoice: after its deposits). */
  taxDetails: VatAmount[];
};

export type VatSplit = { atInvoicing: VatAmount[]; onReceipt: VatAmount[] };

/**
 * When a document's VAT falls due (art. 269 CGI; reference §1.7): deliveries of goods (BIC_1 lines) at
 * invoicing ("débits"), services (BNC, BIC_2) on receipt of the payment unless the vendor opted for
 * debits. A deposit's VAT is due when it is received, for goods too since 1 Jan 2023. Each rate's VAT is
 * split in proportion to the goods' and services' bases at that rate; disbursements carry none.
 */
export function vatSplit(doc: VatNatureDocument): VatSplit {
  const atInvoicing: VatAmount[] = [];
  const onReceipt: VatAmount[] = [];
  for (const t of doc.taxDetails) {
    let goods = 0;
    let services = 0;
    for (const l of doc.lines) {
      if (l.productType === "DEBOUR") continue;
      for (const b of l.bases) {
        if (b.group !== t.taxType) continue;
        if (l.productType === "BIC_1") goods += b.cents;
        else services += b.cents;
      }
    }
    let due: number;
    if (doc.quoteType === "DEPOSIT") due = doc.vatOnDebits ? t.taxAmount : 0;
    else if (doc.vatOnDebits) due = t.taxAmount;
    else if (goods + services === 0) due = 0;
    else due = Math.round((t.taxAmount * goods) / (goods + services));
    if (due !== 0) atInvoicing.push({ taxType: t.taxType, taxAmount: due });
    if (t.taxAmount - due !== 0) onReceipt.push({ taxType: t.taxType, taxAmount: t.taxAmount - due });
  }
  return { atInvoicing, onReceipt };
}

/**
 * The part of a payment's VAT due on its receipt: the payment carries the document's VAT in proportion
 * of what it pays; only the document's on-receipt share of each rate counts (the rest was due at
 * invoicing). A payment of a document we know nothing of counts in full.
 */
export function vatOnReceiptOf(payment: readonly VatAmount[], split: VatSplit | null): VatAmount[] {
  if (!split) return payment.filter((p) => p.taxAmount !== 0);
  return payment.flatMap((p) => {
    const total = [...split.atInvoicing, ...split.onReceipt]
      .filter((x) => x.taxType === p.taxType)
      .reduce((s, x) => s + x.taxAmount, 0);
    const receipt = split.onReceipt.find((x) => x.taxType === p.taxType)?.taxAmount ?? 0;
    const part = total === 0 ? p.taxAmount : Math.round((p.taxAmount * receipt) / total);
    return part === 0 ? [] : [{ taxType: p.taxType, taxAmount: part }];
  });
}
