import { documentStatusColors } from "@cortege/domain";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { formatCalendarDate } from "../../../components/format-calendar-date.ts";
import { LoadError } from "../../../components/load-error.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { formatEuros } from "../../../lib/format-money.ts";
import { type ClientDocument, useClientDocuments } from "../api/use-client-documents.ts";
import { documentEditorPath } from "./document-editor-path.ts";

type ClientDocumentsCardProps = {
  vendorId: string;
  clientId: string;
  /** On an event page: only the documents of that event. */
  eventId?: string | undefined;
};

/** Newest first: by issue date, else document date, else creation. */
const dayOf = (d: ClientDocument) => d.issuedDate ?? d.date ?? d.createdAt.slice(0, 10);

/** « Devis et factures »: the client's documents (GET quote/client/list), each opening in the editor. */
export function ClientDocumentsCard({ vendorId, clientId, eventId }: ClientDocumentsCardProps) {
  const { t, i18n } = useTranslation("quote-config");
  const documents = useClientDocuments(vendorId, clientId);
  const items = (documents.data ?? [])
    .filter((d) => eventId === undefined || d.eventId === eventId)
    .sort((a, b) => dayOf(b).localeCompare(dayOf(a)) || b.createdAt.localeCompare(a.createdAt));

  return (
    <SectionCard title={t("documents.title")}>
      {documents.isPending ? <Typography sx={{ color: "text.secondary" }}>{t("documents.loading")}</Typography> : null}
      {documents.isError ? <LoadError error={documents.error} onRetry={() => void documents.refetch()} /> : null}
      {documents.isSuccess && items.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>{eventId ? t("documents.noneForEvent") : t("documents.none")}</Typography>
      ) : null}
      {items.length > 0 ? (
        <Box component="ul" aria-label={t("documents.title")} sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
          {items.map((d) => {
            const href = documentEditorPath(d);
            const label = d.name ?? t("documents.draftNumber");
            const date = dayOf(d);
            return (
              <Box
                component="li"
                key={d.quoteId}
                sx={{
                  display: "grid",
                  gridTemplateColumns: { xs: "1fr auto", sm: "minmax(0, 1.2fr) minmax(0, 1fr) auto auto" },
                  alignItems: "center",
                  gap: { xs: 0.5, sm: 2 },
                  p: 1.5,
                  border: 1,
                  borderColor: "divider",
                  borderRadius: 2,
                  opacity: d.isArchived ? 0.7 : 1,
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ color: "text.secondary" }}>
                    {t(`documents.types.${d.quoteType}`)}
                    {d.isArchived ? ` · ${t("documents.archived")}` : ""}
                  </Typography>
                  <Link component={RouterLink} to={href} sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                    {label}
                  </Link>
                </Box>
                <Typography variant="body2" sx={{ color: "text.secondary", order: { xs: 3, sm: 0 } }}>
                  {formatCalendarDate(date, i18n.language.startsWith("en") ? "en-GB" : "fr-FR", "short")}
                </Typography>
                <Typography sx={{ fontWeight: 600, textAlign: "right", whiteSpace: "nowrap", order: { xs: 4, sm: 0 } }}>
                  {formatEuros(d.totalIncludingTax, i18n.language)} {t("documents.ttc")}
                </Typography>
                <Chip
                  size="small"
                  label={t(`documents.statuses.${d.status}`)}
                  color={documentStatusColors[d.status]}
                  sx={{ justifySelf: "end", gridRow: { xs: 1, sm: "auto" }, gridColumn: { xs: 2, sm: "auto" } }}
                />
              </Box>
            );
          })}
        </Box>
      ) : null}
    </SectionCard>
  );
}
