import OpenInFull from "@mui/icons-material/OpenInFull";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { LoadError } from "../../../components/load-error.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { boardPath } from "../../../config/task-paths.ts";
import { useEventBoard } from "../api/use-event-board.ts";
import { TaskCardContent } from "./task-card-content.tsx";

/** How many tasks of a list the event page shows; the full board has the rest. */
const SHOWN_PER_LIST = 3;

/** The event's board in brief, on the event page: each list with its first tasks, and a link to the full board. */
export function EventBoardCard({ eventId }: { eventId: string }) {
  const { t } = useTranslation("tasks");
  const board = useEventBoard(eventId);
  return (
    <SectionCard title={t("eventCard.title")}>
      {board.isPending ? (
        <Box sx={{ display: "grid", placeItems: "center", py: 3 }}>
          <CircularProgress size={24} aria-label={t("eventCard.loading")} />
        </Box>
      ) : null}
      {board.isError && !board.data ? <LoadError error={board.error} onRetry={() => void board.refetch()} /> : null}
      {board.data ? (
        <Box sx={{ display: "grid", gap: 2 }}>
          <Box
            sx={{
              display: "grid",
              gap: 1.5,
              gridAutoFlow: { xs: "row", md: "column" },
              gridAutoColumns: { md: "minmax(0, 1fr)" },
            }}
          >
            {board.data.lists.map((list) => (
              <Box
                key={list.listId}
                component="section"
                aria-label={list.name}
                sx={{ border: 1, borderColor: "divider", borderRadius: 2, p: 1.5, minWidth: 0 }}
              >
                <Typography component="h3" sx={{ fontWeight: 600, fontSize: "0.95rem", mb: 1 }}>
                  {list.name}{" "}
                  <Box component="span" sx={{ color: "text.secondary", fontWeight: 400 }}>
                    ({list.tasks.length})
                  </Box>
                </Typography>
                <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
                  {list.tasks.slice(0, SHOWN_PER_LIST).map((task) => (
                    <Box component="li" key={task.taskId} sx={{ borderTop: 1, borderColor: "divider", pt: 1 }}>
                      <TaskCardContent task={task} />
                    </Box>
                  ))}
                  {list.tasks.length > SHOWN_PER_LIST ? (
                    <Typography component="li" variant="body2" sx={{ color: "text.secondary" }}>
                      {t("eventCard.more", { count: list.tasks.length - SHOWN_PER_LIST })}
                    </Typography>
                  ) : null}
                  {list.tasks.length === 0 ? (
                    <Typography component="li" variant="body2" sx={{ color: "text.secondary" }}>
                      {t("lists.empty")}
                    </Typography>
                  ) : null}
                </Box>
              </Box>
            ))}
          </Box>
          <Box>
            <Button component={RouterLink} to={boardPath(board.data.boardId)} variant="outlined" startIcon={<OpenInFull />}>
              {t("eventCard.open")}
            </Button>
          </Box>
        </Box>
      ) : null}
    </SectionCard>
  );
}
