import type { TipTapDoc } from "@cortege/domain";
import Image from "@tiptap/extension-image";
import type { JSONContent } from "@tiptap/react";
import { RichTextEditor } from "../../../components/rich-text-editor.tsx";
import { LibraryPhotoPicker } from "./library-photo-picker.tsx";

type Props = {
  label: string;
  /** The words of the button that inserts a photo of the media library where the cursor is. */
  insertImageLabel: string;
  value: TipTapDoc;
  onChange: (doc: TipTapDoc) => void;
  error?: string | undefined;
};

const extensions = [Image.configure({ inline: false, allowBase64: false })];

const tools = ["heading", "bold", "italic", "underline", "bulletList", "orderedList", "blockquote"] as const;

/**
 * The article's body: the app's rich-text editor with intertitles (h2, h3), quotes and photos of the media
 * library (at their permanent blog address), kept as TipTap JSON; the server renders and sanitises the HTML.
 */
export function ArticleContentEditor({ label, insertImageLabel, value, onChange, error }: Props) {
  return (
    <RichTextEditor
      label={label}
      error={error}
      tools={tools}
      starterKit={{ heading: { levels: [2, 3] }, link: { openOnClick: false } }}
      extensions={extensions}
      content={value as JSONContent}
      onUpdate={(editor) => onChange(editor.getJSON() as TipTapDoc)}
      minHeight={240}
      below={(editor) => (
        <div>
          <LibraryPhotoPicker
            label={insertImageLabel}
            onPick={(src, alt) => editor?.chain().focus().setImage({ src, alt }).run()}
          />
        </div>
      )}
    />
  );
}
