import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/section-card.tsx";
import { useCurrentVendor } from "../../../lib/session/use-current-vendor.ts";
import { StorageUsage } from "./storage-usage.tsx";

/** The used space in the settings (issue 3: « used space shown in the settings »); nothing without a vendor. */
export function StorageUsageCard() {
  const { t } = useTranslation("media");
  const vendorId = useCurrentVendor().currentVendor?.id;
  if (!vendorId) return null;
  return (
    <SectionCard title={t("usage.title")} description={t("usage.description")}>
      <StorageUsage vendorId={vendorId} />
    </SectionCard>
  );
}
