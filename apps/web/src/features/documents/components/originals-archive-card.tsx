import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { useProblemMessage } from "../../../components/problem/use-problem-message.ts";
import { SectionCard } from "../../../components/section-card.tsx";
import { useDownloadOriginalsArchive } from "../api/fetch-originals-archive.ts";

/**
 * The account screen's offer before closing: the issued originals (PDF) and their register (CSV) in
 * one ZIP. The documents stay kept ten years on our side too; this is the vendor's own copy.
 */
export function OriginalsArchiveCard() {
  const { t } = useTranslation("documents");
  const download = useDownloadOriginalsArchive();
  const problemMessage = useProblemMessage();
  return (
    <SectionCard title={t("archive.title")} description={t("archive.description")}>
      <Button variant="outlined" onClick={() => download.mutate()} loading={download.isPending}>
        {t("archive.download")}
      </Button>
      {download.isError ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {problemMessage(download.error)}
        </Alert>
      ) : null}
    </SectionCard>
  );
}
