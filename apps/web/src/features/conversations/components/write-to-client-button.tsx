import ForumOutlined from "@mui/icons-material/ForumOutlined";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../config/paths.ts";

/** « Écrire » on a client's page: opens (or starts) the conversation with this client in the inbox. */
export function WriteToClientButton({ clientId, eventId }: { clientId: string; eventId?: string | null }) {
  const { t } = useTranslation("conversations");
  const query = new URLSearchParams({ client: clientId, ...(eventId ? { evenement: eventId } : {}) });
  return (
    <Button variant="outlined" startIcon={<ForumOutlined />} component={RouterLink} to={`${paths.messages}?${query}`}>
      {t("write")}
    </Button>
  );
}
