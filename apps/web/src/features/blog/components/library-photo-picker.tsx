import PhotoLibrary from "@mui/icons-material/PhotoLibrary";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonBase from "@mui/material/ButtonBase";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { useCurrentVendor } from "../../../lib/session/use-current-vendor.ts";
import { useLibraryPhotos } from "../api/use-library-photos.ts";

/**
 * « Choisir dans la médiathèque »: a photo of the administrator's own media library becomes the field's
 * address. The address is the blog's (/blog/medias/…), permanent: the server serves a library photo there
 * once an article shows it, never the library's signed links (they expire within the hour).
 */
export function LibraryPhotoPicker({ label, onPick }: { label: string; onPick: (address: string, alt: string) => void }) {
  const { t } = useTranslation("blog");
  const [open, setOpen] = useState(false);
  const vendorId = useCurrentVendor().currentVendor?.id ?? "";
  const photos = useLibraryPhotos(vendorId, open);
  const pick = (fileId: string, alt: string) => {
    onPick(`${window.location.origin}/blog/medias/${vendorId}/${fileId}/large`, alt);
    setOpen(false);
  };
  return (
    <>
      <Button size="small" startIcon={<PhotoLibrary />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby="library-picker-title">
        <DialogTitle id="library-picker-title">{t("library.title")}</DialogTitle>
        <DialogContent>
          {!vendorId ? (
            <Typography>{t("library.noLibrary")}</Typography>
          ) : photos.isError ? (
            <LoadError error={photos.error} onRetry={() => void photos.refetch()} />
          ) : !photos.data ? (
            <PageLoader />
          ) : photos.data.length === 0 ? (
            <Typography>{t("library.empty")}</Typography>
          ) : (
            <Box
              component="ul"
              aria-label={t("library.title")}
              sx={{
                listStyle: "none",
                p: 0,
                m: 0,
                display: "grid",
                gap: 1.5,
                gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "repeat(4, minmax(0, 1fr))" },
              }}
            >
              {photos.data.map((photo) => {
                const name = photo.title ?? photo.originalName;
                return (
                  <li key={photo.filename}>
                    <ButtonBase
                      onClick={() => pick(photo.filename, photo.title ?? "")}
                      aria-label={t("library.choose", { name })}
                      sx={{ display: "block", width: "100%", borderRadius: 1, overflow: "hidden", textAlign: "left" }}
                    >
                      <Box
                        component="img"
                        src={photo.thumbnailUrl}
                        alt=""
                        sx={{ display: "block", width: "100%", aspectRatio: "4 / 3", objectFit: "cover" }}
                      />
                      <Typography variant="caption" noWrap component="span" sx={{ display: "block", px: 0.5 }}>
                        {name}
                      </Typography>
                    </ButtonBase>
                  </li>
                );
              })}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t("library.cancel")}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
