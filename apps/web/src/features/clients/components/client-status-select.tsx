import { type Client, type ClientStatus, clientStatuses } from "@cortege/domain";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";
import { useProblemMessage } from "../../../components/problem/use-problem-message.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useUpdateClientStatus } from "../api/use-update-client-status.ts";

/** Changes where the relationship stands, saved at once with a quiet confirmation. */
export function ClientStatusSelect({ client }: { client: Client }) {
  const { t } = useTranslation("clients");
  const notify = useNotify();
  const message = useProblemMessage();
  const update = useUpdateClientStatus(useVendorId());
  return (
    <TextField
      select
      size="small"
      label={t("page.status")}
      value={update.isPending ? update.variables.status : client.status}
      disabled={update.isPending}
      onChange={(event) =>
        update.mutate(
          { clientId: client.clientId, status: event.target.value as ClientStatus },
          {
            onSuccess: (saved) => notify(t("page.statusSaved", { status: t(`statuses.${saved.status}`) })),
            onError: (error) => notify(message(error), "error"),
          },
        )
      }
      sx={{ minWidth: 180 }}
      fullWidth={false}
    >
      {clientStatuses.map((status) => (
        <MenuItem key={status} value={status}>
          {t(`statuses.${status}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
