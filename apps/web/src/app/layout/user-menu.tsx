import Logout from "@mui/icons-material/Logout";
import ManageAccountsOutlined from "@mui/icons-material/ManageAccountsOutlined";
import PersonOutlined from "@mui/icons-material/PersonOutlined";
import Avatar from "@mui/material/Avatar";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths.ts";
import { useLogout } from "../../lib/session/use-logout.ts";

export function UserMenu() {
  const { t } = useTranslation("layout");
  const navigate = useNavigate();
  const logout = useLogout();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;

  return (
    <>
      <IconButton
        aria-label={t("userMenu.button")}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        edge="end"
      >
        {/* An icon rather than initials: visible text would have to be part of the button's name. */}
        <Avatar sx={{ width: 36, height: 36, bgcolor: "primary.main", color: "primary.contrastText" }}>
          <PersonOutlined aria-hidden />
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
      >
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate(paths.account);
          }}
        >
          <ListItemIcon>
            <ManageAccountsOutlined fontSize="small" aria-hidden />
          </ListItemIcon>
          <ListItemText primary={t("userMenu.account")} />
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            logout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" aria-hidden />
          </ListItemIcon>
          <ListItemText primary={t("userMenu.logout")} />
        </MenuItem>
      </Menu>
    </>
  );
}
