import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useNotify } from "../../../components/use-notify.ts";
import { paths, withEmail } from "../../../config/paths.ts";
import { readLoginLocationState } from "../../../lib/session/login-location-state.ts";
import { LightLogin } from "../components/light-login.tsx";

/**
 * /connexion inside the SPA (in-app navigation, the Vite dev server): the same light form as /connexion's own page.
 * Leaving this page on success is RedirectIfSignedIn's job: the stored session is the signal.
 */
export function LoginPage() {
  const { t } = useTranslation("auth");
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <LightLogin
      initialEmail={readLoginLocationState(location.state).email}
      navigate={(to) => void navigate(to)}
      onCodeResent={(email) => {
        notify(t("confirm.resent"));
        void navigate(withEmail(paths.confirmEmail, email));
      }}
    />
  );
}
