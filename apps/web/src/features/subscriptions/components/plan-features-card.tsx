import { type AccessTier, featurePlans, type PaidFeature, paidFeatures, tierOpens } from "@cortege/domain";
import CheckCircleOutline from "@mui/icons-material/CheckCircleOutlineOutlined";
import LockOutlined from "@mui/icons-material/LockOutlined";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/section-card.tsx";

/** What each plan opens, and whether the user's access opens it now (locked ones name their plan). */
export function PlanFeaturesCard({ tier, trialing }: { tier: AccessTier; trialing: boolean }) {
  const { t } = useTranslation("subscriptions");
  const rows: { id: "core" | PaidFeature; open: boolean; plan: string | null }[] = [
    { id: "core", open: true, plan: null },
    ...paidFeatures.map((feature) => ({
      id: feature,
      open: tierOpens(tier, featurePlans[feature], trialing),
      plan: t(`tiers.${featurePlans[feature]}`),
    })),
  ];
  return (
    <SectionCard title={t("features.title")}>
      <List dense disablePadding>
        {rows.map((row) => (
          <ListItem key={row.id} disableGutters>
            <ListItemIcon sx={{ minWidth: 36, color: row.open ? "success.main" : "text.disabled" }}>
              {row.open ? <CheckCircleOutline aria-hidden /> : <LockOutlined aria-hidden />}
            </ListItemIcon>
            <ListItemText
              primary={t(`features.${row.id}`)}
              secondary={row.open ? t("features.open") : `${t("features.locked")} · ${t("locked", { plan: row.plan })}`}
            />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
