import type { Product } from "@cortege/domain";
import { useTranslation } from "react-i18next";
import { DeleteDialog } from "../../../components/delete-dialog.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useDeleteProducts } from "../api/use-product-mutations.ts";

type DeleteProductDialogProps = { product: Product | null; onClose: () => void };

/** Deletes a product after asking once; a product still inside a bundle is refused with the bundle's name. */
export function DeleteProductDialog({ product, onClose }: DeleteProductDialogProps) {
  const { t } = useTranslation("products");
  const notify = useNotify();
  const remove = useDeleteProducts();
  return (
    <DeleteDialog
      open={product !== null}
      title={t("delete.title", { name: product?.name ?? "" })}
      text={t("delete.text")}
      confirmLabel={t("delete.confirm")}
      deletion={remove}
      onClose={onClose}
      onConfirm={(closeAfter) =>
        product &&
        remove.mutate([product.productId], {
          onSuccess: () => {
            notify(t("delete.done", { name: product.name }));
            closeAfter();
          },
        })
      }
    />
  );
}
