import { type TemplateVariable, templateVariables } from "@cortege/domain";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/** The variables an e-mail may hold, offered as chips that insert them where the cursor is. */
export function VariableChips({ target, onInsert }: { target: string; onInsert: (variable: TemplateVariable) => void }) {
  const { t } = useTranslation("tasks");
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 0.5 }}>
      <Typography id={labelId} variant="body2" sx={{ color: "text.secondary", mr: 0.5 }}>
        {t("variables.insertInto", { target })}
      </Typography>
      {templateVariables.map((variable) => (
        <Chip
          key={variable}
          size="small"
          variant="outlined"
          color="secondary"
          label={t(`variables.${variable}`)}
          // The field keeps its cursor: the chip does not take the focus on a mouse press.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onInsert(variable)}
        />
      ))}
    </Box>
  );
}
