import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Button from "@mui/material/Button";
import CardActions from "@mui/material/CardActions";
import { useTranslation } from "react-i18next";

type CardEditDeleteActionsProps = {
  /** Where the texts live in the showcase namespace (`<prefix>.delete`, `<prefix>.editNamed`, …). */
  i18nPrefix: "spaces" | "accommodations" | "promotions" | "team";
  /** What names the item in the accessible names, e.g. `{ name }` or `{ title }`. */
  named: { name: string } | { title: string };
  onEdit: () => void;
  onDelete: () => void;
};

/** The footer of a showcase card: delete, then edit, each named after the item for screen readers. */
export function CardEditDeleteActions({ i18nPrefix, named, onEdit, onDelete }: CardEditDeleteActionsProps) {
  const { t } = useTranslation("showcase");
  return (
    <CardActions sx={{ px: 2, pb: 2, pt: 0, justifyContent: "flex-end" }}>
      <Button startIcon={<DeleteOutlined />} color="error" onClick={onDelete} aria-label={t(`${i18nPrefix}.deleteNamed`, named)}>
        {t(`${i18nPrefix}.delete`)}
      </Button>
      <Button startIcon={<EditOutlined />} variant="outlined" onClick={onEdit} aria-label={t(`${i18nPrefix}.editNamed`, named)}>
        {t(`${i18nPrefix}.edit`)}
      </Button>
    </CardActions>
  );
}
