import { loginSchema, userErrorCodes } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { CenteredPage } from "../../../components/centered-page.tsx";
import { FormPasswordField } from "../../../components/form-password-field.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { problemOf } from "../../../components/problem/problem-of.ts";
import { useNotify } from "../../../components/use-notify.ts";
import { paths, withEmail } from "../../../config/paths.ts";
import { readLoginLocationState } from "../../../lib/session/login-location-state.ts";
import { useLogin } from "../api/use-login.ts";
import { useResendConfirmationCode } from "../api/use-resend-confirmation-code.ts";
import { rememberPendingConfirmation } from "../pending-confirmation.ts";

export function LoginPage() {
  const { t } = useTranslation("auth");
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const login = useLogin();
  const resend = useResendConfirmationCode();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: readLoginLocationState(location.state).email, password: "" },
  });

  // Leaving this page on success is RedirectIfSignedIn's job: the stored session is the signal.
  const onSubmit = handleSubmit((values) => {
    resend.reset();
    login.mutate(values, {
      onError: (error) => {
        // The password was right (the server checks it first): confirming the code can sign in at once.
        if (problemOf(error).code === userErrorCodes.EMAIL_NOT_CONFIRMED)
          rememberPendingConfirmation(values.email, values.password);
      },
    });
  });

  const unconfirmedEmail =
    login.isError && problemOf(login.error).code === userErrorCodes.EMAIL_NOT_CONFIRMED ? (login.variables?.email ?? "") : null;

  const resendCode = (email: string) =>
    resend.mutate(
      { email },
      {
        onSuccess: () => {
          notify(t("confirm.resent"));
          void navigate(withEmail(paths.confirmEmail, email));
        },
      },
    );

  return (
    <CenteredPage
      title={t("login.title")}
      intro={t("login.intro")}
      footer={
        <Typography variant="body2">
          {t("login.noAccount")}{" "}
          <Link component={RouterLink} to={paths.register}>
            {t("login.createAccount")}
          </Link>
        </Typography>
      }
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        <ProblemAlert error={resend.error ?? login.error} />
        {unconfirmedEmail !== null ? (
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
            <Button component={RouterLink} to={withEmail(paths.confirmEmail, unconfirmedEmail)} variant="outlined">
              {t("login.enterCode")}
            </Button>
            <Button onClick={() => resendCode(unconfirmedEmail)} loading={resend.isPending}>
              {t("login.resendCode")}
            </Button>
          </Stack>
        ) : null}
        <FormTextField control={control} name="email" label={t("fields.email")} type="email" autoComplete="email" />
        <FormPasswordField control={control} name="password" label={t("fields.password")} autoComplete="current-password" />
        <Link component={RouterLink} to={paths.forgotPassword} variant="body2" sx={{ alignSelf: "flex-start" }}>
          {t("login.forgotPassword")}
        </Link>
        <Button type="submit" variant="contained" size="large" loading={login.isPending}>
          {t("login.submit")}
        </Button>
      </Stack>
    </CenteredPage>
  );
}
