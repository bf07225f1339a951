import type { Product } from "@cortege/domain";
import ContentCopyOutlined from "@mui/icons-material/ContentCopyOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import { useTranslation } from "react-i18next";
import { RowActionsMenu } from "../../../components/row-actions-menu.tsx";

type ProductActionsMenuProps = {
  product: Product;
  onEdit: (product: Product) => void;
  onDuplicate: (product: Product) => void;
  onDelete: (product: Product) => void;
};

/** What can be done to one product of the catalogue. */
export function ProductActionsMenu({ product, onEdit, onDuplicate, onDelete }: ProductActionsMenuProps) {
  const { t } = useTranslation("products");
  return (
    <RowActionsMenu
      label={t("list.actionsOf", { name: product.name })}
      actions={[
        { label: t("list.edit"), icon: <EditOutlined fontSize="small" />, onSelect: () => onEdit(product) },
        { label: t("list.duplicate"), icon: <ContentCopyOutlined fontSize="small" />, onSelect: () => onDuplicate(product) },
        { label: t("list.delete"), icon: <DeleteOutlined fontSize="small" />, onSelect: () => onDelete(product), danger: true },
      ]}
    />
  );
}
