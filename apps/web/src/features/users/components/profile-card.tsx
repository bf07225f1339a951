import { DEFAULT_PHONE_CODE, formatPhone, type User, userUpdateSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import Stack from "@mui/material/Stack";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { PhoneNumber } from "../../../components/phone-number.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useUpdateUser } from "../api/use-update-user.ts";
import { profileFormValues } from "./profile-form-values.ts";

export function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation("account");
  const { t: tc } = useTranslation();
  const notify = useNotify();
  const updateUser = useUpdateUser();
  const values = useMemo(() => profileFormValues(user), [user]);
  const { control, handleSubmit, reset, getValues, setValue } = useForm({
    resolver: zodResolver(userUpdateSchema),
    values,
    // A refetch of the user must not wipe what is being typed.
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit((input) =>
    updateUser.mutate(input, {
      onSuccess: (saved) => {
        reset(profileFormValues(saved));
        notify(t("profile.saved"));
      },
    }),
  );

  const showPhoneInPairs = () => {
    const { phone, phoneCode } = getValues("contact");
    if (phone) setValue("contact.phone", formatPhone(phone, phoneCode || DEFAULT_PHONE_CODE));
  };

  const { firstname, lastname, phone, phoneCode } = user.contact;
  const fullName = [firstname, lastname].filter(Boolean).join(" ");

  return (
    <SectionCard
      title={t("profile.title")}
      description={
        fullName || phone ? (
          <>
            {fullName}
            {fullName && phone ? " · " : null}
            <PhoneNumber phone={phone} phoneCode={phoneCode} />
          </>
        ) : undefined
      }
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        <ProblemAlert error={updateUser.error} />
        <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <FormTextField control={control} name="contact.firstname" label={t("profile.firstname")} autoComplete="given-name" />
          <FormTextField control={control} name="contact.lastname" label={t("profile.lastname")} autoComplete="family-name" />
        </Box>
        <FormTextField
          control={control}
          name="contact.email"
          label={t("profile.email")}
          helperText={t("profile.emailHint")}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "7rem 1fr" }}>
          <FormTextField
            control={control}
            name="contact.phoneCode"
            label={t("profile.phoneCode")}
            autoComplete="tel-country-code"
            onBlur={showPhoneInPairs}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">+</InputAdornment> },
              htmlInput: { inputMode: "numeric" },
            }}
          />
          <FormTextField
            control={control}
            name="contact.phone"
            label={t("profile.phone")}
            type="tel"
            autoComplete="tel-national"
            onBlur={showPhoneInPairs}
          />
        </Box>
        <Button type="submit" variant="contained" loading={updateUser.isPending} sx={{ alignSelf: "flex-start" }}>
          {tc("actions.save")}
        </Button>
      </Stack>
    </SectionCard>
  );
}
