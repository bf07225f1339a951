import type { Task } from "@cortege/domain";
import EventOutlined from "@mui/icons-material/EventOutlined";
import MailOutline from "@mui/icons-material/MailOutlined";
import SavingsOutlined from "@mui/icons-material/SavingsOutlined";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { dueLabel } from "./due-label.ts";
import { TaskStatus } from "./task-status.tsx";

/** What a card says: the kind of task, its name (which opens it), when it is due, and where its sending stands. */
export function TaskCardContent({ task, onOpen }: { task: Task; onOpen?: (() => void) | undefined }) {
  const { t, i18n } = useTranslation("tasks");
  const due = dueLabel(task, t, i18n.language);
  const TypeIcon =
    task.type === "SCHEDULED_EMAIL" ? MailOutline : task.type === "SECURITY_DEPOSIT_REQUEST" ? SavingsOutlined : null;
  return (
    <Box sx={{ display: "grid", gap: 0.5 }}>
      {TypeIcon ? (
        <Typography
          variant="caption"
          sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, color: "secondary.dark", fontWeight: 600 }}
        >
          <TypeIcon sx={{ fontSize: 16 }} aria-hidden />
          {t(`types.${task.type}`)}
        </Typography>
      ) : null}
      {onOpen ? (
        <Link
          component="button"
          type="button"
          onClick={onOpen}
          underline="hover"
          color="inherit"
          sx={{ textAlign: "left", fontWeight: 600, overflowWrap: "anywhere", fontSize: "0.95rem" }}
        >
          {task.name}
        </Link>
      ) : (
        <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere", fontSize: "0.95rem" }}>{task.name}</Typography>
      )}
      {due ? (
        <Typography variant="body2" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, color: "text.secondary" }}>
          <EventOutlined sx={{ fontSize: 16 }} aria-hidden />
          {due}
        </Typography>
      ) : null}
      <TaskStatus task={task} />
    </Box>
  );
}
