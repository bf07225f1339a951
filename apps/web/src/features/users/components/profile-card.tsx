import { type User, userUpdateSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormPhoneFields } from "../../../components/form-phone-fields.tsx";
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
  const form = useForm({
    resolver: zodResolver(userUpdateSchema),
    values,
    // A refetch of the user must not wipe what is being typed.
    resetOptions: { keepDirtyValues: true },
  });
  const { control, handleSubmit, reset } = form;

  const onSubmit = handleSubmit((input) =>
    updateUser.mutate(input, {
      onSuccess: (saved) => {
        reset(profileFormValues(saved));
        notify(t("profile.saved"));
      },
    }),
  );

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
        <FormPhoneFields
          form={form}
          prefix="contact"
          codeLabel={t("profile.phoneCode")}
          phoneLabel={t("profile.phone")}
          codeWidth="7rem"
          codeAutoComplete="tel-country-code"
          phoneAutoComplete="tel-national"
        />
        <Button type="submit" variant="contained" loading={updateUser.isPending} sx={{ alignSelf: "flex-start" }}>
          {tc("actions.save")}
        </Button>
      </Stack>
    </SectionCard>
  );
}
