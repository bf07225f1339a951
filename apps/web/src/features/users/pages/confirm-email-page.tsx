import { confirmEmailSchema, emailSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { CenteredPage } from "../../../components/centered-page.tsx";
import { FormCodeField } from "../../../components/form-code-field.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { paths } from "../../../config/paths.ts";
import type { LoginLocationState } from "../../../lib/session/login-location-state.ts";
import { useConfirmEmail } from "../api/use-confirm-email.ts";
import { useLogin } from "../api/use-login.ts";
import { useResendConfirmationCode } from "../api/use-resend-confirmation-code.ts";
import { takePendingPassword } from "../pending-confirmation.ts";

export function ConfirmEmailPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const notify = useNotify();
  const [searchParams] = useSearchParams();
  const confirm = useConfirmEmail();
  const resend = useResendConfirmationCode();
  const login = useLogin();

  const emailFromLink = searchParams.get("email") ?? "";
  // Without a usable address in the link (typed by hand, cut by a mail client), the user gives it.
  const askForEmail = !emailSchema.safeParse(emailFromLink).success;
  const { control, handleSubmit, trigger, getValues } = useForm({
    resolver: zodResolver(confirmEmailSchema),
    defaultValues: { email: askForEmail ? "" : emailFromLink, code: "" },
  });

  const goToLogin = (email: string) => {
    notify(t("confirm.confirmed"));
    const state: LoginLocationState = { email };
    void navigate(paths.login, { state });
  };

  const onSubmit = handleSubmit((values) => {
    resend.reset();
    confirm.mutate(values, {
      onSuccess: () => {
        const password = takePendingPassword(values.email);
        if (password === null) return goToLogin(values.email);
        // Signed in with the password typed earlier; RedirectIfSignedIn takes the user in from here.
        login.mutate({ email: values.email, password }, { onError: () => goToLogin(values.email) });
      },
    });
  });

  const resendCode = async () => {
    if (!(await trigger("email"))) return;
    confirm.reset();
    resend.mutate({ email: getValues("email").trim() }, { onSuccess: () => notify(t("confirm.resent")) });
  };

  return (
    <CenteredPage
      title={t("confirm.title")}
      intro={askForEmail ? t("confirm.introWithoutEmail") : t("confirm.intro", { email: emailFromLink })}
      footer={
        <Link component={RouterLink} to={paths.login} variant="body2">
          {t("backToLogin")}
        </Link>
      }
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        <ProblemAlert error={resend.error ?? confirm.error} />
        {askForEmail ? (
          <FormTextField control={control} name="email" label={t("fields.email")} type="email" autoComplete="email" />
        ) : null}
        <FormCodeField control={control} name="code" label={t("fields.confirmationCode")} />
        <Button type="submit" variant="contained" size="large" loading={confirm.isPending || login.isPending}>
          {t("confirm.submit")}
        </Button>
        <Button onClick={() => void resendCode()} loading={resend.isPending}>
          {t("confirm.resend")}
        </Button>
      </Stack>
    </CenteredPage>
  );
}
