import type { TransactionStatus } from "@cortege/domain";
import Chip from "@mui/material/Chip";
import { useTranslation } from "react-i18next";

const colours: Record<TransactionStatus, "default" | "success" | "warning" | "error" | "info"> = {
  UNRECONCILED: "warning",
  PARTIALLY_RECONCILED: "info",
  RECONCILED: "success",
  PENDING: "default",
  CANCELED: "error",
  SETTLED: "success",
};

export function TransactionStatusChip({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation("transactions");
  return <Chip size="small" color={colours[status]} variant="outlined" label={t(`status.${status}`)} />;
}
