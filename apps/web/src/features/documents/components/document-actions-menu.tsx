import { checkDeletable } from "@cortege/domain";
import ArchiveOutlined from "@mui/icons-material/ArchiveOutlined";
import ContentCopyOutlined from "@mui/icons-material/ContentCopyOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import OpenInNewOutlined from "@mui/icons-material/OpenInNewOutlined";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import UnarchiveOutlined from "@mui/icons-material/UnarchiveOutlined";
import { useTranslation } from "react-i18next";
import { type RowAction, RowActionsMenu } from "../../../components/row-actions-menu.tsx";
import type { DocumentSummary } from "../api/document-wire.ts";
import { type Conversion, conversionsOf } from "./conversions.ts";

type DocumentActionsMenuProps = {
  document: DocumentSummary;
  onOpen: (d: DocumentSummary) => void;
  onConvert: (d: DocumentSummary, conversion: Conversion) => void;
  onArchive: (d: DocumentSummary) => void;
  onDelete: (d: DocumentSummary) => void;
};

/** What can be done to one document of a list; deleting an issued one explains why it is refused. */
export function DocumentActionsMenu({ document: d, onOpen, onConvert, onArchive, onDelete }: DocumentActionsMenuProps) {
  const { t } = useTranslation("documents");
  const name = d.name ?? t("list.draftName");
  const actions: RowAction[] = [
    { label: t("actions.open"), icon: <OpenInNewOutlined fontSize="small" />, onSelect: () => onOpen(d) },
    ...conversionsOf(d.quoteType, d.status).map((c) => ({
      label: t(`convert.${c.kind}`),
      icon: c.kind === "duplicate" ? <ContentCopyOutlined fontSize="small" /> : <ReceiptLongOutlined fontSize="small" />,
      onSelect: () => onConvert(d, c),
    })),
    d.isArchived
      ? { label: t("actions.unarchive"), icon: <UnarchiveOutlined fontSize="small" />, onSelect: () => onArchive(d) }
      : { label: t("actions.archive"), icon: <ArchiveOutlined fontSize="small" />, onSelect: () => onArchive(d) },
    {
      label: checkDeletable(d.quoteType, d.status).ok ? t("actions.delete") : t("actions.deleteRefused"),
      icon: <DeleteOutlined fontSize="small" />,
      onSelect: () => onDelete(d),
      danger: true,
    },
  ];
  return <RowActionsMenu label={t("list.actionsOf", { name })} actions={actions} />;
}
