import { type DocumentStatus, documentStatusColors } from "@cortege/domain";
import Chip from "@mui/material/Chip";
import { useTranslation } from "react-i18next";

/** The spec's badge colours: SENT warning; APPROVED, SIGNED, PAID success; REJECTED, CANCELED, OVERDUE error. */
export function DocumentStatusChip({ status, size = "small" }: { status: DocumentStatus; size?: "small" | "medium" }) {
  const { t } = useTranslation("documents");
  const color = documentStatusColors[status];
  return (
    <Chip
      size={size}
      color={color}
      variant={color === "default" ? "outlined" : "filled"}
      label={t(`statuses.${status}`)}
      sx={{ fontWeight: 600 }}
    />
  );
}
