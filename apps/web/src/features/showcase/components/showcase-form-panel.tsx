import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import type { FormEventHandler, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { ResponsivePanel } from "../../../components/responsive-panel.tsx";

type ShowcaseFormPanelProps = {
  title: string;
  width: number;
  /** The form's id, for the submit button that stands outside it. */
  formId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** An existing item is being edited (rather than a new one created). */
  editing: boolean;
  /** Label of the submit button of a new item. */
  createLabel: string;
  pending: boolean;
  /** The last save's failure, shown above the fields. */
  error: unknown;
  /** The form's fields. */
  children: ReactNode;
  /**
   * What follows the form (photos saved on their own): the first button of an existing item then says
   * « Fermer », as the panel holds more than the form.
   */
  after?: ReactNode;
};

/** The side panel to add or edit one showcase item: its form, cancel and save. */
export function ShowcaseFormPanel({
  title,
  width,
  formId,
  onSubmit,
  onClose,
  editing,
  createLabel,
  pending,
  error,
  children,
  after,
}: ShowcaseFormPanelProps) {
  const { t: tc } = useTranslation();
  const form = (
    <Stack component="form" id={formId} noValidate onSubmit={onSubmit} spacing={2.5}>
      <ProblemAlert error={error} />
      {children}
    </Stack>
  );

  return (
    <ResponsivePanel
      open
      title={title}
      closeLabel={tc("actions.close")}
      onClose={onClose}
      width={width}
      actions={
        <>
          <Button onClick={onClose}>{editing && after !== undefined ? tc("actions.close") : tc("actions.cancel")}</Button>
          <Button type="submit" form={formId} variant="contained" loading={pending}>
            {editing ? tc("actions.save") : createLabel}
          </Button>
        </>
      }
    >
      {after === undefined ? (
        form
      ) : (
        <Stack spacing={3}>
          {form}
          <Divider />
          {after}
        </Stack>
      )}
    </ResponsivePanel>
  );
}
