import Add from "@mui/icons-material/Add";
import CelebrationOutlined from "@mui/icons-material/CelebrationOutlined";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/empty-state.tsx";

/** The first visit: what the pipeline is for, and the button that starts it. */
export function NoEvents({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation("events");
  return (
    <EmptyState
      icon={<CelebrationOutlined />}
      title={t("empty.title")}
      text={t("empty.text")}
      action={
        <Button variant="contained" startIcon={<Add />} onClick={onCreate}>
          {t("empty.action")}
        </Button>
      }
    />
  );
}
