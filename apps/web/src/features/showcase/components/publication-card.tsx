import { ONBOARDING_MIN_MEDIA, onboardingLinks, type Vendor } from "@cortege/domain";
import OpenInNew from "@mui/icons-material/OpenInNew";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import Link from "@mui/material/Link";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { usePublicationBlockers } from "../api/use-publication-blockers.ts";
import { usePublishVendor } from "../api/use-publish-vendor.ts";

/** The public page of a published vendor (served by the API, outside the back office). */
export const publicShowcasePath = (slug: string) => `/prestataires/${encodeURIComponent(slug)}`;

/**
 * « Publication de la vitrine »: whether couples can see the showcase, the switch that publishes it, and
 * — while it cannot be published yet — what is missing, each with the screen that adds it. The list is
 * the domain's showcasePublicationBlockers, the very check the server makes.
 */
export function PublicationCard({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation("showcase");
  const notify = useNotify();
  const location = useLocation();
  const blockers = usePublicationBlockers(vendor.vendorId);
  const publish = usePublishVendor(vendor.vendorId);
  const missingId = useId();
  const published = vendor.isPublished;
  const missing = blockers.status === "ready" ? blockers.blockers : [];
  // Publishing waits for the checks; unpublishing is always allowed.
  const canPublish = blockers.status === "ready" && missing.length === 0;
  const disabled = publish.isPending || (!published && !canPublish);

  return (
    <SectionCard title={t("publication.title")}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, justifyContent: "space-between" }}>
        <Box sx={{ minWidth: 0, flex: "1 1 260px" }}>
          <Typography sx={{ fontWeight: 600 }}>
            {published ? t("publication.published") : t("publication.unpublished")}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {published ? t("publication.publishedText") : canPublish ? t("publication.ready") : t("publication.unpublishedText")}
          </Typography>
          {published ? (
            <Link
              href={publicShowcasePath(vendor.slug)}
              target="_blank"
              rel="noopener"
              title={t("publication.newTab")}
              variant="body2"
              sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, mt: 0.5, fontWeight: 600 }}
            >
              {t("publication.viewPublic")}
              <OpenInNew sx={{ fontSize: 16 }} aria-hidden />
            </Link>
          ) : null}
        </Box>
        <FormControlLabel
          label={t("publication.switch")}
          labelPlacement="start"
          sx={{ ml: 0, gap: 1 }}
          control={
            <Switch
              checked={published}
              disabled={disabled}
              slotProps={{ input: { "aria-describedby": missing.length > 0 && !published ? missingId : undefined } }}
              onChange={(event) => {
                const next = event.target.checked;
                publish.mutate(next, {
                  onSuccess: () => notify(next ? t("publication.publishedNotice") : t("publication.unpublishedNotice")),
                });
              }}
            />
          }
        />
      </Box>
      {publish.error ? (
        <Box sx={{ mt: 2 }}>
          <ProblemAlert error={publish.error} />
        </Box>
      ) : null}
      {!published && missing.length > 0 ? (
        <Alert severity="info" sx={{ mt: 2 }} id={missingId}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t("publication.missingTitle")}
          </Typography>
          <Box component="ul" aria-label={t("publication.missingLabel")} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {missing.map((item) => (
              <li key={item}>
                <Typography variant="body2" component="span">
                  {t(`publication.missing.${item}`, {
                    min: ONBOARDING_MIN_MEDIA,
                    count: blockers.status === "ready" ? blockers.mediaCount : 0,
                  })}
                </Typography>
                {onboardingLinks[item] === location.pathname ? (
                  <Typography variant="body2" component="span" sx={{ color: "text.secondary" }}>
                    {" "}
                    {t("publication.below")}
                  </Typography>
                ) : (
                  <>
                    {" — "}
                    <Link component={RouterLink} to={onboardingLinks[item]} variant="body2">
                      {t(`onboarding.items.${item}.action`)}
                    </Link>
                  </>
                )}
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
    </SectionCard>
  );
}
