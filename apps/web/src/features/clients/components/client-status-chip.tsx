import type { ClientStatus } from "@cortege/domain";
import Chip from "@mui/material/Chip";
import { useTranslation } from "react-i18next";

const colors: Record<ClientStatus, "default" | "secondary" | "success" | "warning"> = {
  PROSPECT: "warning",
  IN_DISCUSSION: "secondary",
  CLIENT: "success",
  LOST: "default",
};

/** Where the relationship stands, in a colour that reads at a glance. */
export function ClientStatusChip({ status }: { status: ClientStatus }) {
  const { t } = useTranslation("clients");
  return <Chip size="small" variant="outlined" color={colors[status]} label={t(`statuses.${status}`)} sx={{ fontWeight: 500 }} />;
}
