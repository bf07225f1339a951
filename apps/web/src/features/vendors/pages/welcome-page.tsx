import { vendorCreateSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { CenteredPage } from "../../../components/centered-page.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { paths } from "../../../config/paths.ts";
import { useLogout } from "../../../lib/session/use-logout.ts";
import { useUserVendors } from "../../../lib/session/use-user-vendors.ts";
import { useCreateVendor } from "../api/use-create-vendor.ts";
import { VendorFields } from "../components/vendor-fields.tsx";

/** First visit: the user's first vendor, before anything else can be done. */
export function WelcomePage() {
  const { t } = useTranslation("vendors");
  const navigate = useNavigate();
  const notify = useNotify();
  const logout = useLogout();
  const vendors = useUserVendors();
  const createVendor = useCreateVendor();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(vendorCreateSchema),
    defaultValues: { vendorType: null, company: { corporateName: "", tradeName: "" } },
  });

  const onSubmit = handleSubmit((values) =>
    createVendor.mutate(values, {
      onSuccess: () => {
        notify(t("welcome.created"));
        void navigate(paths.home, { replace: true });
      },
    }),
  );

  if (vendors.isPending) return <PageLoader />;
  // Already set up (back button, bookmark): nothing to do here. Not while creating: the success
  // handler decides where to go.
  if (vendors.data && vendors.data.length > 0 && createVendor.isIdle) return <Navigate to={paths.home} replace />;

  return (
    <CenteredPage
      title={t("welcome.title")}
      intro={t("welcome.intro")}
      width={520}
      footer={
        <Button onClick={() => logout()} size="small">
          {t("welcome.logout")}
        </Button>
      }
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        {vendors.isError ? <LoadError error={vendors.error} onRetry={() => void vendors.refetch()} /> : null}
        <ProblemAlert error={createVendor.error} />
        <VendorFields control={control} />
        <Button type="submit" variant="contained" size="large" loading={createVendor.isPending}>
          {t("welcome.submit")}
        </Button>
      </Stack>
    </CenteredPage>
  );
}
