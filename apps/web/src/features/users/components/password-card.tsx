import { changePasswordSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormPasswordField } from "../../../components/form-password-field.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useChangePassword } from "../api/use-change-password.ts";

const empty = { oldPassword: "", newPassword: "" };

export function PasswordCard() {
  const { t } = useTranslation("account");
  const notify = useNotify();
  const changePassword = useChangePassword();
  const { control, handleSubmit, reset } = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: empty });

  const onSubmit = handleSubmit((input) =>
    changePassword.mutate(input, {
      onSuccess: () => {
        reset(empty);
        notify(t("password.saved"));
      },
    }),
  );

  return (
    <SectionCard title={t("password.title")} description={t("password.description")}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        <ProblemAlert error={changePassword.error} />
        <FormPasswordField
          control={control}
          name="oldPassword"
          label={t("password.oldPassword")}
          autoComplete="current-password"
        />
        <FormPasswordField
          control={control}
          name="newPassword"
          label={t("password.newPassword")}
          helperText={t("password.hint")}
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" loading={changePassword.isPending} sx={{ alignSelf: "flex-start" }}>
          {t("password.submit")}
        </Button>
      </Stack>
    </SectionCard>
  );
}
