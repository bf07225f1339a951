import { eventStatusPaletteColors } from "@cortege/domain";
import type { Theme } from "@mui/material/styles";

type PaletteColor = (typeof eventStatusPaletteColors)[number];

const isPaletteColor = (color: string): color is PaletteColor => (eventStatusPaletteColors as readonly string[]).includes(color);

/**
 * The colour of a pipeline status: a theme colour (the defaults map to warning, secondary, success
 * and error, part 1 §4) or the vendor's own #rrggbb.
 */
export function statusColor(theme: Theme, color: string): string {
  if (isPaletteColor(color)) return theme.palette[color].main;
  return /^#[0-9a-fA-F]{6}$/.test(color) ? color : theme.palette.grey[600];
}
