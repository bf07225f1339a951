import type { Space } from "@cortege/domain";
import MeetingRoomOutlined from "@mui/icons-material/MeetingRoomOutlined";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useSpacePhotos } from "../api/use-space-photos.ts";
import { CardCover } from "./card-cover.tsx";
import { CardEditDeleteActions } from "./card-edit-delete-actions.tsx";
import { inSpaceOrder } from "./space-form-values.ts";

type SpaceCardProps = { vendorId: string; space: Space; onEdit: () => void; onDelete: () => void };

/** One space of the list: its cover, its capacities at a glance, its features. */
export function SpaceCard({ vendorId, space, onEdit, onDelete }: SpaceCardProps) {
  const { t } = useTranslation("showcase");
  const titleId = useId();
  const photos = useSpacePhotos(vendorId, space.medias.length > 0 ? space.spaceId : "");
  const cover = inSpaceOrder(photos.data ?? [], space.medias)[0];
  const range = (min: number | null, max: number | null) =>
    min !== null && max !== null
      ? t("spaces.card.range", { min, max })
      : max !== null
        ? t("spaces.card.upTo", { max })
        : min !== null
          ? t("spaces.card.from", { min })
          : t("spaces.card.unknown");
  const facts = [
    space.seatingAllowed
      ? t("spaces.card.seated", { range: range(space.minimumSeatingCapacity, space.maximumSeatingCapacity) })
      : null,
    space.standingAllowed
      ? t("spaces.card.standing", { range: range(space.minimumStandingCapacity, space.maximumStandingCapacity) })
      : null,
    space.areaInSquareMeters !== null ? t("spaces.card.area", { area: space.areaInSquareMeters }) : null,
    t(`openingHours.${space.openingHours}`),
  ].filter((f): f is string => f !== null);

  return (
    <Card component="li" aria-labelledby={titleId} sx={{ display: "flex", flexDirection: "column", listStyle: "none" }}>
      <CardCover url={cover?.thumbnailUrl} icon={MeetingRoomOutlined} noPictureText={t("spaces.card.noPhoto")} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: "1.35rem", mb: 0.5 }}>
          {space.name}
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {facts.join(" · ")}
        </Typography>
        {space.features.length > 0 ? (
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, mt: 1.5 }}>
            {space.features.map((feature) => (
              <Chip key={feature} size="small" label={t(`spaceFeatures.${feature}`)} />
            ))}
          </Box>
        ) : null}
        <Typography variant="body2" sx={{ color: "text.secondary", mt: 1.5 }}>
          {t("spaces.card.photos", { count: space.medias.length })}
        </Typography>
      </CardContent>
      <CardEditDeleteActions i18nPrefix="spaces" named={{ name: space.name }} onEdit={onEdit} onDelete={onDelete} />
    </Card>
  );
}
