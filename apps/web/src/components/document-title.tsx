import { useTranslation } from "react-i18next";

/** Each screen names the browser tab (WCAG 2.4.2); React 19 moves the element into <head>. */
export function DocumentTitle({ page }: { page: string }) {
  const { t } = useTranslation();
  return <title>{t("documentTitle", { page })}</title>;
}
