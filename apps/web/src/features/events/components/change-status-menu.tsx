import type { EventStatusConfig } from "@cortege/domain";
import Check from "@mui/icons-material/Check";
import SwapHoriz from "@mui/icons-material/SwapHoriz";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useTheme } from "@mui/material/styles";
import Tooltip from "@mui/material/Tooltip";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { statusColor } from "./status-color.ts";

type ChangeStatusMenuProps = {
  eventName: string;
  current: string;
  statuses: readonly EventStatusConfig[];
  onChange: (status: string) => void;
};

/** « Changer le statut »: the way to move a card without dragging it, on a phone or with a screen reader. */
export function ChangeStatusMenu({ eventName, current, statuses, onChange }: ChangeStatusMenuProps) {
  const { t } = useTranslation("events");
  const theme = useTheme();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  return (
    <>
      <Tooltip title={t("card.changeStatus")}>
        <IconButton
          size="small"
          aria-label={t("card.changeStatusOf", { name: eventName })}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <SwapHoriz fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { "aria-label": t("card.changeStatus") } }}
      >
        {statuses.map((status) => {
          const selected = status.status === current;
          return (
            <MenuItem
              key={status.status}
              selected={selected}
              aria-current={selected ? "true" : undefined}
              onClick={() => {
                setAnchor(null);
                if (!selected) onChange(status.status);
              }}
            >
              <ListItemIcon>
                {selected ? (
                  <Check fontSize="small" />
                ) : (
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ width: 12, height: 12, ml: 0.5, borderRadius: "50%", bgcolor: statusColor(theme, status.color) }}
                  />
                )}
              </ListItemIcon>
              <ListItemText>{status.name}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
