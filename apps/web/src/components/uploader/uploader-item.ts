/** One file of an uploader list. The caller owns the list; the uploader only shows and edits it. */
export type UploaderItem = {
  /** Stable across renders and reorders; the server's fileId once it has one. */
  key: string;
  name: string;
  kind: "image" | "pdf";
  /** A small picture for the tile: the server's thumbnail, or the local file while it travels. */
  previewUrl: string | null;
  /** What "open" shows: a larger picture, or the PDF itself. */
  openUrl: string | null;
  status: "uploading" | "done" | "error";
  /** The spec's `progress` of a Media or Attachment, 0 to 100. */
  progress: number;
  /** The French reason of a failure, shown with « Réessayer ». */
  error: string | null;
  /** Set once the server confirmed the file. */
  fileId: string | null;
  /** Kept until the upload succeeds, so that « Réessayer » can send it again. */
  file: File | null;
  /** The picture's text alternative when the caller knows one (a showcase photo's description). */
  alt?: string | null;
};
