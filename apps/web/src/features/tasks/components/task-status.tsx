import type { Task } from "@cortege/domain";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { formatEuros } from "../../../lib/format-money.ts";
import { formatDueInstant } from "./due-label.ts";

const sendColor = {
  UNSCHEDULED: "default",
  SCHEDULED: "info",
  RETRYING: "warning",
  SENT: "success",
  FAILED: "error",
} as const;

const wrapping = { maxWidth: "100%", height: "auto", "& .MuiChip-label": { whiteSpace: "normal", py: 0.25 } };

/** Where an e-mail task's sending stands (programmé, envoyé, échec with the reason), and a caution's state. */
export function TaskStatus({ task }: { task: Task }) {
  const { t, i18n } = useTranslation("tasks");
  if (task.type === "BASE_TASK") {
    if (task.items.length === 0) return null;
    const done = task.items.filter((i) => i.completed).length;
    return (
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {t("card.checklist", { done, total: task.items.length })}
      </Typography>
    );
  }
  const sentLabel =
    task.sendStatus === "SENT" && task.sentAt
      ? t("send.sentAt", { date: formatDueInstant(task.sentAt, i18n.language) })
      : t(`send.status.${task.sendStatus}`);
  return (
    <Box sx={{ display: "grid", gap: 0.5, justifyItems: "start" }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
        <Chip size="small" variant="outlined" color={sendColor[task.sendStatus]} label={sentLabel} sx={wrapping} />
        {task.type === "SECURITY_DEPOSIT_REQUEST" ? (
          <Chip
            size="small"
            variant="outlined"
            label={`${t(`deposit.status.${task.depositStatus}`)} · ${formatEuros(task.amount, i18n.language)}`}
            sx={wrapping}
          />
        ) : null}
      </Box>
      {task.sendError && (task.sendStatus === "FAILED" || task.sendStatus === "RETRYING") ? (
        <Typography variant="body2" sx={{ color: "error.main", overflowWrap: "anywhere" }}>
          {task.sendError}
        </Typography>
      ) : null}
    </Box>
  );
}
