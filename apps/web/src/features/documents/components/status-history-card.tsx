import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/section-card.tsx";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { useStatusHistory } from "../api/use-status-history.ts";

/** « Historique »: every status change of the document, oldest first — when, who, from → to, and why. */
export function StatusHistoryCard({ quoteId }: { quoteId: string }) {
  const { t, i18n } = useTranslation("document-payments");
  const { t: td } = useTranslation("documents");
  const history = useStatusHistory(quoteId);
  const changes = history.data?.changes ?? [];
  if (changes.length === 0) return null;
  const when = dateTimeFormat(i18n.language.startsWith("en") ? "en-GB" : "fr-FR", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Paris",
  });
  return (
    <SectionCard title={t("history.title")}>
      <Box component="ol" aria-label={t("history.title")} sx={{ listStyle: "none", m: 0, p: 0 }}>
        {changes.map((c, i) => (
          <Box
            component="li"
            // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows; its order is its identity
            key={i}
            sx={{
              position: "relative",
              pl: 3,
              pb: i === changes.length - 1 ? 0 : 2,
              "&::before": {
                content: '""',
                position: "absolute",
                left: 5,
                top: 6,
                width: 10,
                height: 10,
                borderRadius: "50%",
                bgcolor: "primary.main",
              },
              "&::after":
                i === changes.length - 1
                  ? undefined
                  : { content: '""', position: "absolute", left: 9, top: 18, bottom: 0, width: 2, bgcolor: "divider" },
            }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              {c.from === null
                ? t("history.created", { status: td(`statuses.${c.to}`) })
                : t("history.change", { from: td(`statuses.${c.from}`), to: td(`statuses.${c.to}`) })}
            </Typography>
            <Typography variant="body2" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
              {[
                when.format(new Date(c.at)),
                c.by ?? t(c.source === "EXPIRY" ? "history.system" : "history.unknownUser"),
                t(`sources.${c.source}`),
                c.reason,
              ]
                .filter(Boolean)
                .join(" · ")}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
