import type { Vendor } from "@cortege/domain";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { FormNumberField } from "../../../components/form-number-field.tsx";
import { FormSaveBar } from "../../../components/form-save-bar.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { paths } from "../../../config/paths.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useVendor } from "../../../lib/vendor/use-vendor.ts";
import { useUpdateVendor } from "../api/use-update-vendor.ts";
import { AddressFields } from "../components/address-fields.tsx";
import { ContactFields } from "../components/contact-fields.tsx";
import { FormSwitchField } from "../components/form-switch-field.tsx";
import { informationFormResolver } from "../components/information-form-resolver.ts";
import {
  type InformationFormValues,
  informationBody,
  informationFormValues,
  isReceptionVenue,
} from "../components/information-form-values.ts";
import { PublicationCard } from "../components/publication-card.tsx";
import { SocialsFields } from "../components/socials-fields.tsx";
import { VendorLogoCard } from "../components/vendor-logo-card.tsx";
import { VenueFields } from "../components/venue-fields.tsx";

/** /vitrine/informations: what couples read first — presentation, venue, address, contact, prices, links. */
export function InformationPage() {
  const { t } = useTranslation("showcase");
  const vendorId = useVendorId();
  const vendor = useVendor(vendorId);

  const body = () => {
    if (vendor.isPending) return <PageLoader />;
    if (vendor.isError) return <LoadError error={vendor.error} onRetry={() => void vendor.refetch()} />;
    // Keyed by vendor: switching vendors starts from the other one's information.
    return (
      <>
        <PublicationCard vendor={vendor.data} />
        <VendorLogoCard key={`logo-${vendor.data.vendorId}`} vendorId={vendor.data.vendorId} logo={vendor.data.logo} />
        <InformationForm key={vendor.data.vendorId} vendor={vendor.data} />
      </>
    );
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <PageHeader title={t("information.title")} intro={t("information.intro")} />
      {body()}
    </Stack>
  );
}

function InformationForm({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation("showcase");
  const notify = useNotify();
  const update = useUpdateVendor(vendor.vendorId);
  const venue = isReceptionVenue(vendor);
  const [defaults] = useState(() => informationFormValues(vendor));
  const [resolver] = useState(() => informationFormResolver(venue));
  const form = useForm<InformationFormValues>({ resolver, defaultValues: defaults });
  const { control } = form;
  const formId = "showcase-information-form";

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { isReceptionVenue: venue, body: informationBody(values, venue) },
      {
        // The saved vendor becomes the new starting point; on a refusal what was typed stays.
        onSuccess: (saved) => {
          form.reset(informationFormValues(saved));
          notify(t("information.saved"));
        },
      },
    ),
  );

  return (
    <Stack component="form" id={formId} noValidate onSubmit={onSubmit} spacing={3}>
      <SectionCard title={t("information.presentation.title")} description={t("information.presentation.description")}>
        <Stack spacing={2}>
          <Box>
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              {t("information.presentation.tradeName")}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{vendor.company.tradeName}</Typography>
            <Link component={RouterLink} to={paths.showcaseCompany} variant="body2">
              {t("information.presentation.tradeNameLink")}
            </Link>
          </Box>
          <FormTextField
            control={control}
            name="weddingShowcase.catchphrase"
            label={t("information.presentation.catchphrase")}
            helperText={t("information.presentation.catchphraseHint")}
          />
          <FormTextField
            control={control}
            name="weddingShowcase.description"
            label={t("information.presentation.descriptionLabel")}
            helperText={t("information.presentation.descriptionHint")}
            multiline
            minRows={5}
          />
        </Stack>
      </SectionCard>
      {venue ? (
        <SectionCard title={t("information.venue.title")} description={t("information.venue.description")}>
          <VenueFields form={form} />
        </SectionCard>
      ) : null}
      <SectionCard title={t("information.address.title")} description={t("information.address.description")}>
        <AddressFields form={form} />
      </SectionCard>
      <SectionCard title={t("information.contact.title")} description={t("information.contact.description")}>
        <ContactFields form={form} />
      </SectionCard>
      <SectionCard title={t("information.prices.title")} description={t("information.prices.description")}>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, alignItems: "center" }}>
          <FormNumberField
            control={control}
            name="minPrice"
            label={t("information.prices.minPrice")}
            helperText={t("information.prices.minPriceHint")}
          />
          <FormSwitchField control={control} name="isPriceByPerson" label={t("information.prices.isPriceByPerson")} />
        </Box>
      </SectionCard>
      <SectionCard title={t("information.web.title")} description={t("information.web.description")}>
        <SocialsFields form={form} />
      </SectionCard>
      <FormSaveBar formId={formId} form={form} save={update} />
    </Stack>
  );
}
