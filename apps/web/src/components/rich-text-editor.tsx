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
import { type Content, type Editor, EditorContent, type Extensions, useEditor, useEditorState } from "@tiptap/react";
import StarterKit, { type StarterKitOptions } from "@tiptap/starter-kit";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";

export type RichTextTool = "heading" | "bold" | "italic" | "underline" | "bulletList" | "orderedList" | "blockquote";

const icons: Record<RichTextTool, ReactNode> = {
  heading: <Title fontSize="small" />,
  bold: <FormatBold fontSize="small" />,
  italic: <FormatItalic fontSize="small" />,
  underline: <FormatUnderlined fontSize="small" />,
  bulletList: <FormatListBulleted fontSize="small" />,
  orderedList: <FormatListNumbered fontSize="small" />,
  blockquote: <FormatQuote fontSize="small" />,
};

const run = (editor: Editor | null, tool: RichTextTool) => {
  const chain = editor?.chain().focus();
  if (!chain) return;
  const commands = {
    heading: () => chain.toggleHeading({ level: 2 }),
    bold: () => chain.toggleBold(),
    italic: () => chain.toggleItalic(),
    underline: () => chain.toggleUnderline(),
    bulletList: () => chain.toggleBulletList(),
    orderedList: () => chain.toggleOrderedList(),
    blockquote: () => chain.toggleBlockquote(),
  } satisfies Record<RichTextTool, () => unknown>;
  (commands[tool]() as { run: () => boolean }).run();
};

type Props = {
  label: string;
  /** « * » after the label, as MUI's required fields. */
  required?: boolean;
  error?: string | undefined;
  /** The buttons of the toolbar, in order; the StarterKit nodes the caller leaves out are off in `starterKit`. */
  tools: readonly RichTextTool[];
  starterKit: Partial<StarterKitOptions>;
  /** Nodes beyond the StarterKit's (the blog's images). */
  extensions?: Extensions;
  content: Content;
  onUpdate: (editor: Editor) => void;
  onFocus?: () => void;
  /** Height of the writing area in px. */
  minHeight: number;
  /** What goes under the box (a caller's inserts, such as variables), given the editor. */
  below?: (editor: Editor | null) => ReactNode;
};

/**
 * The app's one rich-text field (TipTap's StarterKit): a labelled toolbar of toggle buttons that keep
 * the editor's focus and selection, the writing area as an accessible multi-line textbox, the error
 * under it. TipTap weighs ~125 kB gz: callers load the file that imports this one lazily.
 */
export function RichTextEditor({
  label,
  required = false,
  error,
  tools,
  starterKit,
  extensions = [],
  content,
  onUpdate,
  onFocus,
  minHeight,
  below,
}: Props) {
  const { t } = useTranslation("common");
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure(starterKit), ...extensions],
    content,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(error ? { "aria-invalid": "true", "aria-describedby": errorId } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onUpdate(e),
    ...(onFocus ? { onFocus } : {}),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries(
        tools.map((tool) => [tool, e?.isActive(tool, tool === "heading" ? { level: 2 } : undefined) ?? false]),
      ) as Record<RichTextTool, boolean>,
  });
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <Typography id={labelId} variant="body2" sx={{ color: error ? "error.main" : "text.secondary" }}>
        {label}
        {required ? " *" : ""}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? "error.main" : "divider",
          borderRadius: 1,
          "&:focus-within": {
            borderColor: error ? "error.main" : "primary.main",
            boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
          },
        }}
      >
        <Box
          role="toolbar"
          aria-label={t("richText.toolbar")}
          sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, p: 0.5, borderBottom: 1, borderColor: "divider" }}
        >
          {tools.map((tool) => (
            <ToggleButton
              key={tool}
              value={tool}
              size="small"
              selected={active?.[tool] ?? false}
              onChange={() => run(editor, tool)}
              // The editor keeps its focus and selection: a mark chosen here applies to what is typed next.
              onMouseDown={(event) => event.preventDefault()}
              aria-label={t(`richText.${tool}`)}
              sx={{ border: 0, p: 0.75 }}
            >
              {icons[tool]}
            </ToggleButton>
          ))}
        </Box>
        <Box
          sx={{
            px: 1.5,
            "& .tiptap": { minHeight, outline: "none", py: 1, lineHeight: 1.5 },
            "& .tiptap p": { my: 0.75 },
            "& .tiptap img": { display: "block", maxWidth: "100%", height: "auto", my: 1, borderRadius: 1 },
            "& .tiptap img.ProseMirror-selectednode": { outline: 2, outlineColor: "primary.main", outlineStyle: "solid" },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {below?.(editor)}
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
