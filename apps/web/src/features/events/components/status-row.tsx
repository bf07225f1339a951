import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Switch from "@mui/material/Switch";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { type Control, Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormNumberField } from "../../../components/form-number-field.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { StatusColorPicker } from "./status-color-picker.tsx";
import type { StatusConfigFormValues } from "./status-config-draft.ts";

type StatusRowProps = {
  control: Control<StatusConfigFormValues>;
  index: number;
  count: number;
  removing: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

/** One status of the pipeline: its place, name, colour and reminder. */
export function StatusRow({ control, index, count, removing, onMove, onRemove }: StatusRowProps) {
  const { t } = useTranslation("events");
  const name = useWatch({ control, name: `statuses.${index}.name` }) || t("statuses.unnamed");
  const notify = useWatch({ control, name: `statuses.${index}.enableNotifications` });
  return (
    <Card component="li" sx={{ p: { xs: 1.5, sm: 2 }, display: "flex", gap: { xs: 1, sm: 2 }, alignItems: "flex-start" }}>
      <Box sx={{ display: "flex", flexDirection: "column", alignItems: "center", flexShrink: 0 }}>
        <Typography variant="body2" sx={{ color: "text.secondary", fontWeight: 600 }} aria-hidden>
          {index + 1}
        </Typography>
        <Tooltip title={t("statuses.moveUp", { name })}>
          <span>
            <IconButton
              size="small"
              aria-label={t("statuses.moveUp", { name })}
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
            >
              <ArrowUpward fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t("statuses.moveDown", { name })}>
          <span>
            <IconButton
              size="small"
              aria-label={t("statuses.moveDown", { name })}
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1)}
            >
              <ArrowDownward fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: "grid", gap: 2 }}>
        <FormTextField control={control} name={`statuses.${index}.name`} label={t("statuses.name")} size="small" />
        <Controller
          control={control}
          name={`statuses.${index}.color`}
          render={({ field, fieldState }) => (
            <Box>
              <StatusColorPicker label={t("statuses.colorOf", { name })} value={field.value} onChange={field.onChange} />
              {fieldState.error ? (
                <Typography variant="caption" color="error" role="alert">
                  {fieldState.error.message}
                </Typography>
              ) : null}
            </Box>
          )}
        />
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}>
          <Controller
            control={control}
            name={`statuses.${index}.enableNotifications`}
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                label={t("statuses.enableNotifications")}
              />
            )}
          />
          <Box sx={{ width: 200 }}>
            <FormNumberField
              control={control}
              name={`statuses.${index}.notificationDaysBefore`}
              label={t("statuses.notificationDaysBefore")}
              size="small"
              disabled={!notify}
            />
          </Box>
        </Box>
      </Box>
      <Tooltip title={t("statuses.remove", { name })}>
        <span>
          <IconButton
            aria-label={t("statuses.remove", { name })}
            disabled={count <= 1 || removing}
            onClick={() => onRemove(index)}
          >
            <DeleteOutlined />
          </IconButton>
        </span>
      </Tooltip>
    </Card>
  );
}
