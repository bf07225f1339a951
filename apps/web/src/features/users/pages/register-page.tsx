import { registerSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import { CenteredPage } from "../../../components/centered-page.tsx";
import { FormPasswordField } from "../../../components/form-password-field.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { paths, withEmail } from "../../../config/paths.ts";
import { useRegister } from "../api/use-register.ts";
import { rememberPendingConfirmation } from "../pending-confirmation.ts";

export function RegisterPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const register = useRegister();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: () => {
        rememberPendingConfirmation(values.email, values.password);
        void navigate(withEmail(paths.confirmEmail, values.email));
      },
    }),
  );

  return (
    <CenteredPage
      title={t("register.title")}
      intro={t("register.intro")}
      footer={
        <Typography variant="body2">
          {t("register.hasAccount")}{" "}
          <Link component={RouterLink} to={paths.login}>
            {t("register.login")}
          </Link>
        </Typography>
      }
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        <ProblemAlert error={register.error} />
        <FormTextField control={control} name="email" label={t("fields.email")} type="email" autoComplete="email" />
        <FormPasswordField
          control={control}
          name="password"
          label={t("fields.password")}
          helperText={t("passwordHint")}
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" loading={register.isPending}>
          {t("register.submit")}
        </Button>
      </Stack>
    </CenteredPage>
  );
}
