import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { MessagesCounterBadge } from "../../features/conversations/components/messages-counter-badge.tsx";
import { useCurrentVendorHasVenueSections } from "../../lib/session/use-current-vendor-type.ts";
import { useSession } from "../../lib/session/use-session.ts";
import { navigationGroups } from "./navigation-groups.ts";

type NavigationProps = { onNavigate?: () => void };

export function Navigation({ onNavigate }: NavigationProps) {
  const { t } = useTranslation("layout");
  const { pathname } = useLocation();
  const idPrefix = useId();
  // A caterer never sees the venue's screens; unknown until the vendor is loaded, so hidden meanwhile.
  const venue = useCurrentVendorHasVenueSections() === true;
  const { isAdmin } = useSession();
  // The most specific item only: « Abonnement » (/compte/abonnement) is not also « Mon compte » (/compte).
  const activePath = navigationGroups
    .flatMap((group) => group.items.map((item) => item.path))
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
  return (
    <Box component="nav" aria-label={t("navigation.label")} sx={{ px: 1.5, py: 2 }}>
      {navigationGroups
        .filter((group) => !group.adminOnly || isAdmin)
        .map((group) => {
          const headerId = `${idPrefix}-${group.id}`;
          return (
            <Box key={group.id} sx={{ mb: 2 }}>
              <Typography
                id={headerId}
                variant="overline"
                component="p"
                sx={{ display: "block", px: 2, color: "text.secondary", lineHeight: 2.5 }}
              >
                {t(`navigation.groups.${group.id}`)}
              </Typography>
              <List aria-labelledby={headerId} disablePadding>
                {group.items
                  .filter((item) => !item.venueOnly || venue)
                  .map((item) => {
                    const Icon = item.icon;
                    return (
                      <ListItem key={item.id} disablePadding>
                        <ListItemButton
                          component={NavLink}
                          to={item.path}
                          end={item.path !== activePath}
                          selected={item.path === activePath}
                          onClick={onNavigate}
                        >
                          <ListItemIcon sx={{ color: "inherit", minWidth: 40 }}>
                            {item.counter === "messages" ? (
                              <MessagesCounterBadge>
                                <Icon aria-hidden />
                              </MessagesCounterBadge>
                            ) : (
                              <Icon aria-hidden />
                            )}
                          </ListItemIcon>
                          <ListItemText primary={t(`navigation.items.${item.id}`)} />
                        </ListItemButton>
                      </ListItem>
                    );
                  })}
              </List>
            </Box>
          );
        })}
    </Box>
  );
}
