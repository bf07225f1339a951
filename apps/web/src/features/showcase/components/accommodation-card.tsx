import { type Accommodation, type Amenity, amenityGroupOf } from "@cortege/domain";
import HotelOutlined from "@mui/icons-material/HotelOutlined";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useAccommodationPhotos } from "../api/use-accommodation-photos.ts";
import { CardCover } from "./card-cover.tsx";
import { CardEditDeleteActions } from "./card-edit-delete-actions.tsx";
import { inSpaceOrder } from "./space-form-values.ts";

type AccommodationCardProps = { vendorId: string; accommodation: Accommodation; onEdit: () => void; onDelete: () => void };

/** Chips shown on a card before « + N »: enough to tell accommodations apart without a wall of labels. */
const SHOWN_AMENITIES = 4;

/** One accommodation of the list: its cover, its sleeping places and rooms, its times, a few amenities. */
export function AccommodationCard({ vendorId, accommodation, onEdit, onDelete }: AccommodationCardProps) {
  const { t } = useTranslation("showcase");
  const titleId = useId();
  const photos = useAccommodationPhotos(vendorId, accommodation.medias.length > 0 ? accommodation.accommodationId : "");
  const cover = inSpaceOrder(photos.data ?? [], accommodation.medias)[0];
  const a = accommodation;
  const facts = [
    t("accommodations.card.places", { count: a.capacity }),
    t("accommodations.card.rooms", { count: a.rooms.length }),
  ];
  const checkIn =
    a.checkInStartTime && a.checkInEndTime
      ? t("accommodations.card.checkInRange", { start: a.checkInStartTime, end: a.checkInEndTime })
      : a.checkInStartTime
        ? t("accommodations.card.checkInFrom", { start: a.checkInStartTime })
        : a.checkInEndTime
          ? t("accommodations.card.checkInUntil", { end: a.checkInEndTime })
          : null;
  const times = [checkIn, a.checkOutTime ? t("accommodations.card.checkOut", { time: a.checkOutTime }) : null].filter(
    (x): x is string => x !== null,
  );
  const known = a.amenities.filter((x): x is Amenity => x in amenityGroupOf);
  const amenities = known.slice(0, SHOWN_AMENITIES);
  const more = known.length - amenities.length;

  return (
    <Card component="li" aria-labelledby={titleId} sx={{ display: "flex", flexDirection: "column", listStyle: "none" }}>
      <CardCover url={cover?.thumbnailUrl} icon={HotelOutlined} noPictureText={t("accommodations.card.noPhoto")} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: "1.35rem", mb: 0.5, overflowWrap: "anywhere" }}>
          {a.name}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{facts.join(" · ")}</Typography>
        {times.length > 0 ? (
          <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
            {times.join(" · ")}
          </Typography>
        ) : null}
        {amenities.length > 0 ? (
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, mt: 1.5 }}>
            {amenities.map((amenity) => (
              <Chip key={amenity} size="small" label={t(`amenities.${amenity}`)} />
            ))}
            {more > 0 ? (
              <Chip size="small" variant="outlined" label={t("accommodations.card.moreAmenities", { count: more })} />
            ) : null}
          </Box>
        ) : null}
        <Typography variant="body2" sx={{ color: "text.secondary", mt: 1.5 }}>
          {t("accommodations.card.photos", { count: a.medias.length })}
        </Typography>
      </CardContent>
      <CardEditDeleteActions i18nPrefix="accommodations" named={{ name: a.name }} onEdit={onEdit} onDelete={onDelete} />
    </Card>
  );
}
