import { type EventStatusConfig, eventConfigUpdateSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Add from "@mui/icons-material/Add";
import ArrowBack from "@mui/icons-material/ArrowBack";
import RestartAlt from "@mui/icons-material/RestartAlt";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { type Resolver, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { DocumentTitle } from "../../../components/document-title.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { paths } from "../../../config/paths.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useHasEventsInStatus } from "../api/has-events-in-status.ts";
import { useEventConfig } from "../api/use-event-config.ts";
import { useResetEventConfig } from "../api/use-reset-event-config.ts";
import { useUpdateEventConfig } from "../api/use-update-event-config.ts";
import { RemoveStatusDialog } from "../components/remove-status-dialog.tsx";
import {
  draftFrom,
  type EventMoves,
  moveTargetsFor,
  needsMoveTarget,
  newStatus,
  recordMove,
  type StatusConfigFormValues,
  type StatusDraft,
  toConfigUpdate,
} from "../components/status-config-draft.ts";
import { StatusRow } from "../components/status-row.tsx";

/** /evenements/statuts: the columns of the pipeline, their order, colours and reminders. */
export function EventStatusesPage() {
  const { t } = useTranslation("events");
  const config = useEventConfig();
  return (
    <Stack spacing={3} sx={{ maxWidth: 820 }}>
      <DocumentTitle page={t("statuses.title")} />
      <Box>
        <Button component={RouterLink} to={paths.events} startIcon={<ArrowBack />} size="small" sx={{ mb: 1, ml: -1 }}>
          {t("event.back")}
        </Button>
        <Typography variant="h1">{t("statuses.title")}</Typography>
        <Typography sx={{ color: "text.secondary", mt: 0.5 }}>{t("statuses.intro")}</Typography>
      </Box>
      {config.data ? (
        <StatusConfigForm statuses={config.data} />
      ) : config.isError ? (
        <LoadError error={config.error} onRetry={() => void config.refetch()} />
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}

type Removal = { index: number; row: StatusDraft; targets: StatusDraft[] };

function StatusConfigForm({ statuses }: { statuses: EventStatusConfig[] }) {
  const { t } = useTranslation("events");
  const { t: tc } = useTranslation();
  const notify = useNotify();
  const vendorId = useVendorId();
  const update = useUpdateEventConfig(vendorId);
  const reset = useResetEventConfig(vendorId);
  const hasEvents = useHasEventsInStatus();
  const [moves, setMoves] = useState<EventMoves>({});
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [checking, setChecking] = useState<number | null>(null);
  const [checkError, setCheckError] = useState<unknown>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const form = useForm<StatusConfigFormValues>({
    resolver: zodResolver(eventConfigUpdateSchema) as unknown as Resolver<StatusConfigFormValues>,
    defaultValues: { vendorId, statuses: draftFrom(statuses) },
  });
  const { control, handleSubmit, getValues, formState } = form;
  const rows = useFieldArray({ control, name: "statuses" });

  const startOver = (saved: EventStatusConfig[]) => {
    form.reset({ vendorId, statuses: draftFrom(saved) });
    setMoves({});
  };

  const remove = async (index: number) => {
    const current = getValues("statuses");
    const row = current[index];
    if (!row) return;
    if (row.status === undefined) {
      rows.remove(index);
      return;
    }
    setChecking(index);
    setCheckError(null);
    try {
      const key = row.status;
      if (needsMoveTarget(key, await hasEvents(key), moves)) {
        setRemoval({ index, row, targets: moveTargetsFor(current, key) });
      } else {
        rows.remove(index);
      }
    } catch (error) {
      setCheckError(error);
    } finally {
      setChecking(null);
    }
  };

  const onSubmit = handleSubmit((values) =>
    update.mutate(toConfigUpdate(values, moves), {
      onSuccess: (saved) => {
        startOver(saved);
        notify(t("statuses.saved"));
      },
    }),
  );

  const listError = formState.errors.statuses?.root?.message ?? formState.errors.statuses?.message;

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        <ProblemAlert error={update.error ?? checkError} />
        {listError ? (
          <Alert severity="error" role="alert">
            {listError}
          </Alert>
        ) : null}
        <Stack component="ol" spacing={1.5} sx={{ listStyle: "none", m: 0, p: 0 }} aria-label={t("statuses.listLabel")}>
          {rows.fields.map((field, index) => (
            <StatusRow
              key={field.id}
              control={control}
              index={index}
              count={rows.fields.length}
              removing={checking !== null}
              onMove={(from, to) => rows.move(from, to)}
              onRemove={(i) => void remove(i)}
            />
          ))}
        </Stack>
        <Box>
          <Button startIcon={<Add />} variant="outlined" onClick={() => rows.append(newStatus(getValues("statuses")))}>
            {t("statuses.add")}
          </Button>
        </Box>
        <Box
          sx={{
            display: "flex",
            flexWrap: "wrap-reverse",
            gap: 1.5,
            justifyContent: "space-between",
            alignItems: "center",
            pt: 2,
            borderTop: 1,
            borderColor: "divider",
          }}
        >
          <Button color="inherit" startIcon={<RestartAlt />} onClick={() => setConfirmReset(true)}>
            {t("statuses.reset")}
          </Button>
          <Box sx={{ display: "flex", gap: 1 }}>
            <Button
              disabled={!formState.isDirty && Object.keys(moves).length === 0}
              onClick={() => {
                update.reset();
                startOver(statuses);
              }}
            >
              {tc("actions.cancel")}
            </Button>
            <Button type="submit" variant="contained" loading={update.isPending}>
              {tc("actions.save")}
            </Button>
          </Box>
        </Box>
      </Stack>
      {removal ? (
        <RemoveStatusDialog
          removed={removal.row}
          targets={removal.targets}
          onClose={() => setRemoval(null)}
          onConfirm={(target) => {
            if (removal.row.status) setMoves((current) => recordMove(current, removal.row.status as string, target));
            rows.remove(removal.index);
            setRemoval(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirmReset}
        title={t("statuses.resetTitle")}
        text={t("statuses.resetText")}
        confirmLabel={t("statuses.resetConfirm")}
        destructive
        pending={reset.isPending}
        error={reset.error}
        onClose={() => {
          reset.reset();
          setConfirmReset(false);
        }}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: (saved) => {
              startOver(saved);
              setConfirmReset(false);
              notify(t("statuses.resetDone"));
            },
          })
        }
      />
    </Box>
  );
}
