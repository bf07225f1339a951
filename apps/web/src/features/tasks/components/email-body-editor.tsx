import FormatBold from "@mui/icons-material/FormatBold";
import FormatItalic from "@mui/icons-material/FormatItalic";
import FormatListBulleted from "@mui/icons-material/FormatListBulleted";
import FormatListNumbered from "@mui/icons-material/FormatListNumbered";
import FormatUnderlined from "@mui/icons-material/FormatUnderlined";
import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import ToggleButton from "@mui/material/ToggleButton";
import Typography from "@mui/material/Typography";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { variableToken } from "./task-form-values.ts";
import { VariableChips } from "./variable-chips.tsx";

type EmailBodyEditorProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
};

/**
 * The rich-text body of an e-mail (TipTap, loaded with the editor only): bold, italic, underline and
 * lists, which the server keeps when it cleans the HTML, and the variables inserted as chips.
 */
export function EmailBodyEditor({ label, value, onChange, error }: EmailBodyEditorProps) {
  const { t } = useTranslation("tasks");
  const labelId = useId();
  const errorId = useId();
  // Until the vendor has put the cursor in the message, a variable goes at its end.
  const focusedOnce = useRef(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        code: false,
        blockquote: false,
        horizontalRule: false,
        link: { openOnClick: false },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(error ? { "aria-invalid": "true", "aria-describedby": errorId } : {}),
      },
    },
    // An empty editor holds "<p></p>": sent as empty so that the schema says the body is required.
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
    onFocus: () => {
      focusedOnce.current = true;
    },
  });
  const marks = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      underline: e?.isActive("underline") ?? false,
      bulletList: e?.isActive("bulletList") ?? false,
      orderedList: e?.isActive("orderedList") ?? false,
    }),
  });
  const tools = [
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
  ] as const;
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <Typography id={labelId} variant="body2" sx={{ color: error ? "error.main" : "text.secondary" }}>
        {label} *
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
          aria-label={t("editor.toolbar")}
          sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, p: 0.5, borderBottom: 1, borderColor: "divider" }}
        >
          {tools.map((tool) => (
            <ToggleButton
              key={tool.id}
              value={tool.id}
              size="small"
              selected={marks?.[tool.id] ?? false}
              onChange={tool.run}
              aria-label={t(`editor.${tool.id}`)}
              sx={{ border: 0, p: 0.75 }}
            >
              {tool.icon}
            </ToggleButton>
          ))}
        </Box>
        <Box
          sx={{
            px: 1.5,
            "& .tiptap": { minHeight: 160, outline: "none", py: 1, fontSize: "0.95rem", lineHeight: 1.5 },
            "& .tiptap p": { my: 0.75 },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <VariableChips
        target={t("variables.body")}
        onInsert={(variable) =>
          editor
            ?.chain()
            .focus(focusedOnce.current ? null : "end")
            .insertContent(variableToken(variable))
            .run()
        }
      />
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
