import Button from "@mui/material/Button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/section-card.tsx";
import { DeleteAccountDialog } from "./delete-account-dialog.tsx";

export function DeleteAccountCard() {
  const { t } = useTranslation("account");
  const [open, setOpen] = useState(false);
  return (
    <SectionCard title={t("delete.title")} description={t("delete.description")} danger>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t("delete.open")}
      </Button>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </SectionCard>
  );
}
