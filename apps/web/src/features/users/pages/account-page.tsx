import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { DocumentTitle } from "../../../components/document-title.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { useUser } from "../../../lib/session/use-user.ts";
import { OriginalsArchiveCard } from "../../documents/components/originals-archive-card.tsx";
import { StorageUsageCard } from "../../media-library/components/storage-usage-card.tsx";
import { DeleteAccountCard } from "../components/delete-account-card.tsx";
import { EmailCard } from "../components/email-card.tsx";
import { MultiVendorCard } from "../components/multi-vendor-card.tsx";
import { PasswordCard } from "../components/password-card.tsx";
import { ProfileCard } from "../components/profile-card.tsx";

export function AccountPage() {
  const { t } = useTranslation("account");
  const user = useUser();

  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <DocumentTitle page={t("title")} />
      <Box>
        <Typography variant="h1">{t("title")}</Typography>
        <Typography sx={{ color: "text.secondary", mt: 0.5 }}>{t("intro")}</Typography>
      </Box>
      {user.data ? (
        <>
          <ProfileCard user={user.data} />
          <PasswordCard />
          <EmailCard email={user.data.contact.email} />
          <MultiVendorCard isMultiVendor={user.data.isMultiVendor} />
          <StorageUsageCard />
          <OriginalsArchiveCard />
          <DeleteAccountCard />
        </>
      ) : user.isError ? (
        <LoadError error={user.error} onRetry={() => void user.refetch()} />
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
