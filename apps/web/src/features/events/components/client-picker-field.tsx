import { MIN_SEARCH_LENGTH } from "@cortege/domain";
import { useState } from "react";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { type ClientChoice, ClientSearchField } from "../../clients/components/client-search-field.tsx";
import type { EventFormValues } from "./event-form-values.ts";

export type PickedClient = ClientChoice;

type ClientPickerFieldProps = { control: Control<EventFormValues>; initial: PickedClient | null };

/** The event's client, found by name, e-mail or phone through the client search (3 characters at least). */
export function ClientPickerField({ control, initial }: ClientPickerFieldProps) {
  const { t } = useTranslation("events");
  const [picked, setPicked] = useState<PickedClient | null>(initial);
  return (
    <ClientSearchField
      control={control}
      name="clientId"
      picked={picked}
      onPick={setPicked}
      texts={{
        label: t("form.client"),
        hint: t("form.clientHint"),
        searching: t("form.clientSearching"),
        searchHint: t("form.clientSearchHint", { min: MIN_SEARCH_LENGTH }),
        noClient: t("form.noClient"),
      }}
    />
  );
}
