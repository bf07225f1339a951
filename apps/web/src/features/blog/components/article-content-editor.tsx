import type { TipTapDoc } from "@cortege/domain";
import FormatBold from "@mui/icons-material/FormatBold";
import FormatItalic from "@mui/icons-material/FormatItalic";
import FormatListBulleted from "@mui/icons-material/FormatListBulleted";
import FormatListNumbered from "@mui/icons-material/FormatListNumbered";
import FormatQuote from "@mui/icons-material/FormatQuote";
import FormatUnderlined from "@mui/icons-material/FormatUnderlined";
import Title from "@mui/icons-material/Title";
import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import ToggleButton from "@mui/material/ToggleButton";
import Typography from "@mui/material/Typography";
import { EditorContent, type JSONContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useId } from "react";
import { useTranslation } from "react-i18next";

type Props = { label: string; value: TipTapDoc; onChange: (doc: TipTapDoc) => void; error?: string | undefined };

/**
 * The article's body: TipTap's StarterKit (the app's version, as in the task e-mail editor), kept as
 * TipTap JSON; the server renders and sanitises the HTML from it.
 */
export function ArticleContentEditor({ label, value, onChange, error }: Props) {
  const { t } = useTranslation("blog");
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } })],
    content: value as JSONContent,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(error ? { "aria-invalid": "true", "aria-describedby": errorId } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getJSON() as TipTapDoc),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      underline: e?.isActive("underline") ?? false,
      heading: e?.isActive("heading", { level: 2 }) ?? false,
      bulletList: e?.isActive("bulletList") ?? false,
      orderedList: e?.isActive("orderedList") ?? false,
      blockquote: e?.isActive("blockquote") ?? false,
    }),
  });
  const tools = [
    { id: "heading", icon: <Title fontSize="small" />, run: () => editor?.chain().focus().toggleHeading({ level: 2 }).run() },
    { id: "bold", icon: <FormatBold fontSize="small" />, run: () => editor?.chain().focus().toggleBold().run() },
    { id: "italic", icon: <FormatItalic fontSize="small" />, run: () => editor?.chain().focus().toggleItalic().run() },
    { id: "underline", icon: <FormatUnderlined fontSize="small" />, run: () => editor?.chain().focus().toggleUnderline().run() },
    {
      id: "bulletList",
      icon: <FormatListBulleted fontSize="small" />,
      run: () => editor?.chain().focus().toggleBulletList().run(),
    },
    {
      id: "orderedList",
      icon: <FormatListNumbered fontSize="small" />,
      run: () => editor?.chain().focus().toggleOrderedList().run(),
    },
    { id: "blockquote", icon: <FormatQuote fontSize="small" />, run: () => editor?.chain().focus().toggleBlockquote().run() },
  ] as const;
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <Typography id={labelId} variant="body2" sx={{ color: error ? "error.main" : "text.secondary" }}>
        {label}
      </Typography>
      <Box sx={{ border: 1, borderColor: error ? "error.main" : "divider", borderRadius: 1 }}>
        <Box
          role="toolbar"
          aria-label={t("editor.toolbar")}
          sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, p: 0.5, borderBottom: 1, borderColor: "divider" }}
        >
          {tools.map((tool) => (
            <ToggleButton
              key={tool.id}
              value={tool.id}
              size="small"
              selected={active?.[tool.id] ?? false}
              onChange={tool.run}
              // The editor keeps its focus and selection: a mark chosen here applies to what is typed next.
              onMouseDown={(event) => event.preventDefault()}
              aria-label={t(`editor.${tool.id}`)}
              sx={{ border: 0, p: 0.75 }}
            >
              {tool.icon}
            </ToggleButton>
          ))}
        </Box>
        <Box sx={{ px: 2, "& .tiptap": { minHeight: 240, outline: "none", py: 1 }, "& .tiptap p": { my: 1 } }}>
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
