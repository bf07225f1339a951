import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { paths } from "../../config/paths.ts";
import { problemOf } from "./problem-of.ts";

/** A call the server refused because the vendor's plan does not open it (403 PLAN_REQUIRED). */
export function isPlanRequired(error: unknown): boolean {
  return problemOf(error).code === "PLAN_REQUIRED";
}

/** The way to the plans, beside the message of a locked feature: an offer to take, not a failure. */
export function PlanUpsellAction() {
  const { t } = useTranslation();
  return (
    <Button color="inherit" size="small" component={RouterLink} to={paths.subscription} sx={{ whiteSpace: "nowrap" }}>
      {t("planRequired.action")}
    </Button>
  );
}
