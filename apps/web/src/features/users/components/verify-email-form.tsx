import { type ChangeEmailInput, verifyEmailSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormCodeField } from "../../../components/form-code-field.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useVerifyEmail } from "../api/use-verify-email.ts";

type VerifyEmailFormProps = { request: ChangeEmailInput; onDone: () => void; onCancel: () => void };

/** Step 2 of the e-mail change: the code sent to the new address. The password of step 1 is reused. */
export function VerifyEmailForm({ request, onDone, onCancel }: VerifyEmailFormProps) {
  const { t } = useTranslation("account");
  const { t: tc } = useTranslation();
  const notify = useNotify();
  const verifyEmail = useVerifyEmail();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(verifyEmailSchema),
    defaultValues: { code: "", password: request.password },
  });

  const onSubmit = handleSubmit((input) =>
    verifyEmail.mutate(input, {
      onSuccess: () => {
        notify(t("email.saved"));
        onDone();
      },
    }),
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      <Alert severity="info">{t("email.codeSent", { email: request.newEmail })}</Alert>
      <ProblemAlert error={verifyEmail.error} />
      <FormCodeField control={control} name="code" label={t("email.code")} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
        <Button type="submit" variant="contained" loading={verifyEmail.isPending}>
          {t("email.verify")}
        </Button>
        <Button onClick={onCancel}>{tc("actions.cancel")}</Button>
      </Stack>
    </Stack>
  );
}
