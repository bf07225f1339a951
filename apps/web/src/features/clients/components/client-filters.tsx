import { clientSources, clientStatuses, clientTypes } from "@cortege/domain";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";
import type { ClientListState } from "./client-list-params.ts";

type ClientFiltersProps = { state: ClientListState; onChange: (change: Partial<ClientListState>) => void };

/** Type, status, source and archived: each one written in the address by the page. */
export function ClientFilters({ state, onChange }: ClientFiltersProps) {
  const { t } = useTranslation("clients");
  const all = t("filters.all");
  const select = <T extends string>(
    label: string,
    value: T | undefined,
    values: readonly T[],
    text: (v: T) => string,
    key: keyof ClientListState,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ""}
      onChange={(event) => onChange({ [key]: event.target.value === "" ? undefined : event.target.value })}
      sx={{ minWidth: 170, flex: { xs: "1 1 140px", md: "0 0 auto" } }}
      fullWidth={false}
    >
      <MenuItem value="">{all}</MenuItem>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {text(v)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}>
      {select(t("filters.type"), state.type, clientTypes, (v) => t(`types.${v}`), "type")}
      {select(t("filters.status"), state.status, clientStatuses, (v) => t(`statuses.${v}`), "status")}
      {select(t("filters.source"), state.source, clientSources, (v) => t(`sources.${v}`), "source")}
      <FormControlLabel
        control={<Switch checked={state.isArchived} onChange={(event) => onChange({ isArchived: event.target.checked })} />}
        label={t("filters.archived")}
        sx={{ ml: 0.5 }}
      />
    </Box>
  );
}
