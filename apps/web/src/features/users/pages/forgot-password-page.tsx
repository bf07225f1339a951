import { forgotPasswordSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { CenteredPage } from "../../../components/centered-page.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { paths, withEmail } from "../../../config/paths.ts";
import { useForgotPassword } from "../api/use-forgot-password.ts";

export function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const notify = useNotify();
  const [searchParams] = useSearchParams();
  const forgot = useForgotPassword();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: searchParams.get("email") ?? "" },
  });

  const onSubmit = handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: () => {
        notify(t("forgot.sent"));
        void navigate(withEmail(paths.resetPassword, values.email));
      },
    }),
  );

  return (
    <CenteredPage
      title={t("forgot.title")}
      intro={t("forgot.intro")}
      footer={
        <Link component={RouterLink} to={paths.login} variant="body2">
          {t("backToLogin")}
        </Link>
      }
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        <ProblemAlert error={forgot.error} />
        <FormTextField control={control} name="email" label={t("fields.email")} type="email" autoComplete="email" />
        <Button type="submit" variant="contained" size="large" loading={forgot.isPending}>
          {t("forgot.submit")}
        </Button>
      </Stack>
    </CenteredPage>
  );
}
