import Box from "@mui/material/Box";
import type SvgIcon from "@mui/material/SvgIcon";
import Typography from "@mui/material/Typography";

type CardCoverProps = {
  /** The picture shown, if any. */
  url: string | null | undefined;
  /** What stands in its place when there is none. */
  icon: typeof SvgIcon;
  /** Said under the icon when there is no picture. */
  noPictureText?: string;
  /** Greys the picture out (an expired promotion). */
  greyed?: boolean;
};

/** The 16:9 picture at the top of a showcase card; decorative, the card's title names it. */
export function CardCover({ url, icon: Icon, noPictureText, greyed = false }: CardCoverProps) {
  return (
    <Box
      sx={{
        aspectRatio: "16 / 9",
        bgcolor: "action.hover",
        display: "grid",
        placeItems: "center",
        color: "text.secondary",
        overflow: "hidden",
        filter: greyed ? "grayscale(1)" : undefined,
      }}
    >
      {url ? (
        <Box component="img" src={url} alt="" sx={{ width: "100%", height: "100%", objectFit: "cover" }} />
      ) : noPictureText ? (
        <Box sx={{ display: "grid", justifyItems: "center", gap: 0.5 }}>
          <Icon sx={{ fontSize: 36 }} />
          <Typography variant="body2">{noPictureText}</Typography>
        </Box>
      ) : (
        <Icon sx={{ fontSize: 36 }} />
      )}
    </Box>
  );
}
