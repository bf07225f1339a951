import { type Amenity, amenityGroups } from "@cortege/domain";
import ExpandMore from "@mui/icons-material/ExpandMore";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { type Control, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../../components/visually-hidden.ts";
import {
  type AccommodationFormValues,
  amenitiesOfGroup,
  amenityCountByGroup,
  withGroupAmenities,
} from "./accommodation-form-values.ts";

/** The amenities of the fixed list, one folding section per group with how many are ticked. */
export function AmenitiesField({ control }: { control: Control<AccommodationFormValues> }) {
  const { t } = useTranslation("showcase");
  const { field } = useController({ control, name: "amenities" });
  const chosen = field.value ?? [];
  const counts = amenityCountByGroup(chosen);
  // Groups with saved choices start open, so that what the couples will read is in view.
  const [initialCounts] = useState(counts);

  return (
    <Box>
      <Typography variant="h3" sx={{ fontSize: "1.15rem", fontWeight: 600, mb: 0.5 }}>
        {t("accommodations.amenities.title")}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 1.5 }}>
        {t("accommodations.amenities.chosen", { count: chosen.length })}
      </Typography>
      {amenityGroups.map((group) => {
        const options = amenitiesOfGroup(group);
        const inGroup = new Set<Amenity>(chosen.filter((a) => options.includes(a)));
        const toggle = (amenity: Amenity, on: boolean) => {
          const next = new Set(inGroup);
          if (on) next.add(amenity);
          else next.delete(amenity);
          field.onChange(withGroupAmenities(chosen, group, [...next]));
        };
        return (
          <Accordion
            key={group}
            defaultExpanded={initialCounts[group] > 0}
            disableGutters
            variant="outlined"
            sx={{ "&:not(:last-of-type)": { borderBottom: 0 } }}
          >
            <AccordionSummary expandIcon={<ExpandMore />}>
              <Typography sx={{ flexGrow: 1, fontWeight: 500 }}>{t(`amenityGroups.${group}`)}</Typography>
              {counts[group] > 0 ? (
                <Typography variant="body2" sx={{ color: "primary.main", fontWeight: 600, mr: 1 }}>
                  {t("accommodations.amenities.groupCount", { count: counts[group] })}
                </Typography>
              ) : null}
            </AccordionSummary>
            <AccordionDetails>
              <Box
                component="fieldset"
                sx={{
                  border: 0,
                  p: 0,
                  m: 0,
                  minWidth: 0,
                  display: "grid",
                  gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
                  columnGap: 2,
                }}
              >
                <Typography component="legend" sx={visuallyHidden}>
                  {t(`amenityGroups.${group}`)}
                </Typography>
                {options.map((amenity) => (
                  <FormControlLabel
                    key={amenity}
                    label={t(`amenities.${amenity}`)}
                    control={
                      <Checkbox
                        checked={inGroup.has(amenity)}
                        onChange={(event) => toggle(amenity, event.target.checked)}
                        onBlur={field.onBlur}
                      />
                    }
                  />
                ))}
              </Box>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
