import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { RichTextEditor } from "../../../components/rich-text-editor.tsx";
import { variableToken } from "./task-form-values.ts";
import { VariableChips } from "./variable-chips.tsx";

type EmailBodyEditorProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
};

const tools = ["bold", "italic", "underline", "bulletList", "orderedList"] as const;

/**
 * The rich-text body of an e-mail (the app's rich-text editor, loaded with the task editor only): bold,
 * italic, underline and lists, which the server keeps when it cleans the HTML, and the variables
 * inserted as chips.
 */
export function EmailBodyEditor({ label, value, onChange, error }: EmailBodyEditorProps) {
  const { t } = useTranslation("tasks");
  // Until the vendor has put the cursor in the message, a variable goes at its end.
  const focusedOnce = useRef(false);
  return (
    <RichTextEditor
      label={label}
      required
      error={error}
      tools={tools}
      starterKit={{
        heading: false,
        codeBlock: false,
        code: false,
        blockquote: false,
        horizontalRule: false,
        link: { openOnClick: false },
      }}
      content={value}
      // An empty editor holds "<p></p>": sent as empty so that the schema says the body is required.
      onUpdate={(editor) => onChange(editor.isEmpty ? "" : editor.getHTML())}
      onFocus={() => {
        focusedOnce.current = true;
      }}
      minHeight={160}
      below={(editor) => (
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
      )}
    />
  );
}
