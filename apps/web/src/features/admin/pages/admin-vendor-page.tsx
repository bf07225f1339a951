import { notificationKinds } from "@cortege/domain";
import ArrowBack from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { DocumentTitle } from "../../../components/document-title.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { paths } from "../../../config/paths.ts";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { useAdminVendorSettings } from "../api/use-admin-vendor-settings.ts";

const dateFormat = () => dateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric" });

/** A value as a reader sees it: text, yes/no, lists joined; a nested object (an address, a contact) as its values. */
function shown(value: unknown, yes: string, no: string): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? yes : no;
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map((v) => shown(v, yes, no)).join(", ");
  if (typeof value === "object")
    return (
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== null && v !== undefined && v !== "")
        .map(([, v]) => shown(v, yes, no))
        .join(", ") || "—"
    );
  return String(value);
}

type FieldGroup = "companyFields" | "profileFields" | "notificationFields";

/** The fields of a record that have a French label, in the labels' order; technical fields are not shown. */
function Fields({ record, group }: { record: Record<string, unknown>; group: FieldGroup }) {
  const { t } = useTranslation("admin");
  const labels = t(`settings.${group}`, { returnObjects: true }) as Record<string, string>;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: "grid", gridTemplateColumns: { xs: "1fr", sm: "minmax(10rem, 14rem) 1fr" }, gap: 1 }}
    >
      {Object.entries(labels).map(([key, label]) => (
        <Box key={key} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" sx={{ color: "text.secondary", fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: "anywhere" }}>
            {shown(record[key], t("settings.yes"), t("settings.no"))}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** /admin/prestataires/:vendorId: a vendor's settings, read-only; never its clients, messages or documents. */
export function AdminVendorPage() {
  const { t } = useTranslation("admin");
  const { vendorId = "" } = useParams();
  const settings = useAdminVendorSettings(vendorId);
  if (settings.isPending) return <PageLoader />;
  if (settings.isError) return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  const { vendor, profile, company, notificationSettings: notices } = settings.data;
  const digest = notices.preferences.emailDigestMinutes;
  const noticeRecord = {
    inAppEnabled: notices.inAppEnabled,
    emailEnabled: notices.emailEnabled,
    pushEnabled: notices.pushEnabled,
    emailDigest: digest === 0 ? t("settings.digestImmediate") : t("settings.digestMinutes", { count: digest }),
    kinds: t("settings.kindsFollowed", { count: notices.eventTypes.length, total: notificationKinds.length }),
  };
  return (
    <Stack spacing={3}>
      <DocumentTitle page={vendor.tradeName} />
      <Box>
        <Button component={RouterLink} to={paths.adminVendors} startIcon={<ArrowBack />} size="small">
          {t("settings.back")}
        </Button>
      </Box>
      <Box>
        <Typography variant="h1">{vendor.tradeName || vendor.slug}</Typography>
        <Typography sx={{ color: "text.secondary", mt: 0.5 }}>
          {t("settings.summary", { owner: vendor.ownerEmail ?? "—", date: dateFormat().format(new Date(vendor.createdAt)) })}
        </Typography>
      </Box>
      <Alert severity="info">{t("settings.readOnly")}</Alert>
      <SectionCard title={t("settings.company")}>
        <Fields record={company} group="companyFields" />
      </SectionCard>
      <SectionCard title={t("settings.profile")}>
        <Fields record={profile} group="profileFields" />
      </SectionCard>
      <SectionCard title={t("settings.notifications")}>
        <Fields record={noticeRecord} group="notificationFields" />
      </SectionCard>
    </Stack>
  );
}
