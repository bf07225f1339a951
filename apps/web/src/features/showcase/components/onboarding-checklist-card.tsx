import { ONBOARDING_MIN_MEDIA } from "@cortege/domain";
import ArrowForward from "@mui/icons-material/ArrowForward";
import CheckCircle from "@mui/icons-material/CheckCircle";
import RadioButtonUnchecked from "@mui/icons-material/RadioButtonUnchecked";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useOnboardingChecklist } from "../api/use-onboarding-checklist.ts";

/**
 * The first steps of a new showcase (part 1 §4), at the top of the home page until all are done: what
 * is left first, each with the screen that does it; what is done after, struck through.
 */
export function OnboardingChecklistCard() {
  const { t } = useTranslation("showcase");
  const vendorId = useVendorId();
  const checklist = useOnboardingChecklist(vendorId);
  const titleId = useId();
  // Nothing to say while loading or when the checks cannot be read: the home page stays as it is.
  if (checklist.status !== "ready" || checklist.isComplete) return null;
  const { items, doneCount } = checklist;

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ borderColor: "secondary.light" }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, "&:last-child": { pb: { xs: 2, sm: 3 } } }}>
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: 1, justifyContent: "space-between" }}>
          <Typography id={titleId} variant="h2" sx={{ fontSize: "1.5rem" }}>
            {t("onboarding.title")}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {t("onboarding.progress", { done: doneCount, total: items.length })}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
          {t("onboarding.intro")}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(doneCount / items.length) * 100}
          aria-label={t("onboarding.progress", { done: doneCount, total: items.length })}
          sx={{ my: 2, height: 6, borderRadius: 3 }}
        />
        <Box
          component="ol"
          aria-label={t("onboarding.listLabel")}
          sx={{ m: 0, p: 0, listStyle: "none", display: "grid", gap: 1 }}
        >
          {items.map(({ item, isDone, link }) => (
            <Box
              component="li"
              key={item}
              aria-label={`${t(`onboarding.items.${item}.title`)} : ${isDone ? t("onboarding.done") : t("onboarding.todo")}`}
              sx={{
                display: "flex",
                alignItems: { xs: "flex-start", sm: "center" },
                flexDirection: { xs: "column", sm: "row" },
                gap: { xs: 1, sm: 2 },
                p: 1.5,
                borderRadius: 2,
                border: 1,
                borderColor: "divider",
                bgcolor: isDone ? "transparent" : "background.paper",
              }}
            >
              <Box sx={{ display: "flex", gap: 1.5, alignItems: "flex-start", flexGrow: 1, minWidth: 0 }}>
                {isDone ? (
                  <CheckCircle color="success" aria-hidden sx={{ mt: 0.25 }} />
                ) : (
                  <RadioButtonUnchecked color="action" aria-hidden sx={{ mt: 0.25 }} />
                )}
                <Box sx={{ minWidth: 0 }}>
                  <Typography
                    sx={{
                      fontWeight: 600,
                      color: isDone ? "text.secondary" : "text.primary",
                      textDecoration: isDone ? "line-through" : "none",
                    }}
                  >
                    {t(`onboarding.items.${item}.title`)}
                  </Typography>
                  {isDone ? null : (
                    <Typography variant="body2" sx={{ color: "text.secondary" }}>
                      {t(`onboarding.items.${item}.text`, { count: ONBOARDING_MIN_MEDIA })}
                    </Typography>
                  )}
                </Box>
              </Box>
              <Button
                component={RouterLink}
                to={link}
                size="small"
                variant={isDone ? "text" : "outlined"}
                endIcon={isDone ? undefined : <ArrowForward />}
                sx={{ flexShrink: 0, ml: { xs: 4.5, sm: 0 } }}
              >
                {isDone ? t("onboarding.review") : t(`onboarding.items.${item}.action`)}
              </Button>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
