import type { FileCategory } from "@cortege/domain";
import { useEffect, useState } from "react";
import { uploaderItemOf } from "./media-file-item.ts";
import { mediaLibraryApi } from "./media-library-api.ts";
import type { UploaderItem } from "./uploader-item.ts";
import { useMediaLibraryUpload } from "./use-media-library-upload.ts";

/** The form field the files are kept in: one fileId (or null), or a list of them. */
type FileIdsField = { value: unknown; onChange: (value: string | null | string[]) => void };

type FieldFilesOptions = {
  field: FileIdsField;
  vendorId: string;
  /** The vendor's folder the files live in. */
  category: FileCategory;
  /** Several files (a list of ids); else one (an id or null). */
  multiple?: boolean;
};

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value : value ? [value as string] : []);

/**
 * The uploader list of a form field keeping fileIds of the media library: it shows the saved files, and writes
 * back the ids of the files the server confirmed. Removing a file only detaches it, so that cancelling the form
 * never leaves a saved record pointing at a deleted file.
 */
export function useFieldFiles({ field, vendorId, category, multiple = false }: FieldFilesOptions) {
  const upload = useMediaLibraryUpload({ vendorId, category });
  const [items, setItems] = useState<UploaderItem[]>([]);
  const initial = useState(() => idsOf(field.value))[0];

  useEffect(() => {
    if (initial.length === 0 || vendorId === "") return;
    let live = true;
    void mediaLibraryApi.urls({ vendorId, category, filenames: initial }).then((result) => {
      const files = (result.ok ? result.data.urls : []).filter((file) => file !== null);
      if (live && files.length > 0) setItems((current) => (current.length === 0 ? files.map(uploaderItemOf) : current));
    });
    return () => {
      live = false;
    };
  }, [initial, vendorId, category]);

  // Only what the user did is written back: the list is empty while a saved file is still loading.
  const [touched, setTouched] = useState(false);
  const change: typeof setItems = (update) => {
    setTouched(true);
    setItems((current) => {
      const next = typeof update === "function" ? update(current) : update;
      if (multiple) return next;
      // One file: the newest one the server confirmed wins, with whatever is still travelling.
      const kept = next.filter((item) => item.status === "done").at(-1);
      return next.filter((item) => item.status !== "done" || item === kept);
    });
  };
  const doneIds = items.filter((item) => item.status === "done" && item.fileId).map((item) => item.fileId as string);
  const key = doneIds.join("|");
  useEffect(() => {
    if (!touched) return;
    const ids = key === "" ? [] : key.split("|");
    const value = multiple ? ids : (ids[0] ?? null);
    if (JSON.stringify(value) !== JSON.stringify(field.value)) field.onChange(value);
  }, [touched, key, multiple, field]);

  return { items, onItemsChange: change, upload };
}
