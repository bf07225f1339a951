import type { SvgIconComponent } from "@mui/icons-material";
import CelebrationOutlined from "@mui/icons-material/CelebrationOutlined";
import ManageAccountsOutlined from "@mui/icons-material/ManageAccountsOutlined";
import PeopleOutlined from "@mui/icons-material/PeopleOutlined";
import PhotoLibraryOutlined from "@mui/icons-material/PhotoLibraryOutlined";
import SellOutlined from "@mui/icons-material/SellOutlined";
import { paths } from "../paths.ts";

type NavigationItem = { id: "account" | "events" | "clients" | "media" | "products"; path: string; icon: SvgIconComponent };
type NavigationGroup = { id: "activity" | "sales" | "showcase" | "account"; items: NavigationItem[] };

/**
 * Grouped as a vendor thinks (Activité, Ventes, Vitrine, Gestion, Compte — ARCHITECTURE.md). Only
 * screens that exist are listed: a group appears with its first implemented screen.
 */
export const navigationGroups: NavigationGroup[] = [
  {
    id: "activity",
    items: [
      { id: "events", path: paths.events, icon: CelebrationOutlined },
      { id: "clients", path: paths.clients, icon: PeopleOutlined },
    ],
  },
  { id: "sales", items: [{ id: "products", path: paths.products, icon: SellOutlined }] },
  { id: "showcase", items: [{ id: "media", path: paths.media, icon: PhotoLibraryOutlined }] },
  { id: "account", items: [{ id: "account", path: paths.account, icon: ManageAccountsOutlined }] },
];
