import type { Client } from "@cortege/domain";
import ArchiveOutlined from "@mui/icons-material/ArchiveOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import UnarchiveOutlined from "@mui/icons-material/UnarchiveOutlined";
import { useTranslation } from "react-i18next";
import { RowActionsMenu } from "../../../components/row-actions-menu.tsx";

type ClientActionsMenuProps = {
  client: Client;
  onEdit: (client: Client) => void;
  onArchive: (client: Client) => void;
  onDelete: (client: Client) => void;
};

/** What can be done to one client of the list. */
export function ClientActionsMenu({ client, onEdit, onArchive, onDelete }: ClientActionsMenuProps) {
  const { t } = useTranslation("clients");
  return (
    <RowActionsMenu
      label={t("list.actionsOf", { name: client.name })}
      actions={[
        { label: t("list.edit"), icon: <EditOutlined fontSize="small" />, onSelect: () => onEdit(client) },
        {
          label: client.isArchived ? t("archive.restore") : t("archive.confirm"),
          icon: client.isArchived ? <UnarchiveOutlined fontSize="small" /> : <ArchiveOutlined fontSize="small" />,
          onSelect: () => onArchive(client),
        },
        { label: t("delete.confirm"), icon: <DeleteOutlined fontSize="small" />, onSelect: () => onDelete(client), danger: true },
      ]}
    />
  );
}
