import { formatBytesFr } from "@cortege/domain";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useStorageUsage } from "../api/use-storage-usage.ts";

/** Beyond this share of the quota the bar turns orange and says what to do. */
const NEARLY_FULL = 0.9;

/** The space the vendor's files take out of the quota: a bar and « 12,5 Mo utilisés sur 2 Go ». */
export function StorageUsage({ vendorId }: { vendorId: string }) {
  const { t } = useTranslation("media");
  const usage = useStorageUsage(vendorId);
  if (!usage.data) {
    return usage.isError ? null : <Skeleton variant="rounded" height={44} aria-hidden />;
  }
  const { usedBytes, quotaBytes, fileCount } = usage.data;
  const share = quotaBytes > 0 ? Math.min(1, usedBytes / quotaBytes) : 1;
  const text = t("usage.used", { used: formatBytesFr(usedBytes), quota: formatBytesFr(quotaBytes) });
  return (
    <Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", justifyContent: "space-between", columnGap: 2, mb: 0.75 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {text}
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {t("usage.files", { count: fileCount })}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        // A sliver as soon as anything is stored, so that a few photos do not look like nothing.
        value={usedBytes > 0 ? Math.max(1, Math.round(share * 1000) / 10) : 0}
        color={share >= NEARLY_FULL ? "warning" : "primary"}
        aria-label={t("usage.title")}
        aria-valuetext={text}
        // A neutral track: the theme's tinted one reads as a full bar when little is used.
        sx={{ height: 8, borderRadius: 4, bgcolor: "action.selected", "& .MuiLinearProgress-bar": { borderRadius: 4 } }}
      />
      {share >= NEARLY_FULL ? (
        <Typography variant="body2" sx={{ color: "warning.dark", mt: 0.75 }}>
          {t("usage.nearlyFull")}
        </Typography>
      ) : null}
    </Box>
  );
}
