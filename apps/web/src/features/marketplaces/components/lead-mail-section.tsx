import { type ClientSource, clientSourceLabels } from "@cortege/domain";
import ContentCopy from "@mui/icons-material/ContentCopy";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { generatePath, Link as RouterLink } from "react-router";
import { formatInstantDate } from "../../../components/format-calendar-date.ts";
import { useProblemMessage } from "../../../components/problem/use-problem-message.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { paths } from "../../../config/paths.ts";
import { useDownloadLeadMail } from "../api/use-download-lead-mail.ts";
import { useLeadInbox } from "../api/use-lead-inbox.ts";

/** The vendor's address for forwarded directory e-mails and what came in through it. */
export function LeadMailSection({ vendorId, onNavigate }: { vendorId: string; onNavigate: () => void }) {
  const { t, i18n } = useTranslation("marketplaces");
  const notify = useNotify();
  const problemMessage = useProblemMessage();
  const inbox = useLeadInbox(vendorId, true);
  const download = useDownloadLeadMail(vendorId);
  const address = inbox.data?.address ?? null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="lead-mail-title">
      <Typography id="lead-mail-title" variant="h3" sx={{ fontSize: "1.1rem", mb: 1 }}>
        {t("leadMail.title")}
      </Typography>
      {inbox.isSuccess && !address ? <Typography color="text.secondary">{t("leadMail.unavailable")}</Typography> : null}
      {address ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t("leadMail.text")}
          </Typography>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1, mt: 1, p: 1, bgcolor: "action.hover", borderRadius: 1 }}>
            <Typography sx={{ fontFamily: "monospace", overflowWrap: "anywhere", flex: 1 }} data-testid="lead-address">
              {address}
            </Typography>
            <Tooltip title={t("leadMail.copy")}>
              <IconButton
                aria-label={t("leadMail.copy")}
                onClick={() =>
                  void navigator.clipboard
                    .writeText(address)
                    .then(() => notify(t("leadMail.copied")))
                    .catch(() => notify(address, "info"))
                }
              >
                <ContentCopy />
              </IconButton>
            </Tooltip>
          </Box>
          {inbox.data && inbox.data.mails.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t("leadMail.empty")}
            </Typography>
          ) : null}
          <List dense disablePadding>
            {inbox.data?.mails.map((mail) => (
              <ListItem
                key={mail.id}
                disableGutters
                secondaryAction={
                  <Tooltip title={t("leadMail.download")}>
                    <IconButton
                      edge="end"
                      aria-label={t("leadMail.download")}
                      onClick={() => download.mutate(mail.id, { onError: (error) => notify(problemMessage(error), "error") })}
                    >
                      <FileDownloadOutlined />
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemText
                  primary={
                    mail.eventId ? (
                      <Link component={RouterLink} to={generatePath(paths.event, { eventId: mail.eventId })} onClick={onNavigate}>
                        {mail.name}
                      </Link>
                    ) : (
                      mail.subject
                    )
                  }
                  secondary={`${formatInstantDate(mail.receivedAt, i18n.language)} · ${
                    mail.source ? clientSourceLabels[mail.source as ClientSource] : t("leadMail.unreadable")
                  }`}
                />
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
    </Paper>
  );
}
