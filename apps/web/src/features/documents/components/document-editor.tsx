import {
  checkEditable,
  checkStatusTransition,
  type DocumentStatus,
  documentMessages,
  documentStatuses,
  isInvoiceLike,
  lineTotals,
  type QuoteType,
} from "@cortege/domain";
import ArchiveOutlined from "@mui/icons-material/ArchiveOutlined";
import ArrowBack from "@mui/icons-material/ArrowBack";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import ExpandMore from "@mui/icons-material/ExpandMore";
import MailOutlined from "@mui/icons-material/MailOutlined";
import PictureAsPdfOutlined from "@mui/icons-material/PictureAsPdfOutlined";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import SaveOutlined from "@mui/icons-material/SaveOutlined";
import UnarchiveOutlined from "@mui/icons-material/UnarchiveOutlined";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useMemo, useState } from "react";
import { Controller, useFieldArray, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import { DocumentTitle } from "../../../components/document-title.tsx";
import { FormDateField } from "../../../components/form-date-field.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { useProblemMessage } from "../../../components/problem/use-problem-message.ts";
import { SectionCard } from "../../../components/section-card.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { documentListPaths, documentPath } from "../../../config/document-paths.ts";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { useProducts, wholeCatalogue } from "../../products/api/use-products.ts";
import { useEnsureInvoiceCompanyData } from "../../quote-config/api/use-ensure-invoice-company-data.tsx";
import type { DocumentWire } from "../api/document-wire.ts";
import { useArchiveDocuments } from "../api/use-archive-documents.ts";
import { useSaveDocument } from "../api/use-save-document.ts";
import { ClientPicker } from "./client-picker.tsx";
import { type Conversion, conversionsOf } from "./conversions.ts";
import { ConvertDialog } from "./convert-dialog.tsx";
import { DeleteDocumentDialog } from "./delete-document-dialog.tsx";
import { DepositsEditor } from "./deposits-editor.tsx";
import {
  breakdownOfWire,
  type DocumentFormValues,
  documentBodyOf,
  documentFormIssues,
  emptyDocumentForm,
  engineLineOf,
  type FormIssue,
  formValuesOf,
  lineOfProduct,
  liveTotals,
  type PickedClient,
  totalsOfWire,
} from "./document-form-values.ts";
import { DocumentPaymentsCard } from "./document-payments-card.tsx";
import { DocumentStatusChip } from "./document-status-chip.tsx";
import { EinvoiceCard } from "./einvoice-card.tsx";
import { EventSelect } from "./event-select.tsx";
import { formatEuros } from "./format.ts";
import { LineList } from "./line-list.tsx";
import { LinkedDocuments } from "./linked-documents.tsx";
import { MarkPaidDialog } from "./mark-paid-dialog.tsx";
import { OriginalFingerprint } from "./original-fingerprint.tsx";
import { PdfPreviewDialog } from "./pdf-preview-dialog.tsx";
import { ProductPicker } from "./product-picker.tsx";
import { SendEmailDialog } from "./send-email-dialog.tsx";
import { SignUploadButton } from "./sign-upload-button.tsx";
import { StatusDialog } from "./status-dialog.tsx";
import { StatusHistoryCard } from "./status-history-card.tsx";
import { TotalsPanel } from "./totals-panel.tsx";

type DocumentEditorProps = {
  quoteType: QuoteType;
  /** Absent for a new quote or invoice. */
  document?: DocumentWire | undefined;
  initialClient?: PickedClient | null;
  initialEventId?: string | null;
};

const today = () => dateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

/**
 * A quote or an invoice being written, or a document being followed once issued. The totals are the
 * domain engine's on what is typed, so they are the ones the server will store; a refused save keeps
 * the form as typed and says why.
 */
export function DocumentEditor({ quoteType, document: doc, initialClient = null, initialEventId = null }: DocumentEditorProps) {
  const { t } = useTranslation("documents");
  const notify = useNotify();
  const navigate = useNavigate();
  const problemMessage = useProblemMessage();
  const save = useSaveDocument();
  const { ensureInvoiceCompanyData, dialog: companyDialog } = useEnsureInvoiceCompanyData();
  // The missing-information dialog also asks for the saved client's postal address.
  const ensureCompanyData = () => ensureInvoiceCompanyData(doc?.clientId ?? null);
  const archive = useArchiveDocuments();
  const products = useProducts(wholeCatalogue);
  const catalogueList = products.data ?? [];
  const catalogue = useMemo(() => new Map((products.data ?? []).map((p) => [p.productId, p])), [products.data]);

  const form = useForm<DocumentFormValues>({
    defaultValues: doc ? formValuesOf(doc) : emptyDocumentForm(initialClient, initialEventId),
  });
  const { control, handleSubmit, setError, clearErrors, setValue, formState } = form;
  const lines = useFieldArray({ control, name: "lines", keyName: "fieldKey" });
  const values = useWatch({ control }) as DocumentFormValues;
  // After a refused save, the list of problems follows what is typed, so it empties as they are fixed.
  const [tried, setTried] = useState(false);
  const [dialog, setDialog] = useState<"send" | "pdf" | "delete" | null>(null);
  const [statusTarget, setStatusTarget] = useState<DocumentStatus | null>(null);
  // « Payé » asks for the payment received (issue 16 §6), not a bare confirmation.
  const [markingPaid, setMarkingPaid] = useState(false);
  const [converting, setConverting] = useState<Conversion | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; kind: "status" | "convert" } | null>(null);
  const [signError, setSignError] = useState<string | null>(null);

  const status = doc?.status ?? "DRAFT";
  const editable = doc ? checkEditable(quoteType, status) : ({ ok: true } as const);
  const fixedAmount = quoteType === "DEPOSIT" || (doc?.products.some((l) => l.productId === null) ?? false);
  const linesEditable = editable.ok && !fixedAmount;
  const withDeposits = quoteType === "QUOTE";
  const deducted = doc ? breakdownOfWire(doc.deducted) : null;
  const totals = linesEditable || !doc ? liveTotals(values, catalogue, deducted) : totalsOfWire(doc);
  const perLine = (values.lines ?? []).map((l) => {
    const e = engineLineOf(l, catalogue.get(l.productId));
    return e ? lineTotals(e) : null;
  });
  const dirty = formState.isDirty;
  const issues: FormIssue[] = tried
    ? documentFormIssues(values, catalogue, {
        linesEditable,
        withDeposits,
        totalIncludingTaxCents: totals.totalIncludingTaxCents,
      })
    : [];
  const typeName = t(`types.${quoteType}.one`);
  const title = doc ? `${typeName} ${doc.name ?? t("list.draftName")}` : t(`types.${quoteType}.new`);

  const submit = handleSubmit((v) => {
    const found = documentFormIssues(v, catalogue, {
      linesEditable,
      withDeposits,
      totalIncludingTaxCents: totals.totalIncludingTaxCents,
    });
    setTried(true);
    if (found.length > 0) {
      for (const issue of found) setError(issue.path as never, { type: "domain", message: issue.message });
      return;
    }
    const body = documentBodyOf(v, catalogue, { withDeposits });
    save.mutate(
      { quoteType, quoteId: doc?.quoteId, quote: body.quote, products: linesEditable ? body.products : undefined },
      {
        onSuccess: (saved) => {
          notify(t("editor.saved", { name: saved.name ?? typeName }));
          if (!doc) void navigate(documentPath(quoteType, saved.quoteId), { replace: true });
          else form.reset(formValuesOf(saved));
        },
      },
    );
  });

  // The domain's refusals are set by hand; left in place they would block the next submit.
  const onSave = (event: FormEvent) => {
    clearErrors();
    void submit(event);
  };

  const allowedStatuses = doc
    ? documentStatuses.filter(
        (s) =>
          s !== status &&
          checkStatusTransition(quoteType, status, s, {
            today: today(),
            expirationDate: doc.expirationDate,
            dueDate: doc.dueDate,
          }).ok,
      )
    : [];
  const conversions = doc ? conversionsOf(quoteType, status) : [];
  const issuable = doc !== undefined && isInvoiceLike(quoteType) && status === "DRAFT";
  const blockedByEdits = dirty ? t("editor.saveFirst") : undefined;

  return (
    <Stack spacing={3} component="form" noValidate onSubmit={onSave}>
      <DocumentTitle page={title} />
      <Box>
        <Link
          component={RouterLink}
          to={documentListPaths[quoteType]}
          sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}
        >
          <ArrowBack fontSize="small" />
          {t(`types.${quoteType}.plural`)}
        </Link>
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: "1.8rem", sm: "2.2rem" } }}>
          {title}
        </Typography>
        {doc ? <DocumentStatusChip status={status} size="medium" /> : null}
        {doc?.isArchived ? <Typography sx={{ color: "text.secondary" }}>{t("editor.archived")}</Typography> : null}
      </Box>

      {doc ? (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }} role="toolbar" aria-label={t("editor.actions")}>
          {issuable ? (
            <Button variant="contained" onClick={() => setStatusTarget("SENT")} disabled={dirty} title={blockedByEdits}>
              {t("editor.issue")}
            </Button>
          ) : null}
          <Button
            variant="outlined"
            startIcon={<MailOutlined />}
            onClick={() => setDialog("send")}
            disabled={dirty}
            title={blockedByEdits}
          >
            {t("editor.send")}
          </Button>
          {allowedStatuses.length > 0 ? (
            <Button
              variant="outlined"
              endIcon={<ExpandMore />}
              onClick={(event) => setMenu({ anchor: event.currentTarget, kind: "status" })}
              disabled={dirty}
              title={blockedByEdits}
            >
              {t("editor.changeStatus")}
            </Button>
          ) : null}
          {conversions.length > 0 ? (
            <Button
              variant="outlined"
              startIcon={<ReceiptLongOutlined />}
              endIcon={<ExpandMore />}
              onClick={(event) => setMenu({ anchor: event.currentTarget, kind: "convert" })}
              disabled={dirty}
              title={blockedByEdits}
            >
              {t("editor.convert")}
            </Button>
          ) : null}
          {quoteType === "QUOTE" && doc.clientId && allowedStatuses.includes("SIGNED") ? (
            <SignUploadButton
              document={{ ...doc, clientId: doc.clientId }}
              disabled={dirty}
              onError={setSignError}
              onSigned={() => notify(t("sign.done"))}
              ensureCompanyData={ensureCompanyData}
            />
          ) : null}
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfOutlined />}
            onClick={() => setDialog("pdf")}
            disabled={dirty}
            title={blockedByEdits}
          >
            {t("editor.pdf")}
          </Button>
          <Button
            startIcon={doc.isArchived ? <UnarchiveOutlined /> : <ArchiveOutlined />}
            onClick={() =>
              archive.mutate(
                { quoteType, quoteIds: [doc.quoteId], isArchived: !doc.isArchived },
                {
                  onSuccess: () =>
                    notify(t(doc.isArchived ? "list.unarchived" : "list.archived", { name: doc.name ?? typeName })),
                },
              )
            }
          >
            {doc.isArchived ? t("actions.unarchive") : t("actions.archive")}
          </Button>
          <Button color="error" startIcon={<DeleteOutlined />} onClick={() => setDialog("delete")}>
            {t("actions.delete")}
          </Button>
          <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
            {menu?.kind === "status"
              ? allowedStatuses.map((s) => (
                  <MenuItem
                    key={s}
                    onClick={() => {
                      setMenu(null);
                      if (s === "PAID" && isInvoiceLike(quoteType)) setMarkingPaid(true);
                      else setStatusTarget(s);
                    }}
                  >
                    {t(`statuses.${s}`)}
                  </MenuItem>
                ))
              : conversions.map((c) => (
                  <MenuItem
                    key={c.kind}
                    onClick={() => {
                      setMenu(null);
                      setConverting(c);
                    }}
                  >
                    {t(`convert.${c.kind}`)}
                  </MenuItem>
                ))}
          </Menu>
        </Box>
      ) : null}

      {!editable.ok ? <Alert severity="info">{editable.message}</Alert> : null}
      {doc?.signedFilename ? <Alert severity="success">{t("sign.stored", { filename: doc.signedFilename })}</Alert> : null}
      {doc?.originalSha256 ? <OriginalFingerprint sha256={doc.originalSha256} /> : null}
      {signError ? (
        <Alert severity="error" role="alert">
          {signError}
        </Alert>
      ) : null}
      {save.isError ? (
        <Alert severity="error" role="alert">
          <AlertTitle>{documentMessages.saveFailed}</AlertTitle>
          {problemMessage(save.error)}
        </Alert>
      ) : null}
      {issues.length > 0 ? (
        <Alert severity="error" role="alert">
          <AlertTitle>{t("editor.issuesTitle")}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {[...new Set(issues.map((i) => i.message))].map((m) => (
              <li key={m}>{m}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {archive.isError ? <Alert severity="error">{problemMessage(archive.error)}</Alert> : null}

      <Box
        sx={{
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 1fr) 340px" },
          alignItems: "start",
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <SectionCard title={t("editor.clientSection")}>
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
              <Controller
                control={control}
                name="client"
                render={({ field, fieldState }) => (
                  <ClientPicker
                    value={field.value}
                    onChange={(c) => {
                      field.onChange(c);
                      setValue("eventId", null, { shouldDirty: true });
                    }}
                    error={fieldState.error?.message}
                    disabled={!editable.ok}
                  />
                )}
              />
              <Controller
                control={control}
                name="eventId"
                render={({ field }) => (
                  <EventSelect
                    clientId={values.client?.clientId ?? null}
                    value={field.value}
                    onChange={field.onChange}
                    disabled={!editable.ok}
                  />
                )}
              />
              <FormDateField
                control={control}
                name="date"
                label={t("editor.date")}
                disabled={!editable.ok}
                helperText={editable.ok ? t("editor.dateHint") : undefined}
              />
              {quoteType === "QUOTE" ? (
                <FormDateField
                  control={control}
                  name="expirationDate"
                  label={t("editor.expirationDate")}
                  disabled={!editable.ok}
                  helperText={editable.ok ? t("editor.expirationHint") : undefined}
                />
              ) : (
                <FormDateField
                  control={control}
                  name="dueDate"
                  label={t("editor.dueDate")}
                  disabled={!editable.ok}
                  helperText={editable.ok ? t("editor.dueDateHint") : undefined}
                />
              )}
            </Box>
            {/* The place of the service (and delivery address): printed on the document, frozen at issue. */}
            <Box
              role="group"
              aria-label={t("editor.placeGroup")}
              sx={{ display: "grid", gap: 2, mt: 2, gridTemplateColumns: { xs: "1fr", sm: "2fr 1fr 1fr" } }}
            >
              <FormTextField
                control={control}
                name="serviceStreet"
                label={t("editor.placeStreet")}
                helperText={editable.ok ? t("editor.placeHint") : undefined}
                disabled={!editable.ok}
                fullWidth
              />
              <FormTextField
                control={control}
                name="servicePostalCode"
                label={t("editor.placePostalCode")}
                disabled={!editable.ok}
                fullWidth
              />
              <FormTextField
                control={control}
                name="serviceCity"
                label={t("editor.placeCity")}
                disabled={!editable.ok}
                fullWidth
              />
            </Box>
          </SectionCard>

          <SectionCard title={t("lines.title")} description={linesEditable ? t("lines.intro") : undefined}>
            {linesEditable ? (
              <Stack spacing={2}>
                {lines.fields.length === 0 ? (
                  <Typography sx={{ color: formState.errors.lines ? "error.main" : "text.secondary" }}>
                    {t("lines.empty")}
                  </Typography>
                ) : (
                  <LineList
                    control={control}
                    lines={values.lines ?? []}
                    catalogue={catalogue}
                    lineTotals={perLine}
                    errors={formState.errors.lines}
                    onMove={(from, to) => lines.move(from, to)}
                    onRemove={(index) => lines.remove(index)}
                  />
                )}
                <ProductPicker
                  catalogue={catalogueList}
                  loading={products.isPending}
                  onPick={(p) => lines.append(lineOfProduct(p))}
                />
                <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "flex-start" }}>
                  <Controller
                    control={control}
                    name="globalDiscountType"
                    render={({ field }) => (
                      <TextField select size="small" label={t("editor.globalDiscountType")} {...field} sx={{ width: 180 }}>
                        <MenuItem value="PERCENTAGE">{t("discount.PERCENTAGE")}</MenuItem>
                        <MenuItem value="FIXED">{t("discount.FIXED")}</MenuItem>
                      </TextField>
                    )}
                  />
                  <Controller
                    control={control}
                    name="globalDiscountValue"
                    render={({ field, fieldState }) => (
                      <TextField
                        size="small"
                        label={t("editor.globalDiscount")}
                        {...field}
                        inputRef={field.ref}
                        error={fieldState.invalid}
                        helperText={fieldState.error?.message ?? t("editor.globalDiscountHint")}
                        sx={{ width: 180 }}
                        slotProps={{ htmlInput: { inputMode: "decimal" } }}
                      />
                    )}
                  />
                </Box>
              </Stack>
            ) : doc ? (
              <ReadOnlyLines document={doc} />
            ) : null}
          </SectionCard>

          {withDeposits ? (
            <SectionCard title={t("deposits.title")} description={t("deposits.intro")}>
              {editable.ok ? (
                <DepositsEditor
                  control={control}
                  deposits={values.deposits ?? []}
                  totalIncludingTaxCents={totals.totalIncludingTaxCents}
                  date={values.date ?? null}
                  error={formState.errors.deposits?.message}
                  onChange={(deposits) => setValue("deposits", deposits, { shouldDirty: true })}
                />
              ) : (
                <ReadOnlyDeposits document={doc} />
              )}
            </SectionCard>
          ) : null}

          {doc ? <DocumentPaymentsCard document={doc} /> : null}

          {doc ? <EinvoiceCard document={doc} /> : null}

          {doc && doc.linkedQuotes.length > 0 ? (
            <SectionCard title={t("linked.title")}>
              <LinkedDocuments quoteId={doc.quoteId} hasLinks={doc.linkedQuotes.length > 0} />
            </SectionCard>
          ) : null}

          {doc ? <StatusHistoryCard quoteId={doc.quoteId} /> : null}
        </Stack>

        <Box sx={{ position: { md: "sticky" }, top: { md: 88 }, display: "grid", gap: 2 }}>
          <SectionCard title={t("totals.title")}>
            <TotalsPanel totals={totals} />
          </SectionCard>
          {editable.ok ? (
            <Button type="submit" variant="contained" size="large" startIcon={<SaveOutlined />} loading={save.isPending}>
              {doc ? t("editor.save") : t(`types.${quoteType}.createSave`)}
            </Button>
          ) : null}
        </Box>
      </Box>

      {doc ? (
        <>
          <StatusDialog
            key={statusTarget ?? "none"}
            document={doc}
            target={statusTarget}
            onClose={() => setStatusTarget(null)}
            ensureCompanyData={ensureCompanyData}
          />
          {markingPaid ? (
            <MarkPaidDialog
              document={doc}
              onClose={() => setMarkingPaid(false)}
              onDone={() => setMarkingPaid(false)}
              ensureCompanyData={ensureCompanyData}
            />
          ) : null}
          <SendEmailDialog
            key={dialog === "send" ? "open" : "closed"}
            document={doc}
            open={dialog === "send"}
            onClose={() => setDialog(null)}
            onSent={() => notify(t("send.sent"))}
            ensureCompanyData={ensureCompanyData}
          />
          {companyDialog}
          <PdfPreviewDialog document={doc} open={dialog === "pdf"} onClose={() => setDialog(null)} />
          <ConvertDialog
            source={converting ? { document: doc, conversion: converting } : null}
            onClose={() => setConverting(null)}
            onDone={(created) => void navigate(documentPath(created.quote.quoteType, created.id))}
          />
          <DeleteDocumentDialog
            document={dialog === "delete" ? doc : null}
            onClose={() => setDialog(null)}
            onDeleted={() => void navigate(documentListPaths[quoteType], { replace: true })}
          />
        </>
      ) : null}
    </Stack>
  );
}

function ReadOnlyLines({ document: d }: { document: DocumentWire }) {
  const { t, i18n } = useTranslation("documents");
  const money = (n: number) => formatEuros(n, i18n.language);
  return (
    <Box component="ol" aria-label={t("lines.title")} sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
      {[...d.products]
        .sort((a, b) => a.position - b.position)
        .map((l) => (
          <Box component="li" key={l.lineId} sx={{ display: "flex", gap: 2, borderBottom: 1, borderColor: "divider", pb: 1 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{l.product.name}</Typography>
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {t("lines.readOnly", {
                  quantity: String(l.quantity).replace(".", ","),
                  price: money(l.product.price),
                  rate:
                    l.product.productType === "DEBOUR"
                      ? t("lines.debour")
                      : l.product.tax
                        ? t(`taxes.${l.product.tax}` as never)
                        : t("lines.mixedRates"),
                })}
                {l.discountValue > 0
                  ? ` · ${t("lines.readOnlyDiscount", { value: l.discountType === "PERCENTAGE" ? `${String(l.discountValue).replace(".", ",")} %` : money(l.discountValue) })}`
                  : ""}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>{money(l.total)}</Typography>
          </Box>
        ))}
    </Box>
  );
}

function ReadOnlyDeposits({ document: d }: { document: DocumentWire | undefined }) {
  const { t, i18n } = useTranslation("documents");
  if (!d || d.deposits.length === 0) return <Typography sx={{ color: "text.secondary" }}>{t("deposits.none")}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
      {d.deposits.map((x, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a schedule entry is its position (deposit n, then the balance)
        <Box component="li" key={`${i}-${x.isFinal}`} sx={{ display: "flex", gap: 2 }}>
          <Typography sx={{ flexGrow: 1 }}>
            {x.isFinal
              ? t("deposits.final")
              : `${t("deposits.entry", { n: i + 1 })} · ${x.depositType === "PERCENTAGE" ? `${String(x.depositValue).replace(".", ",")} %` : formatEuros(x.depositValue, i18n.language)}`}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{x.amount === null ? "—" : formatEuros(x.amount, i18n.language)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
