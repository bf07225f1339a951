import type { Product } from "@cortege/domain";
import { useTranslation } from "react-i18next";
import { RemovalDialog } from "../../../components/removal-dialog.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useDeleteProducts } from "../api/use-product-mutations.ts";

type DeleteProductDialogProps = { product: Product | null; onClose: () => void };

/** Deletes a product after asking once; a product still inside a bundle is refused with the bundle's name. */
export function DeleteProductDialog({ product, onClose }: DeleteProductDialogProps) {
  const { t } = useTranslation("products");
  const notify = useNotify();
  const remove = useDeleteProducts();
  return (
    <RemovalDialog
      item={product}
      mutation={remove}
      title={t("delete.title", { name: product?.name ?? "" })}
      text={t("delete.text")}
      confirmLabel={t("delete.confirm")}
      onClose={onClose}
      onConfirm={(deleted) =>
        remove.mutate([deleted.productId], {
          onSuccess: () => {
            notify(t("delete.done", { name: deleted.name }));
            remove.reset();
            onClose();
          },
        })
      }
    />
  );
}
