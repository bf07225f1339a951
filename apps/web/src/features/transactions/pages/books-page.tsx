import type { TransactionWire } from "@cortege/domain";
import Add from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DocumentTitle } from "../../../components/document-title.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { useTransactionConfig } from "../api/use-transaction-config.ts";
import { BankReconciliation } from "../components/bank-reconciliation.tsx";
import { CategoriesPanel } from "../components/categories-panel.tsx";
import { ExportsPanel } from "../components/exports-panel.tsx";
import { TransactionEditorDialog } from "../components/transaction-editor-dialog.tsx";
import { TransactionList } from "../components/transaction-list.tsx";
import { VatPanel } from "../components/vat-panel.tsx";

const views = ["operations", "rapprochement", "tva", "exports", "categories"] as const;
type View = (typeof views)[number];
const tabKey: Record<View, "operations" | "bank" | "vat" | "exports" | "categories"> = {
  operations: "operations",
  rapprochement: "bank",
  tva: "vat",
  exports: "exports",
  categories: "categories",
};

/** « Comptabilité »: transactions, bank reconciliation, VAT and figures, exports, categories; the tab is ?vue=. */
export function BooksPage() {
  const { t } = useTranslation("transactions");
  const [params, setParams] = useSearchParams();
  const view: View = (views as readonly string[]).includes(params.get("vue") ?? "") ? (params.get("vue") as View) : "operations";
  const config = useTransactionConfig();
  const [editing, setEditing] = useState<{ transaction: TransactionWire | null; category: string | null } | null>(null);
  const show = (v: View) => setParams(v === "operations" ? {} : { vue: v });

  return (
    <Stack spacing={2}>
      <DocumentTitle page={t("title")} />
      <PageHeader
        title={t("title")}
        intro={t("subtitle")}
        action={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ transaction: null, category: null })}>
            {t("actions.new")}
          </Button>
        }
      />
      <Box sx={{ borderBottom: 1, borderColor: "divider" }}>
        <Tabs
          value={view}
          onChange={(_e, v: View) => show(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t("title")}
        >
          {views.map((v) => (
            <Tab key={v} value={v} label={t(`tabs.${tabKey[v]}`)} />
          ))}
        </Tabs>
      </Box>
      {config.isPending ? (
        <PageLoader />
      ) : config.isError ? (
        <LoadError error={config.error} onRetry={() => void config.refetch()} />
      ) : (
        <>
          {view === "operations" && (
            <TransactionList categories={config.data.categories} onOpen={(x) => setEditing({ transaction: x, category: null })} />
          )}
          {view === "rapprochement" && (
            <BankReconciliation
              categories={config.data.categories}
              onCategorise={(x, category) => setEditing({ transaction: x, category })}
            />
          )}
          {view === "tva" && <VatPanel />}
          {view === "exports" && <ExportsPanel />}
          {view === "categories" && (
            <CategoriesPanel key={`${config.data.fiscalDateStart}${config.data.fiscalDateEnd}`} config={config.data} />
          )}
          {editing && (
            <TransactionEditorDialog
              transaction={editing.transaction}
              categories={config.data.categories}
              suggestedCategory={editing.category}
              onClose={() => setEditing(null)}
            />
          )}
        </>
      )}
    </Stack>
  );
}
