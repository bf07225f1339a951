import { productMessages as m } from "./messages.ts";
import type { ProductType } from "./product-types.ts";
import { effectiveVatCode, mulDivRound, type VatCode, vatAmountCents, vatCodes } from "./vat.ts";

/** What the price rules need to know of a catalogue product (amounts in cents, quantities in thousandths). */
export type PricedProduct = {
  productId: string;
  name: string;
  productType: ProductType;
  tax: VatCode;
  /** Null for a bundle: its price is its lines'. */
  priceCents: number | null;
  childIds: { id: string; quantityMilli: number }[];
};

export type TaxLine = { tax: VatCode; baseCents: number; amountCents: number };

export type Pricing = {
  htCents: number;
  taxCents: number;
  ttcCents: number;
  /** One line per VAT rate, in the order of the spec's codes. */
  taxLines: TaxLine[];
  /** The rate of every line when they share one, null when a bundle mixes rates. */
  tax: VatCode | null;
};

export type BundleLine = {
  productId: string;
  name: string;
  quantityMilli: number;
  unitHtCents: number;
  htCents: number;
  /** The child's own rate, or null when the child is itself a bundle mixing rates. */
  tax: VatCode | null;
  taxLines: TaxLine[];
  ttcCents: number;
};

export type BundleComposition = Pricing & { lines: BundleLine[] };

type Bases = Map<VatCode, number>;

function pricingOf(bases: Bases): Pricing {
  const taxLines = vatCodes
    .filter((code) => bases.has(code))
    .map((code) => {
      const baseCents = bases.get(code) as number;
      return { tax: code, baseCents, amountCents: vatAmountCents(baseCents, code) };
    });
  const htCents = taxLines.reduce((s, l) => s + l.baseCents, 0);
  const taxCents = taxLines.reduce((s, l) => s + l.amountCents, 0);
  return {
    htCents,
    taxCents,
    ttcCents: htCents + taxCents,
    taxLines,
    tax: taxLines.length === 1 ? (taxLines[0] as TaxLine).tax : null,
  };
}

/**
 * Prices of a catalogue: a simple product is its price and its rate (none for a disbursement); a
 * bundle is the sum of its lines, each line keeping its product's rate. The VAT of a bundle is
 * computed per rate on the sum of the bases of that rate, rounded half up to the cent, as an
 * invoice does; a line's base is its quantity times the child's base, rounded to the cent.
 */
export function createPricing(products: Iterable<PricedProduct>) {
  const byId = new Map<string, PricedProduct>();
  for (const p of products) byId.set(p.productId, p);
  const memo = new Map<string, Bases>();

  function basesOf(productId: string, visiting: Set<string>): Bases {
    const known = memo.get(productId);
    if (known) return known;
    const product = byId.get(productId);
    if (!product) throw new Error(`unknown product ${productId}`);
    if (visiting.has(productId)) throw new Error(m.bundleContainsItself);
    let bases: Bases;
    if (product.childIds.length === 0) {
      bases = new Map([[effectiveVatCode(product.productType, product.tax), product.priceCents ?? 0]]);
    } else {
      visiting.add(productId);
      bases = linesOf(product.childIds, visiting).bases;
      visiting.delete(productId);
    }
    memo.set(productId, bases);
    return bases;
  }

  function linesOf(childIds: PricedProduct["childIds"], visiting: Set<string>) {
    const bases: Bases = new Map();
    const lines: BundleLine[] = [];
    for (const child of childIds) {
      const product = byId.get(child.id);
      if (!product) continue;
      const childBases = basesOf(child.id, visiting);
      const lineBases: Bases = new Map();
      for (const [code, base] of childBases) {
        const lineBase = mulDivRound(base, child.quantityMilli, 1000);
        lineBases.set(code, lineBase);
        bases.set(code, (bases.get(code) ?? 0) + lineBase);
      }
      const unit = pricingOf(childBases);
      const line = pricingOf(lineBases);
      lines.push({
        productId: child.id,
        name: product.name,
        quantityMilli: child.quantityMilli,
        unitHtCents: unit.htCents,
        htCents: line.htCents,
        tax: line.tax,
        taxLines: line.taxLines,
        ttcCents: line.ttcCents,
      });
    }
    return { bases, lines };
  }

  return {
    /** The product's prices; a bundle's come from its lines. */
    priceOf(productId: string): Pricing {
      return pricingOf(basesOf(productId, new Set()));
    },
    /** A bundle being composed (saved or not): its lines explained and its totals. */
    compose(childIds: PricedProduct["childIds"]): BundleComposition {
      const { bases, lines } = linesOf(childIds, new Set());
      return { ...pricingOf(bases), lines };
    },
  };
}

/**
 * The loop a bundle would make if it contained `childIds`, as product ids from the bundle back to
 * itself ([A, B, A]: A contains B, which contains A), or null when there is none.
 */
export function findBundleCycle(
  bundleId: string,
  childIds: readonly string[],
  childIdsOf: (productId: string) => readonly string[] | undefined,
): string[] | null {
  const done = new Set<string>();
  const path: string[] = [bundleId];
  function visit(id: string): boolean {
    path.push(id);
    if (id === bundleId) return true;
    if (!done.has(id)) {
      done.add(id);
      for (const next of childIdsOf(id) ?? []) if (visit(next)) return true;
    }
    path.pop();
    return false;
  }
  for (const id of childIds) if (visit(id)) return path;
  return null;
}

/** The French message for a loop, naming the products ("Ce lot formerait une boucle : A → B → A."). */
export function bundleCycleMessage(cycle: readonly string[], nameOf: (productId: string) => string): string {
  if (cycle.length <= 2) return m.bundleContainsItself;
  return m.bundleCycle(cycle.map(nameOf));
}
