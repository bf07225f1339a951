import { ApiProblemError } from "@cortege/api-client";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useRef, useState } from "react";
import { useVendorId } from "../../clients/api/use-vendor-id.ts";
import { companyQueryOptions, type VendorCompany } from "../../showcase/api/use-company.ts";
import { useUpdateCompany } from "../../showcase/api/use-update-company.ts";
import { companyUpdateBody, emptyCompany, type MissingInfo, missingInvoiceInfo } from "../components/missing-company-info.ts";
import { MissingCompanyInfoDialog } from "../components/missing-company-info-dialog.tsx";
import { quoteConfigQueryOptions } from "./use-quote-config.ts";
import { useUpdateQuoteConfig } from "./use-update-quote-config.ts";

type Open = { company: VendorCompany; isVat: boolean; vatMention: string | null; missing: MissingInfo[] };

export type EnsureInvoiceCompanyData = {
  /**
   * Resolves true when the company holds what a French invoice needs (at once, or after the vendor
   * filled the dialog and it was saved), false when the vendor closed the dialog.
   */
  ensureInvoiceCompanyData: () => Promise<boolean>;
  /** The dialog, to render once in the screen that calls the function. */
  dialog: ReactNode;
};

/**
 * The missing-information flow (part 2 §2): call `ensureInvoiceCompanyData()` before issuing a
 * document; render `dialog`. See docs/decisions.md "Documents (web): settings".
 */
export function useEnsureInvoiceCompanyData(): EnsureInvoiceCompanyData {
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  const updateCompany = useUpdateCompany(vendorId);
  const updateConfig = useUpdateQuoteConfig(vendorId);
  const [open, setOpen] = useState<Open | null>(null);
  const settle = useRef<((done: boolean) => void) | null>(null);

  const ensureInvoiceCompanyData = useCallback(async () => {
    const [company, config] = await Promise.all([
      // A vendor without a company yet (404) fills it here.
      queryClient.fetchQuery(companyQueryOptions(vendorId)).catch((error: unknown) => {
        if (error instanceof ApiProblemError && error.problem.kind === "not-found") return emptyCompany;
        throw error;
      }),
      queryClient.fetchQuery(quoteConfigQueryOptions(vendorId)),
    ]);
    const vat = { isVat: config.isVat, vatMention: config.vatMention ?? null };
    const missing = missingInvoiceInfo(company, vat);
    if (missing.length === 0) return true;
    settle.current?.(false);
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
      setOpen({ company, ...vat, missing });
    });
  }, [queryClient, vendorId]);

  const close = (done: boolean) => {
    settle.current?.(done);
    settle.current = null;
    setOpen(null);
    updateCompany.reset();
    updateConfig.reset();
  };

  const save = async (company: VendorCompany, vatMention: string | null) => {
    try {
      await updateCompany.mutateAsync(companyUpdateBody(vendorId, company));
      if (open && !open.isVat && vatMention !== open.vatMention) await updateConfig.mutateAsync({ vatMention });
      close(true);
    } catch {
      // The dialog stays open with the server's message; what was typed is kept.
    }
  };

  const dialog = open ? (
    <MissingCompanyInfoDialog
      open
      vendorId={vendorId}
      company={open.company}
      vat={{ isVat: open.isVat, vatMention: open.vatMention }}
      missing={open.missing}
      pending={updateCompany.isPending || updateConfig.isPending}
      error={updateCompany.error ?? updateConfig.error}
      onSave={(company, vatMention) => void save(company, vatMention)}
      onCancel={() => close(false)}
    />
  ) : null;

  return { ensureInvoiceCompanyData, dialog };
}
