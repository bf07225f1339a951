import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Rating from "@mui/material/Rating";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { DocumentTitle } from "../../../components/document-title.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { paths } from "../../../config/paths.ts";
import { numberFormat } from "../../../lib/intl.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useGoogleBusinessLocations } from "../api/use-google-business-locations.ts";
import { useGoogleBusinessReviews } from "../api/use-google-business-reviews.ts";
import { useGoogleLink } from "../api/use-google-link.ts";
import { ReviewCard } from "../components/review-card.tsx";

/** « Avis » (part 2 §2 navigation "reviews"): the Google Business reviews of the linked account; the location is in the URL. */
export function ReviewsPage() {
  const { t, i18n } = useTranslation("calendar");
  const vendorId = useVendorId();
  const [params, setParams] = useSearchParams();
  const location = params.get("etablissement") ?? "";
  const link = useGoogleLink(vendorId);
  const linked = link.data?.status === "linked";
  const locations = useGoogleBusinessLocations(vendorId, linked);
  const reviews = useGoogleBusinessReviews(vendorId, location, linked);
  const number = numberFormat(i18n.language.startsWith("en") ? "en-GB" : "fr-FR", { maximumFractionDigits: 1 });

  const header = <PageHeader title={t("reviews.title")} intro={t("reviews.subtitle")} />;
  if (link.isPending) return <PageLoader />;
  if (!linked) {
    return (
      <Stack spacing={3}>
        <DocumentTitle page={t("reviews.title")} />
        {header}
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={paths.agenda} color="inherit" size="small">
              {t("reviews.goToAgenda")}
            </Button>
          }
          sx={{ flexWrap: "wrap" }}
        >
          {link.data?.status === "revoked" ? t("google.revoked") : t("reviews.notLinked")}
        </Alert>
      </Stack>
    );
  }
  const data = reviews.data;
  return (
    <Stack spacing={3}>
      <DocumentTitle page={t("reviews.title")} />
      {header}
      {(locations.data?.length ?? 0) > 1 ? (
        <TextField
          select
          label={t("reviews.location")}
          value={data?.location?.name ?? location}
          onChange={(event) =>
            setParams(
              (p) => {
                const copy = new URLSearchParams(p);
                copy.set("etablissement", event.target.value);
                return copy;
              },
              { replace: true },
            )
          }
          sx={{ maxWidth: 480 }}
        >
          {locations.data?.map((l) => (
            <MenuItem key={l.name} value={l.name}>
              {l.address ? `${l.title} — ${l.address}` : l.title}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {reviews.error ? <LoadError error={reviews.error} onRetry={() => void reviews.refetch()} /> : null}
      {!data && reviews.isPending ? <PageLoader /> : null}
      {data && !data.location ? <Alert severity="info">{t("reviews.noLocation")}</Alert> : null}
      {data?.location ? (
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}>
          <Typography variant="h2" sx={{ fontSize: "1.4rem", mr: 1 }}>
            {data.location.title}
          </Typography>
          {data.averageRating !== null ? (
            <>
              <Rating value={data.averageRating} precision={0.1} readOnly aria-hidden />
              <Typography>{t("reviews.average", { rating: number.format(data.averageRating) })}</Typography>
            </>
          ) : null}
          <Typography sx={{ color: "text.secondary" }}>{t("reviews.summary", { count: data.totalReviewCount })}</Typography>
        </Box>
      ) : null}
      {data?.location && data.reviews.length === 0 ? <EmptyState title={t("reviews.empty")} /> : null}
      <Stack spacing={2}>
        {data?.reviews.map((review) => (
          <ReviewCard key={review.name} vendorId={vendorId} review={review} />
        ))}
      </Stack>
    </Stack>
  );
}
