import Download from "@mui/icons-material/Download";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { useIsPhone } from "../../../components/use-is-phone.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import type { DocumentWire } from "../api/document-wire.ts";
import { fetchDocumentPdf } from "../api/fetch-document-pdf.ts";

/** Browsers without a PDF viewer (most phones) download a framed PDF instead of showing it: offer the link alone. */
function canShowPdf(): boolean {
  return typeof navigator === "undefined" || navigator.pdfViewerEnabled !== false;
}

type PdfPreviewDialogProps = { document: DocumentWire; open: boolean; onClose: () => void };

/** The document's PDF as the client will receive it, shown in the page, with a download link. */
export function PdfPreviewDialog({ document: d, open, onClose }: PdfPreviewDialogProps) {
  const { t } = useTranslation("documents");
  const vendorId = useVendorId();
  const isPhone = useIsPhone();
  const titleId = useId();
  const pdf = useQuery({
    // The PDF follows the document: a new version after each change.
    queryKey: ["documents", vendorId, "pdf", d.quoteId, d.updatedAt, d.status],
    queryFn: () => fetchDocumentPdf(vendorId, d.quoteType, d.quoteId),
    enabled: open,
    gcTime: 0,
  });
  const url = useMemo(() => (pdf.data ? URL.createObjectURL(pdf.data) : null), [pdf.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const filename = `${d.name ?? t(`types.${d.quoteType}.one`)}.pdf`;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" fullScreen={isPhone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t("pdf.title", { name: d.name ?? t("list.draftName") })}</DialogTitle>
      <DialogContent dividers sx={{ p: 0, height: isPhone ? undefined : "80vh", display: "flex" }}>
        {pdf.isPending ? (
          <PageLoader />
        ) : pdf.isError ? (
          <Box sx={{ p: 2, flexGrow: 1 }}>
            <LoadError error={pdf.error} onRetry={() => void pdf.refetch()} />
          </Box>
        ) : url && canShowPdf() ? (
          // A frame, not an <object>: the CSP allows blob: frames (frame-src) and keeps object-src 'none'.
          <Box
            component="iframe"
            src={url}
            title={t("pdf.frame")}
            data-testid="pdf-preview-frame"
            sx={{ flexGrow: 1, border: 0, minHeight: 400, width: "100%" }}
          />
        ) : url ? (
          <Box sx={{ p: 2 }}>{t("pdf.noViewer")}</Box>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{t("pdf.close")}</Button>
        <Button
          variant="contained"
          startIcon={<Download />}
          component="a"
          href={url ?? undefined}
          download={filename}
          disabled={!url}
        >
          {t("pdf.download")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
