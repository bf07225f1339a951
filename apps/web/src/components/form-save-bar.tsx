import { SaveBar } from "./save-bar.tsx";

type FormSaveBarProps = {
  formId: string;
  /** The page's form: « Annuler » is offered once it is edited, and puts it back. */
  form: { formState: { isDirty: boolean }; reset: () => void };
  /** The save's mutation: its refusal shows above the buttons, « Annuler » forgets it with the edits. */
  save: { isPending: boolean; error: unknown; reset: () => void };
  /** What else « Annuler » undoes on this page. */
  onReset?: () => void;
};

/** The SaveBar of a settings page whose one form is saved by one mutation. */
export function FormSaveBar({ formId, form, save, onReset }: FormSaveBarProps) {
  return (
    <SaveBar
      formId={formId}
      pending={save.isPending}
      error={save.error}
      dirty={form.formState.isDirty}
      onReset={() => {
        save.reset();
        onReset?.();
        form.reset();
      }}
    />
  );
}
