import type { LineTotals, Product } from "@cortege/domain";
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import DragIndicator from "@mui/icons-material/DragIndicator";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { type Control, Controller, type FieldErrors } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../../components/visually-hidden.ts";
import { type DocumentFormValues, isBundle, type LineValues } from "./document-form-values.ts";
import { formatCents, formatEuros } from "./format.ts";

type LineListProps = {
  control: Control<DocumentFormValues>;
  lines: LineValues[];
  catalogue: ReadonlyMap<string, Product>;
  /** The engine's totals of each line, in the order of `lines` (null while a line cannot be priced). */
  lineTotals: (LineTotals | null)[];
  errors: FieldErrors<DocumentFormValues>["lines"];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

/**
 * The document's lines in their order (part 2 §4: ordered by position, reordered by swapping): each
 * has a drag handle that also works with the keyboard (Space, arrows, Space) and is announced.
 */
export function LineList({ control, lines, catalogue, lineTotals, errors, onMove, onRemove }: LineListProps) {
  const { t } = useTranslation("documents");
  const [announcement, setAnnouncement] = useState("");
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number) => lines.findIndex((l) => l.key === id) + 1;
  const nameOf = (id: string | number) => lines.find((l) => l.key === id)?.name ?? "";
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("lines.dragStart", { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t("lines.dragOver", { name: nameOf(active.id), position: position(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t("lines.dragEnd", { name: nameOf(active.id), position: position(over.id) }) : t("lines.dragCancel"),
    onDragCancel: () => t("lines.dragCancel"),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = position(active.id) - 1;
    const to = position(over.id) - 1;
    onMove(from, to);
    setAnnouncement(t("lines.dragEnd", { name: nameOf(active.id), position: to + 1 }));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("lines.instructions") } }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={lines.map((l) => l.key)} strategy={verticalListSortingStrategy}>
        <Box component="ol" aria-label={t("lines.title")} sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5 }}>
          {lines.map((line, index) => (
            <LineRow
              key={line.key}
              control={control}
              line={line}
              index={index}
              product={catalogue.get(line.productId)}
              totals={lineTotals[index] ?? null}
              errors={errors?.[index]}
              onRemove={() => onRemove(index)}
            />
          ))}
        </Box>
      </SortableContext>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </DndContext>
  );
}

type LineRowProps = {
  control: Control<DocumentFormValues>;
  line: LineValues;
  index: number;
  product: Product | undefined;
  totals: LineTotals | null;
  errors: NonNullable<FieldErrors<DocumentFormValues>["lines"]>[number] | undefined;
  onRemove: () => void;
};

function LineRow({ control, line, index, product, totals, errors, onRemove }: LineRowProps) {
  const { t, i18n } = useTranslation("documents");
  const sortable = useSortable({ id: line.key });
  const bundle = product !== undefined && isBundle(product);
  const debour = product?.productType === "DEBOUR";
  const rate = debour ? t("lines.debour") : product?.tax ? t(`taxes.${product.tax}`) : t("lines.mixedRates");
  const field = (name: "quantity" | "unitPrice" | "discountValue", label: string, disabled = false) => (
    <Controller
      control={control}
      name={`lines.${index}.${name}`}
      render={({ field: f }) => (
        <TextField
          {...f}
          inputRef={f.ref}
          label={label}
          size="small"
          disabled={disabled}
          error={Boolean(errors?.[name])}
          helperText={errors?.[name]?.message}
          fullWidth
          slotProps={{ htmlInput: { inputMode: "decimal", "aria-label": `${label} — ${line.name}` } }}
        />
      )}
    />
  );
  return (
    <Box
      component="li"
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      sx={{
        border: 1,
        borderColor: "divider",
        borderRadius: 1.5,
        bgcolor: "background.paper",
        p: 1.5,
        position: "relative",
        zIndex: sortable.isDragging ? 2 : undefined,
        boxShadow: sortable.isDragging ? 4 : undefined,
      }}
    >
      <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
        <IconButton
          {...sortable.attributes}
          {...sortable.listeners}
          ref={sortable.setActivatorNodeRef}
          aria-label={t("lines.move", { name: line.name, position: index + 1 })}
          sx={{ cursor: "grab", touchAction: "none", mt: -0.5 }}
          size="small"
        >
          <DragIndicator />
        </IconButton>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ display: "flex", gap: 1, alignItems: "baseline", flexWrap: "wrap" }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{line.name}</Typography>
            <Chip size="small" variant="outlined" label={rate} />
            {bundle ? <Chip size="small" color="secondary" variant="outlined" label={t("lines.bundle")} /> : null}
          </Box>
          {!product ? (
            <Typography variant="body2" color="error">
              {t("lines.productGone")}
            </Typography>
          ) : null}
          {bundle && product ? (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, color: "text.secondary" }}>
              {product.children.map((c) => (
                <Typography component="li" variant="body2" key={c.productId}>
                  {t("lines.child", {
                    quantity: String(c.quantity).replace(".", ","),
                    name: c.product.name,
                    price: formatEuros(c.product.price, i18n.language),
                  })}
                </Typography>
              ))}
            </Box>
          ) : null}
        </Box>
        <Box sx={{ textAlign: "right", maxWidth: 120 }}>
          <Typography sx={{ fontWeight: 600, whiteSpace: "nowrap" }} data-testid="line-total">
            {totals ? formatCents(totals.netCents, i18n.language) : "—"}
          </Typography>
          {totals && totals.discountCents > 0 ? (
            <Typography variant="caption" component="div" sx={{ color: "text.secondary" }}>
              {t("lines.discounted", { amount: formatCents(totals.discountCents, i18n.language) })}
            </Typography>
          ) : null}
          <Box>
            <IconButton aria-label={t("lines.remove", { name: line.name })} onClick={onRemove} size="small">
              <DeleteOutlined />
            </IconButton>
          </Box>
        </Box>
      </Box>
      <Box
        sx={{
          display: "grid",
          gap: 1.5,
          mt: 1.5,
          pl: { sm: 5 },
          alignItems: "start",
          gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "90px 150px 150px 110px" },
        }}
      >
        {field("quantity", t("lines.quantity"))}
        {field("unitPrice", bundle ? t("lines.unitPriceBundle") : t("lines.unitPrice"), bundle)}
        <Controller
          control={control}
          name={`lines.${index}.discountType`}
          render={({ field: f }) => (
            <TextField select size="small" label={t("lines.discountType")} value={f.value} onChange={f.onChange} fullWidth>
              <MenuItem value="PERCENTAGE">{t("discountShort.PERCENTAGE")}</MenuItem>
              <MenuItem value="FIXED">{t("discountShort.FIXED")}</MenuItem>
            </TextField>
          )}
        />
        {field("discountValue", t("lines.discount"))}
      </Box>
    </Box>
  );
}
