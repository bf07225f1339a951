import { type ChangeEmailInput, changeEmailSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormPasswordField } from "../../../components/form-password-field.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { useChangeEmail } from "../api/use-change-email.ts";

type ChangeEmailFormProps = { onCodeSent: (request: ChangeEmailInput) => void };

/** Step 1 of the e-mail change: the new address and the password; a code goes to the new address. */
export function ChangeEmailForm({ onCodeSent }: ChangeEmailFormProps) {
  const { t } = useTranslation("account");
  const changeEmail = useChangeEmail();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: "", password: "" },
  });

  const onSubmit = handleSubmit((input) => changeEmail.mutate(input, { onSuccess: () => onCodeSent(input) }));

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      <ProblemAlert error={changeEmail.error} />
      <FormTextField control={control} name="newEmail" label={t("email.newEmail")} type="email" autoComplete="email" />
      <FormPasswordField control={control} name="password" label={t("email.password")} autoComplete="current-password" />
      <Button type="submit" variant="contained" loading={changeEmail.isPending} sx={{ alignSelf: "flex-start" }}>
        {t("email.submit")}
      </Button>
    </Stack>
  );
}
