import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";

/** The SHA-256 of the issued original: what proves, later, that a copy is the PDF sent. */
export function OriginalFingerprint({ sha256 }: { sha256: string }) {
  const { t } = useTranslation("documents");
  return (
    <Typography variant="body2" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
      {t("original.sha256")}{" "}
      <Typography component="code" variant="body2" sx={{ fontFamily: "monospace" }}>
        {sha256}
      </Typography>
    </Typography>
  );
}
