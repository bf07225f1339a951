import type { Product } from "@cortege/domain";
import ContentCopyOutlined from "@mui/icons-material/ContentCopyOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import MoreVert from "@mui/icons-material/MoreVert";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

type ProductActionsMenuProps = {
  product: Product;
  onEdit: (product: Product) => void;
  onDuplicate: (product: Product) => void;
  onDelete: (product: Product) => void;
};

/** What can be done to one product of the catalogue. */
export function ProductActionsMenu({ product, onEdit, onDuplicate, onDelete }: ProductActionsMenuProps) {
  const { t } = useTranslation("products");
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const act = (action: (product: Product) => void) => () => {
    setAnchor(null);
    action(product);
  };
  return (
    <>
      <IconButton
        aria-label={t("list.actionsOf", { name: product.name })}
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
        <MenuItem onClick={act(onDuplicate)}>
          <ListItemIcon>
            <ContentCopyOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("list.duplicate")}</ListItemText>
        </MenuItem>
        <MenuItem onClick={act(onDelete)} sx={{ color: "error.main" }}>
          <ListItemIcon sx={{ color: "inherit" }}>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("list.delete")}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
