import MoreVert from "@mui/icons-material/MoreVert";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { type ReactNode, useId, useState } from "react";

export type RowAction = {
  label: string;
  icon: ReactNode;
  onSelect: () => void;
  /** Shown in the error colour: a deletion is never picked by habit. */
  danger?: boolean;
};

type RowActionsMenuProps = {
  /** The button's accessible name, naming the row: « Actions pour Durand Events ». */
  label: string;
  actions: readonly RowAction[];
};

/** The « ⋮ » menu of one row of a list: the menu closes, then the chosen action runs. */
export function RowActionsMenu({ label, actions }: RowActionsMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            onClick={() => {
              setAnchor(null);
              action.onSelect();
            }}
            sx={action.danger ? { color: "error.main" } : undefined}
          >
            <ListItemIcon sx={action.danger ? { color: "inherit" } : undefined}>{action.icon}</ListItemIcon>
            <ListItemText>{action.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
