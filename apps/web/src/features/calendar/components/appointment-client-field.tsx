import { type Client, MIN_SEARCH_LENGTH, searchableTerm } from "@cortege/domain";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { type Control, Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "../../../components/use-debounced-value.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { clientQueryOptions } from "../../clients/api/use-client.ts";
import { useClientSearch } from "../../clients/api/use-client-search.ts";
import type { AppointmentFormValues } from "./appointment-form-values.ts";

type Picked = Pick<Client, "clientId" | "name" | "contacts">;

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
  const { t: tCommon } = useTranslation();
  const vendorId = useVendorId();
  const initial = useQuery({ ...clientQueryOptions(vendorId, initialClientId ?? ""), enabled: initialClientId !== null });
  const [picked, setPicked] = useState<Picked | null>(null);
  const [input, setInput] = useState("");
  const term = useDebouncedValue(input);
  const search = useClientSearch(term);
  const options: Picked[] = searchableTerm(term) && !search.isError ? (search.data ?? []) : [];

  // The linked client's name shows once it is read (it may arrive after the dialog opened).
  const initialData = initial.data;
  useEffect(() => {
    if (initialData) setPicked((current) => current ?? initialData);
  }, [initialData]);

  return (
    <Controller
      control={control}
      name="clientId"
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options}
          value={picked}
          onChange={(_event, value) => {
            setPicked(value);
            field.onChange(value?.clientId ?? null);
            if (value) onPicked(value.contacts.map((c) => c.email).filter((e): e is string => Boolean(e)));
          }}
          inputValue={input}
          onInputChange={(_event, value) => setInput(value)}
          onBlur={field.onBlur}
          getOptionLabel={(client) => client.name}
          isOptionEqualToValue={(a, b) => a.clientId === b.clientId}
          filterOptions={(x) => x}
          loading={search.isFetching}
          loadingText={t("dialog.clientSearching")}
          noOptionsText={
            [...input.trim()].length < MIN_SEARCH_LENGTH
              ? t("dialog.clientSearchHint", { min: MIN_SEARCH_LENGTH })
              : search.isError
                ? tCommon("searchUnavailable")
                : t("dialog.noClient")
          }
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              label={t("dialog.client")}
              error={fieldState.invalid}
              helperText={fieldState.error?.message ?? t("dialog.clientHint")}
            />
          )}
        />
      )}
    />
  );
}
