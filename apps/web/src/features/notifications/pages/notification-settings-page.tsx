import { type NotificationKind, type NotificationSettings, notificationSettingsUpdateSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { LoadError } from "../../../components/load-error.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { SaveBar } from "../../../components/save-bar.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useNotificationSettings } from "../api/use-notification-settings.ts";
import { useUpdateNotificationSettings } from "../api/use-update-notification-settings.ts";
import { notificationKindGroups } from "../components/notification-kind-groups.ts";
import { PushDeviceCard } from "../components/push-device-card.tsx";

const formSchema = notificationSettingsUpdateSchema.omit({ vendorId: true });
type FormValues = z.input<typeof formSchema>;
const DIGEST_CHOICES = [0, 5, 15, 30, 60] as const;

const valuesOf = (s: NotificationSettings): FormValues => ({
  preferences: s.preferences,
  emailEnabled: s.emailEnabled,
  pushEnabled: s.pushEnabled,
  inAppEnabled: s.inAppEnabled,
  eventTypes: s.eventTypes,
});

/** « Notifications » of the account settings: the channels and the kinds the vendor wants (all on by default). */
export function NotificationSettingsPage() {
  const { t } = useTranslation("notifications");
  const vendorId = useVendorId();
  const settings = useNotificationSettings(vendorId);
  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <PageHeader title={t("settings.title")} intro={t("settings.intro")} />
      {settings.data ? (
        <SettingsForm settings={settings.data} vendorId={vendorId} />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}

function SettingsForm({ settings, vendorId }: { settings: NotificationSettings; vendorId: string }) {
  const { t } = useTranslation("notifications");
  const formId = useId();
  const notify = useNotify();
  const save = useUpdateNotificationSettings(vendorId);
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: valuesOf(settings) });
  useEffect(() => form.reset(valuesOf(settings)), [settings, form]);
  const emailEnabled = form.watch("emailEnabled");

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(formSchema.parse(values), { onSuccess: () => notify(t("settings.saved"), "success") }),
  );

  return (
    <form id={formId} onSubmit={onSubmit} noValidate>
      <Stack spacing={3}>
        <SectionCard title={t("settings.channels")}>
          <FormGroup>
            {(["inAppEnabled", "emailEnabled", "pushEnabled"] as const).map((name) => (
              <Controller
                key={name}
                name={name}
                control={form.control}
                render={({ field }) => (
                  <FormControlLabel
                    control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                    label={
                      <span>
                        {t(`settings.channel.${name}`)}
                        <Typography component="span" variant="body2" sx={{ display: "block", color: "text.secondary" }}>
                          {t(`settings.channelHint.${name}`)}
                        </Typography>
                      </span>
                    }
                    sx={{ alignItems: "flex-start", mb: 1.5, "& .MuiSwitch-root": { mt: -0.75 } }}
                  />
                )}
              />
            ))}
          </FormGroup>
          <Controller
            name="preferences.emailDigestMinutes"
            control={form.control}
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t("settings.digest")}
                value={field.value}
                onChange={(e) => field.onChange(Number(e.target.value))}
                disabled={!emailEnabled}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? t("settings.digestHint")}
                sx={{ maxWidth: 360, mt: 1 }}
                fullWidth
              >
                {DIGEST_CHOICES.map((m) => (
                  <MenuItem key={m} value={m}>
                    {m === 0 ? t("settings.digestNone") : t("settings.digestMinutes", { count: m })}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </SectionCard>
        <PushDeviceCard />
        <SectionCard title={t("settings.kinds")}>
          <Controller
            name="eventTypes"
            control={form.control}
            render={({ field }) => {
              const chosen = new Set(field.value);
              const toggle = (kind: NotificationKind, on: boolean) => {
                const next = new Set(chosen);
                if (on) next.add(kind);
                else next.delete(kind);
                field.onChange([...next]);
              };
              return (
                <Stack spacing={2}>
                  <FormHelperText sx={{ mt: -1 }}>{t("settings.kindsHint")}</FormHelperText>
                  {notificationKindGroups.map((group) => (
                    <FormGroup key={group.id} aria-label={t(`settings.group.${group.id}`)}>
                      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                        {t(`settings.group.${group.id}`)}
                      </Typography>
                      {group.kinds.map((kind) => (
                        <FormControlLabel
                          key={kind}
                          control={<Checkbox checked={chosen.has(kind)} onChange={(e) => toggle(kind, e.target.checked)} />}
                          label={t(`kinds.${kind}`)}
                        />
                      ))}
                    </FormGroup>
                  ))}
                </Stack>
              );
            }}
          />
        </SectionCard>
        <SaveBar
          formId={formId}
          pending={save.isPending}
          error={save.error}
          dirty={form.formState.isDirty}
          onReset={() => form.reset(valuesOf(settings))}
        />
      </Stack>
    </form>
  );
}
