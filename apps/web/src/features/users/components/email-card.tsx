import type { ChangeEmailInput } from "@cortege/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/section-card.tsx";
import { ChangeEmailForm } from "./change-email-form.tsx";
import { VerifyEmailForm } from "./verify-email-form.tsx";

export function EmailCard({ email }: { email: string }) {
  const { t } = useTranslation("account");
  const [request, setRequest] = useState<ChangeEmailInput | null>(null);
  return (
    <SectionCard title={t("email.title")} description={t("email.current", { email })}>
      {request ? (
        <VerifyEmailForm request={request} onDone={() => setRequest(null)} onCancel={() => setRequest(null)} />
      ) : (
        <ChangeEmailForm onCodeSent={setRequest} />
      )}
    </SectionCard>
  );
}
