import type { EventStatusConfig } from "@cortege/domain";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import { useTheme } from "@mui/material/styles";
import { statusColor } from "./status-color.ts";

/** An event's status with its pipeline colour; a status no longer configured shows its key. */
export function StatusChip({ status, statuses }: { status: string; statuses: readonly EventStatusConfig[] }) {
  const theme = useTheme();
  const config = statuses.find((s) => s.status === status);
  const color = statusColor(theme, config?.color ?? "");
  return (
    <Chip
      size="small"
      variant="outlined"
      label={config?.name ?? status}
      icon={
        <Box
          component="span"
          aria-hidden
          sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: color, ml: "8px !important" }}
        />
      }
      sx={{ borderColor: color, bgcolor: "background.paper", fontWeight: 500 }}
    />
  );
}
