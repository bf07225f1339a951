import Box from "@mui/material/Box";
import { useLayoutEffect, useRef, useState } from "react";
import type { ChartRow } from "./chart-row.ts";
import { chartScale } from "./chart-ticks.ts";

/** The width a label under a bar needs (« sept. 2026 », « S48 ») before every other one is left out. */
const labelWidthPx = 64;
const plotHeightPx = 200;

const caption = { typography: "caption", color: "text.secondary", lineHeight: 1.2, whiteSpace: "nowrap" } as const;

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    // Every browser has it; the unit tests' jsdom does not (there the first guess stays). Its first report comes with
    // the page's own layout: reading clientWidth here would force one more layout before the first paint.
    if (!node || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** Where a value sits between the axis' ends, in % from its low end. */
const at = (value: number, low: number, high: number) => ((value - low) / (high - low)) * 100;

/**
 * The picture of `BarChartWithTable`, drawn with plain boxes: the figures are read by the table beside it (a screen
 * reader reads that one; this one is hidden from it), so the picture only has to show the shape. It replaced MUI X's
 * chart (~95 kB gz and the home screen's longest task on a phone, issue 26); each bar tells its figure on hover.
 */
export function BarChartPicture({
  rows,
  format,
  horizontal,
  integer,
}: {
  rows: ChartRow[];
  format: (value: number) => string;
  horizontal: boolean;
  integer: boolean;
}) {
  const { low, high, ticks } = chartScale(
    rows.map((r) => r.value),
    { integer },
  );
  const { ref, width } = useWidth();
  const bar = (r: ChartRow) => ({
    title: `${r.label} : ${format(r.value)}`,
    start: at(Math.min(0, r.value), low, high),
    length: (Math.abs(r.value) / (high - low)) * 100,
  });

  if (horizontal) {
    return (
      <Box
        aria-hidden
        sx={{
          display: "grid",
          gridTemplateColumns: "minmax(0, max-content) minmax(0, 1fr) max-content",
          gap: 1,
          alignItems: "center",
        }}
      >
        {rows.map((r) => {
          const b = bar(r);
          return (
            <Box key={r.label} sx={{ display: "contents" }} title={b.title}>
              <Box sx={{ ...caption, maxWidth: "10rem", overflow: "hidden", textOverflow: "ellipsis" }}>{r.label}</Box>
              <Box sx={{ position: "relative", height: 20, bgcolor: "action.hover", borderRadius: 0.5 }}>
                <Box
                  sx={{
                    position: "absolute",
                    top: 0,
                    bottom: 0,
                    left: `${b.start}%`,
                    width: `${b.length}%`,
                    minWidth: r.value === 0 ? 0 : 2,
                    bgcolor: "primary.main",
                    borderRadius: 0.5,
                  }}
                />
              </Box>
              <Box sx={{ ...caption, color: "text.primary", textAlign: "right" }}>{format(r.value)}</Box>
            </Box>
          );
        })}
      </Box>
    );
  }

  // Under the bars, one label in every `every`, so that they never overlap however narrow the screen.
  const every = width > 0 ? Math.max(1, Math.ceil((rows.length * labelWidthPx) / width)) : rows.length > 6 ? 2 : 1;
  return (
    <Box aria-hidden sx={{ display: "grid", gridTemplateColumns: "max-content minmax(0, 1fr)", columnGap: 1 }}>
      <Box sx={{ position: "relative", height: plotHeightPx }}>
        {/* The widest tick label, unseen, gives the column its width; the seen ones sit at their height. */}
        <Box sx={{ visibility: "hidden", height: 0, overflow: "hidden" }}>
          {ticks.map((t) => (
            <Box key={t} sx={caption}>
              {format(t)}
            </Box>
          ))}
        </Box>
        {ticks.map((t) => (
          <Box
            key={t}
            sx={{ ...caption, position: "absolute", right: 0, bottom: `${at(t, low, high)}%`, transform: "translateY(50%)" }}
          >
            {format(t)}
          </Box>
        ))}
      </Box>
      <Box ref={ref} sx={{ position: "relative", height: plotHeightPx }}>
        {ticks.map((t) => (
          <Box
            key={t}
            sx={{
              position: "absolute",
              left: 0,
              right: 0,
              bottom: `${at(t, low, high)}%`,
              borderTop: 1,
              borderColor: t === 0 ? "text.secondary" : "divider",
            }}
          />
        ))}
        <Box sx={{ position: "absolute", inset: 0, display: "flex" }}>
          {rows.map((r) => {
            const b = bar(r);
            return (
              <Box key={r.label} title={b.title} sx={{ position: "relative", flex: 1, minWidth: 0 }}>
                <Box
                  sx={{
                    position: "absolute",
                    left: "15%",
                    right: "15%",
                    bottom: `${b.start}%`,
                    height: `${b.length}%`,
                    minHeight: r.value === 0 ? 0 : 2,
                    bgcolor: "primary.main",
                    borderRadius: "2px 2px 0 0",
                  }}
                />
              </Box>
            );
          })}
        </Box>
      </Box>
      <Box />
      <Box sx={{ display: "flex", pt: 0.5 }}>
        {rows.map((r, i) => (
          <Box key={r.label} sx={{ ...caption, flex: 1, minWidth: 0, overflow: "visible", textAlign: "center" }}>
            {i % every === 0 ? r.label : ""}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
