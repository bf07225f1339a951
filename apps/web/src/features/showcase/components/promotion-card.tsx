import type { MediaFile, Promotion } from "@cortege/domain";
import LocalOfferOutlined from "@mui/icons-material/LocalOfferOutlined";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatCalendarDate } from "../../../components/format-calendar-date.ts";
import { CardCover } from "./card-cover.tsx";
import { CardEditDeleteActions } from "./card-edit-delete-actions.tsx";
import type { PromotionPeriod } from "./promotion-form-values.ts";

type PromotionCardProps = {
  promotion: Promotion;
  period: PromotionPeriod;
  picture: MediaFile | undefined;
  onEdit: () => void;
  onDelete: () => void;
};

const periodColour = { CURRENT: "success", UPCOMING: "info", EXPIRED: "default" } as const;

/** One promotion: its picture, whether it is on offer now, when it runs, what it says. */
export function PromotionCard({ promotion, period, picture, onEdit, onDelete }: PromotionCardProps) {
  const { t, i18n } = useTranslation("showcase");
  const titleId = useId();
  const date = (value: string) => formatCalendarDate(value, i18n.language, "short");
  const { startDate, endDate } = promotion;
  const dates =
    startDate && endDate
      ? t("promotions.card.fromTo", { start: date(startDate), end: date(endDate) })
      : startDate
        ? t("promotions.card.from", { start: date(startDate) })
        : endDate
          ? t("promotions.card.until", { end: date(endDate) })
          : t("promotions.card.noDates");
  const expired = period === "EXPIRED";

  return (
    <Card
      component="li"
      aria-labelledby={titleId}
      sx={{ display: "flex", flexDirection: "column", listStyle: "none", bgcolor: expired ? "action.hover" : undefined }}
    >
      <CardCover url={picture?.thumbnailUrl} icon={LocalOfferOutlined} greyed={expired} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Chip
          size="small"
          color={periodColour[period]}
          variant={expired ? "outlined" : "filled"}
          label={t(`promotions.period.${period}`)}
          sx={{ mb: 1 }}
        />
        <Typography id={titleId} variant="h2" sx={{ fontSize: "1.35rem", mb: 0.5, overflowWrap: "anywhere" }}>
          {promotion.title}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {dates}
        </Typography>
        {promotion.description ? (
          <Typography
            variant="body2"
            sx={{
              color: "text.secondary",
              mt: 1,
              display: "-webkit-box",
              WebkitLineClamp: 3,
              WebkitBoxOrient: "vertical",
              overflow: "hidden",
            }}
          >
            {promotion.description}
          </Typography>
        ) : null}
      </CardContent>
      <CardEditDeleteActions i18nPrefix="promotions" named={{ title: promotion.title }} onEdit={onEdit} onDelete={onDelete} />
    </Card>
  );
}
