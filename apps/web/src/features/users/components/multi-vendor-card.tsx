import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import { useTranslation } from "react-i18next";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useUpdateMultiVendor } from "../api/use-update-multi-vendor.ts";

export function MultiVendorCard({ isMultiVendor }: { isMultiVendor: boolean }) {
  const { t } = useTranslation("account");
  const notify = useNotify();
  const updateMultiVendor = useUpdateMultiVendor();

  const toggle = (next: boolean) =>
    updateMultiVendor.mutate(
      { isMultiVendor: next },
      { onSuccess: () => notify(next ? t("multiVendor.enabled") : t("multiVendor.disabled")) },
    );

  return (
    <SectionCard title={t("multiVendor.title")} description={t("multiVendor.description")}>
      <Stack spacing={2}>
        <ProblemAlert error={updateMultiVendor.error} />
        <FormControlLabel
          control={
            <Switch
              checked={updateMultiVendor.isPending ? updateMultiVendor.variables.isMultiVendor : isMultiVendor}
              onChange={(_event, checked) => toggle(checked)}
              disabled={updateMultiVendor.isPending}
            />
          }
          label={t("multiVendor.label")}
        />
      </Stack>
    </SectionCard>
  );
}
