import type { SvgIconComponent } from "@mui/icons-material";
import ManageAccountsOutlined from "@mui/icons-material/ManageAccountsOutlined";
import { paths } from "../paths.ts";

type NavigationItem = { id: "account"; path: string; icon: SvgIconComponent };
type NavigationGroup = { id: "account"; items: NavigationItem[] };

/**
 * Grouped as a vendor thinks (Activité, Ventes, Vitrine, Gestion, Compte — ARCHITECTURE.md). Only
 * screens that exist are listed: a group appears with its first implemented screen.
 */
export const navigationGroups: NavigationGroup[] = [
  { id: "account", items: [{ id: "account", path: paths.account, icon: ManageAccountsOutlined }] },
];
