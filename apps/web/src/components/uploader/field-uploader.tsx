import { type FileType, mimeTypeOf } from "@cortege/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { Uploader, type UploaderProps } from "./uploader.tsx";

type FieldUploaderProps = Pick<UploaderProps, "items" | "onItemsChange" | "upload"> & {
  label: string;
  /** The kinds of file the field takes, which filter the file picker. */
  types: readonly FileType[];
  hint: string;
};

/** The uploader of a form field under its label; removing a file detaches it only (the form decides on save). */
export function FieldUploader({ label, types, ...uploader }: FieldUploaderProps) {
  return (
    <Box>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 0.75 }}>
        {label}
      </Typography>
      <Uploader label={label} {...uploader} accept={types.map((type) => mimeTypeOf[type]).join(",")} onDelete={async () => {}} />
    </Box>
  );
}
