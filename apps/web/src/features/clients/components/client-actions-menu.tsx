import type { Client } from "@cortege/domain";
import ArchiveOutlined from "@mui/icons-material/ArchiveOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import MoreVert from "@mui/icons-material/MoreVert";
import UnarchiveOutlined from "@mui/icons-material/UnarchiveOutlined";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

type ClientActionsMenuProps = {
  client: Client;
  onEdit: (client: Client) => void;
  onArchive: (client: Client) => void;
  onDelete: (client: Client) => void;
};

/** What can be done to one client of the list. */
export function ClientActionsMenu({ client, onEdit, onArchive, onDelete }: ClientActionsMenuProps) {
  const { t } = useTranslation("clients");
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const act = (action: (client: Client) => void) => () => {
    setAnchor(null);
    action(client);
  };
  return (
    <>
      <IconButton
        aria-label={t("list.actionsOf", { name: client.name })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
        <MenuItem onClick={act(onEdit)}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("list.edit")}</ListItemText>
        </MenuItem>
        <MenuItem onClick={act(onArchive)}>
          <ListItemIcon>
            {client.isArchived ? <UnarchiveOutlined fontSize="small" /> : <ArchiveOutlined fontSize="small" />}
          </ListItemIcon>
          <ListItemText>{client.isArchived ? t("archive.restore") : t("archive.confirm")}</ListItemText>
        </MenuItem>
        <MenuItem onClick={act(onDelete)} sx={{ color: "error.main" }}>
          <ListItemIcon sx={{ color: "inherit" }}>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("delete.confirm")}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
