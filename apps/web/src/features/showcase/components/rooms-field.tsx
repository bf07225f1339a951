import { bedTypes } from "@cortege/domain";
import Add from "@mui/icons-material/Add";
import AddPhotoAlternateOutlined from "@mui/icons-material/AddPhotoAlternateOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { type Control, useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormNumberField } from "../../../components/form-number-field.tsx";
import { FormSelectField } from "../../../components/form-select-field.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { ROOM_CATEGORY } from "../api/accommodation-photos-folder.ts";
import {
  type AccommodationFormValues,
  nextBed,
  nextRoom,
  typedAccommodationSleepingPlaces,
  typedSleepingPlaces,
} from "./accommodation-form-values.ts";
import { PictureField } from "./picture-field.tsx";

type RoomsFieldProps = {
  control: Control<AccommodationFormValues>;
  vendorId: string;
  /** A room's picture is travelling (keyed by room): the save waits for it. */
  onPictureBusy: (key: string, busy: boolean) => void;
};

/** The rooms of an accommodation, each with its beds; the sleeping places follow every change. */
export function RoomsField({ control, vendorId, onPictureBusy }: RoomsFieldProps) {
  const { t } = useTranslation("showcase");
  const rooms = useFieldArray({ control, name: "rooms" });
  const watched = useWatch({ control, name: "rooms" }) ?? [];
  const total = typedAccommodationSleepingPlaces(watched);

  return (
    <Stack spacing={2}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: 1, justifyContent: "space-between" }}>
        <Typography variant="h3" sx={{ fontSize: "1.15rem", fontWeight: 600 }}>
          {t("accommodations.rooms.title")}
        </Typography>
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {t("accommodations.rooms.total", { count: total })}
        </Typography>
      </Box>
      {rooms.fields.length === 0 ? (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {t("accommodations.rooms.none")}
        </Typography>
      ) : null}
      <Stack component="ul" spacing={2} aria-label={t("accommodations.rooms.listLabel")} sx={{ m: 0, p: 0 }}>
        {rooms.fields.map((room, index) => (
          <RoomEditor
            key={room.id}
            control={control}
            vendorId={vendorId}
            index={index}
            name={watched[index]?.name ?? ""}
            onRemove={() => rooms.remove(index)}
            onPictureBusy={(busy) => onPictureBusy(room.id, busy)}
          />
        ))}
      </Stack>
      <Box>
        <Button startIcon={<Add />} variant="outlined" onClick={() => rooms.append(nextRoom(watched))}>
          {t("accommodations.rooms.add")}
        </Button>
      </Box>
    </Stack>
  );
}

type RoomEditorProps = {
  control: Control<AccommodationFormValues>;
  vendorId: string;
  index: number;
  name: string;
  onRemove: () => void;
  onPictureBusy: (busy: boolean) => void;
};

function RoomEditor({ control, vendorId, index, name, onRemove, onPictureBusy }: RoomEditorProps) {
  const { t } = useTranslation("showcase");
  const titleId = useId();
  const beds = useFieldArray({ control, name: `rooms.${index}.beds` });
  const watchedBeds = useWatch({ control, name: `rooms.${index}.beds` }) ?? [];
  const places = typedSleepingPlaces(watchedBeds);
  // A room's picture is optional: its drop zone opens on demand, so that a list of rooms stays short.
  const image = useWatch({ control, name: `rooms.${index}.image` });
  const [pictureShown, setPictureShown] = useState(image !== null && image !== undefined);
  const shownName = name.trim() || t("accommodations.rooms.unnamed", { n: index + 1 });

  return (
    <Card component="li" variant="outlined" aria-labelledby={titleId} sx={{ listStyle: "none", p: { xs: 1.5, sm: 2 } }}>
      <Stack spacing={2}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          <Typography id={titleId} sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0, overflowWrap: "anywhere" }}>
            {shownName}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary", whiteSpace: "nowrap" }}>
            {t("accommodations.rooms.places", { count: places })}
          </Typography>
          <IconButton onClick={onRemove} aria-label={t("accommodations.rooms.remove", { name: shownName })} edge="end">
            <DeleteOutlined />
          </IconButton>
        </Box>
        <FormTextField
          control={control}
          name={`rooms.${index}.name`}
          label={t("accommodations.rooms.name")}
          helperText={t("accommodations.rooms.nameHint")}
          autoComplete="off"
        />
        <Stack
          component="ul"
          spacing={1.5}
          aria-label={t("accommodations.beds.listLabel", { name: shownName })}
          sx={{ m: 0, p: 0 }}
        >
          {beds.fields.map((bed, bedIndex) => (
            <Box
              component="li"
              key={bed.id}
              sx={{
                listStyle: "none",
                display: "grid",
                gap: 1,
                gridTemplateColumns: { xs: "1fr 88px auto", sm: "1fr 120px auto" },
                alignItems: "start",
              }}
            >
              <FormSelectField
                control={control}
                name={`rooms.${index}.beds.${bedIndex}.bedType`}
                label={t("accommodations.beds.type")}
                options={bedTypes.map((value) => ({ value, label: t(`bedTypes.${value}`) }))}
              />
              <FormNumberField
                control={control}
                name={`rooms.${index}.beds.${bedIndex}.numberOfBeds`}
                label={t("accommodations.beds.count")}
              />
              <IconButton
                onClick={() => beds.remove(bedIndex)}
                aria-label={t("accommodations.beds.remove", { n: bedIndex + 1, name: shownName })}
                sx={{ mt: 1 }}
              >
                <DeleteOutlined />
              </IconButton>
            </Box>
          ))}
        </Stack>
        <Box>
          <Button size="small" startIcon={<Add />} onClick={() => beds.append(nextBed())}>
            {t("accommodations.beds.add")}
          </Button>
        </Box>
        {pictureShown ? (
          <PictureField
            control={control}
            name={`rooms.${index}.image`}
            vendorId={vendorId}
            category={ROOM_CATEGORY}
            label={t("accommodations.rooms.picture", { name: shownName })}
            onBusyChange={onPictureBusy}
          />
        ) : (
          <Box>
            <Button size="small" startIcon={<AddPhotoAlternateOutlined />} onClick={() => setPictureShown(true)}>
              {t("accommodations.rooms.addPicture")}
            </Button>
          </Box>
        )}
      </Stack>
    </Card>
  );
}
