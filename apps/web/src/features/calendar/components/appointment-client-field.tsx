import { MIN_SEARCH_LENGTH } from "@cortege/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { clientQueryOptions } from "../../clients/api/use-client.ts";
import { type ClientChoice, ClientSearchField } from "../../clients/components/client-search-field.tsx";
import type { AppointmentFormValues } from "./appointment-form-values.ts";

type AppointmentClientFieldProps = {
  control: Control<AppointmentFormValues>;
  /** The client already linked (editing), whose name is read once. */
  initialClientId: string | null;
  /** A client picked: its contacts' e-mails, for the guests. */
  onPicked: (emails: string[]) => void;
};

/** The appointment's client, found through the clients' search (name, e-mail, phone; 3 characters at least). */
export function AppointmentClientField({ control, initialClientId, onPicked }: AppointmentClientFieldProps) {
  const { t } = useTranslation("calendar");
  const vendorId = useVendorId();
  const initial = useQuery({ ...clientQueryOptions(vendorId, initialClientId ?? ""), enabled: initialClientId !== null });
  const [picked, setPicked] = useState<ClientChoice | null>(null);

  // The linked client's name shows once it is read (it may arrive after the dialog opened).
  const initialData = initial.data;
  useEffect(() => {
    if (initialData) setPicked((current) => current ?? initialData);
  }, [initialData]);

  return (
    <ClientSearchField
      control={control}
      name="clientId"
      picked={picked}
      onPick={(value) => {
        setPicked(value);
        if (value) onPicked((value.contacts ?? []).map((c) => c.email).filter((e): e is string => Boolean(e)));
      }}
      texts={{
        label: t("dialog.client"),
        hint: t("dialog.clientHint"),
        searching: t("dialog.clientSearching"),
        searchHint: t("dialog.clientSearchHint", { min: MIN_SEARCH_LENGTH }),
        noClient: t("dialog.noClient"),
      }}
    />
  );
}
