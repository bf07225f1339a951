import { unwrap } from "@cortege/api-client";
import { type LoginInput, loginSchema, userErrorCodes } from "@cortege/domain";
import { type ComponentProps, type FormEvent, type MouseEvent, type ReactElement, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { problemOf } from "../../../components/problem/problem-of.ts";
import { useProblemMessage } from "../../../components/problem/use-problem-message.ts";
import { paths, withEmail } from "../../../config/paths.ts";
import { userApi } from "../../../lib/session/api.ts";
import { rememberPendingConfirmation } from "../pending-confirmation.ts";
import "./light-login.css";

type Field = keyof LoginInput;
type FieldErrors = Partial<Record<Field, string>>;

export type LightLoginProps = {
  /** The e-mail to prefill (handed over by the page that sent the visitor here). */
  initialEmail: string;
  /** Opens another screen of the app: the router's navigation in the SPA, the SPA itself from the light page. */
  navigate: (to: string) => void;
  /** A new confirmation code was sent to this address: say so and open the confirmation screen. */
  onCodeResent: (email: string) => void;
  /** Signed in (the session is stored). In the SPA the stored session itself moves the visitor on. */
  onSignedIn?: () => void;
};

const fieldOrder: Field[] = ["email", "password"];

function validate(values: LoginInput): { data: LoginInput | null; errors: FieldErrors } {
  const result = loginSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === "email" || field === "password") && !errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}

/** A plain left click follows the link in the app; a click asking for a new tab or window is left to the browser. */
function inApp(event: MouseEvent<HTMLAnchorElement>, go: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  go();
}

/**
 * The login form without MUI, react-router, react-hook-form or zod's classic build (issue 26: the first screen a
 * phone loads, ≤ 120 kB gz). Rendered alone by /connexion's own HTML page (app/login-entry.tsx) and, inside the
 * SPA, by the login route: same labels, same domain schema, same error messages as the other forms.
 */
export function LightLogin({ initialEmail, navigate, onCodeResent, onSignedIn }: LightLoginProps) {
  const { t } = useTranslation("auth");
  const { t: tc } = useTranslation();
  const problemMessage = useProblemMessage();
  const [values, setValues] = useState<LoginInput>({ email: initialEmail, password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [pending, setPending] = useState<"login" | "resend" | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // As the other forms: checked on submit, then again at each keystroke once a submit has shown the errors.
    if (submitted) setErrors(validate(next).errors);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const { data, errors: found } = validate(values);
    setErrors(found);
    if (!data) {
      const first = fieldOrder.find((f) => found[f]);
      if (first) inputs[first].current?.focus();
      return;
    }
    setFailure(null);
    setUnconfirmedEmail(null);
    setPending("login");
    try {
      unwrap(await userApi.login(data));
      setPending(null);
      onSignedIn?.();
    } catch (error) {
      setPending(null);
      setFailure(error);
      // The password was right (the server checks it first): confirming the code can sign in at once.
      if (problemOf(error).code === userErrorCodes.EMAIL_NOT_CONFIRMED) {
        rememberPendingConfirmation(data.email, data.password);
        setUnconfirmedEmail(data.email);
      }
    }
  };

  const resendCode = async (email: string) => {
    setPending("resend");
    try {
      unwrap(await userApi.resendConfirmationCode({ email }));
      setPending(null);
      onCodeResent(email);
    } catch (error) {
      setPending(null);
      setFailure(error);
    }
  };

  const field = (name: Field, label: string, input: ComponentProps<"input">, adornment?: ReactElement) => {
    const error = errors[name];
    const id = `login-${name}`;
    return (
      <div className={`cl-field${error ? " cl-field--error" : ""}${adornment ? " cl-field--adorned" : ""}`}>
        <input
          {...input}
          ref={inputs[name]}
          id={id}
          name={name}
          className="cl-input"
          // A space, so that :placeholder-shown tells an empty field (label inside) from a filled one (label above).
          placeholder=" "
          value={values[name]}
          onChange={(e) => change(name, e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id} className="cl-label">
          {label}
        </label>
        {adornment}
        {error ? (
          <p id={`${id}-error`} className="cl-helper">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const alert = failure ? problemMessage(failure) : null;
  return (
    <main className="cl-page">
      <title>{tc("documentTitle", { page: t("login.title") })}</title>
      <div className="cl-heading">
        <span className="cl-brand">{tc("appName")}</span>
        <p className="cl-tagline">{tc("tagline")}</p>
      </div>
      <div className="cl-card">
        <h1 className="cl-title">{t("login.title")}</h1>
        <p className="cl-intro">{t("login.intro")}</p>
        <form className="cl-form" noValidate onSubmit={onSubmit}>
          {alert ? (
            <div className="cl-alert" role="alert">
              <svg className="cl-alert-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8" />
              </svg>
              <div>{alert}</div>
            </div>
          ) : null}
          {unconfirmedEmail !== null ? (
            <div className="cl-row">
              <a
                className="cl-button cl-button--outlined"
                href={withEmail(paths.confirmEmail, unconfirmedEmail)}
                onClick={(e) => inApp(e, () => navigate(withEmail(paths.confirmEmail, unconfirmedEmail)))}
              >
                {t("login.enterCode")}
              </a>
              <button
                type="button"
                className="cl-button cl-button--text"
                disabled={pending === "resend"}
                aria-busy={pending === "resend" || undefined}
                onClick={() => void resendCode(unconfirmedEmail)}
              >
                {pending === "resend" ? <span className="cl-spinner" aria-hidden="true" /> : null}
                {t("login.resendCode")}
              </button>
            </div>
          ) : null}
          {field("email", t("fields.email"), { type: "email", autoComplete: "email" })}
          {field(
            "password",
            t("fields.password"),
            { type: passwordVisible ? "text" : "password", autoComplete: "current-password" },
            <button
              type="button"
              className="cl-toggle"
              aria-label={passwordVisible ? tc("password.hide") : tc("password.show")}
              onClick={() => setPasswordVisible((v) => !v)}
              onMouseDown={(e) => e.preventDefault()}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d={
                    passwordVisible
                      ? "M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z"
                      : "M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3"
                  }
                />
              </svg>
            </button>,
          )}
          <a
            className="cl-link cl-link--small"
            href={paths.forgotPassword}
            onClick={(e) => inApp(e, () => navigate(paths.forgotPassword))}
          >
            {t("login.forgotPassword")}
          </a>
          <button
            type="submit"
            className="cl-button cl-button--contained"
            disabled={pending === "login"}
            aria-busy={pending === "login" || undefined}
          >
            {pending === "login" ? <span className="cl-spinner" aria-hidden="true" /> : null}
            {t("login.submit")}
          </button>
        </form>
      </div>
      <p className="cl-footer">
        {t("login.noAccount")}{" "}
        <a className="cl-link" href={paths.register} onClick={(e) => inApp(e, () => navigate(paths.register))}>
          {t("login.createAccount")}
        </a>
      </p>
    </main>
  );
}
