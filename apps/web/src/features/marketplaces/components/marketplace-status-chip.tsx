import { type MarketplaceStatus, marketplaceStatuses } from "@cortege/domain";
import ArrowDropDown from "@mui/icons-material/ArrowDropDown";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../../components/visually-hidden.ts";

/** The spec's status colours: waiting (warning), booked (success), processed (secondary), refused (error). */
const colors = { PENDING: "warning", BOOKED: "success", PROCESSED: "secondary", REFUSED: "error" } as const;

type Props = { status: MarketplaceStatus; onChange?: ((status: MarketplaceStatus) => void) | undefined; disabled?: boolean };

/** A marketplace conversation's status in French; with `onChange`, a menu changes it on the marketplace. */
export function MarketplaceStatusChip({ status, onChange, disabled }: Props) {
  const { t } = useTranslation("marketplaces");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!onChange) return <Chip size="small" color={colors[status]} variant="outlined" label={t(`status.${status}`)} />;
  return (
    <>
      <Chip
        size="small"
        color={colors[status]}
        label={
          <>
            <Box component="span" sx={visuallyHidden}>
              {t("status.change")}
            </Box>
            {t(`status.${status}`)}
            <ArrowDropDown aria-hidden sx={{ verticalAlign: "middle", ml: 0.25, mr: -0.75, fontSize: 18 }} />
          </>
        }
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={disabled}
      />
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {marketplaceStatuses.map((s) => (
          <MenuItem
            key={s}
            selected={s === status}
            onClick={() => {
              setAnchor(null);
              if (s !== status) onChange(s);
            }}
          >
            {t(`status.${s}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
