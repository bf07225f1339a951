import { resetPasswordSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { CenteredPage } from "../../../components/centered-page.tsx";
import { FormCodeField } from "../../../components/form-code-field.tsx";
import { FormPasswordField } from "../../../components/form-password-field.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { paths, withEmail } from "../../../config/paths.ts";
import type { LoginLocationState } from "../../../lib/session/login-location-state.ts";
import { useResetPassword } from "../api/use-reset-password.ts";

export function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const notify = useNotify();
  const [searchParams] = useSearchParams();
  const reset = useResetPassword();
  const emailFromLink = searchParams.get("email") ?? "";
  const { control, handleSubmit, watch } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { username: emailFromLink, code: "", newPassword: "" },
  });

  const onSubmit = handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => {
        notify(t("reset.done"));
        const state: LoginLocationState = { email: values.username };
        void navigate(paths.login, { state });
      },
    }),
  );

  const typedEmail = watch("username");

  return (
    <CenteredPage
      title={t("reset.title")}
      intro={t("reset.intro")}
      footer={
        <>
          <Link
            component={RouterLink}
            to={typedEmail ? withEmail(paths.forgotPassword, typedEmail) : paths.forgotPassword}
            variant="body2"
          >
            {t("reset.newCode")}
          </Link>
          <Link component={RouterLink} to={paths.login} variant="body2">
            {t("backToLogin")}
          </Link>
        </>
      }
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        <ProblemAlert error={reset.error} />
        <FormTextField control={control} name="username" label={t("fields.email")} type="email" autoComplete="username" />
        <FormCodeField control={control} name="code" label={t("fields.resetCode")} />
        <FormPasswordField
          control={control}
          name="newPassword"
          label={t("fields.newPassword")}
          helperText={t("passwordHint")}
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
          {t("reset.submit")}
        </Button>
      </Stack>
    </CenteredPage>
  );
}
