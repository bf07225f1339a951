import type { UploaderItem } from "./uploader-item.ts";

/** What a tile shows before the server has looked at the bytes: its label is all we know. */
export function kindOfFile(file: Pick<File, "name" | "type">): UploaderItem["kind"] {
  return file.type === "application/pdf" || /\.pdf$/i.test(file.name) ? "pdf" : "image";
}
