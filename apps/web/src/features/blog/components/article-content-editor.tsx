import type { TipTapDoc } from "@cortege/domain";
import type { JSONContent } from "@tiptap/react";
import { RichTextEditor } from "../../../components/rich-text-editor.tsx";

type Props = { label: string; value: TipTapDoc; onChange: (doc: TipTapDoc) => void; error?: string | undefined };

const tools = ["heading", "bold", "italic", "underline", "bulletList", "orderedList", "blockquote"] as const;

/**
 * The article's body: the app's rich-text editor with intertitles (h2, h3) and quotes, kept as TipTap
 * JSON; the server renders and sanitises the HTML from it.
 */
export function ArticleContentEditor({ label, value, onChange, error }: Props) {
  return (
    <RichTextEditor
      label={label}
      error={error}
      tools={tools}
      starterKit={{ heading: { levels: [2, 3] }, link: { openOnClick: false } }}
      content={value as JSONContent}
      onUpdate={(editor) => onChange(editor.getJSON() as TipTapDoc)}
      minHeight={240}
    />
  );
}
