import Add from "@mui/icons-material/Add";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import QuizOutlined from "@mui/icons-material/QuizOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { SaveBar } from "../../../components/save-bar.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useFaq } from "../api/use-faq.ts";
import { useUpdateFaq } from "../api/use-update-faq.ts";
import { faqFormResolver } from "../components/faq-form-resolver.ts";
import { type FaqFormValues, faqBody, faqFormValues } from "../components/faq-form-values.ts";

const formId = "faq-form";

/** /vitrine/faq: the questions couples ask, with their answers, in the order the showcase shows them. */
export function FaqPage() {
  const { t } = useTranslation("showcase");
  const vendorId = useVendorId();
  const notify = useNotify();
  const faq = useFaq(vendorId);
  const save = useUpdateFaq(vendorId);
  const form = useForm<FaqFormValues>({ resolver: faqFormResolver, defaultValues: faqFormValues(vendorId, []) });
  const { control, reset, formState } = form;
  const entries = useFieldArray({ control, name: "qas", keyName: "key" });
  const [deleting, setDeleting] = useState<number | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);

  useEffect(() => {
    if (faq.data) reset(faqFormValues(vendorId, faq.data));
  }, [faq.data, vendorId, reset]);

  // A moved entry keeps the focus on the button that moved it (or its twin when at an end).
  useEffect(() => {
    if (focusAfterMove === null) return;
    const target = document.getElementById(focusAfterMove);
    if (target && !(target as HTMLButtonElement).disabled) target.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const submit = form.handleSubmit((values) =>
    save.mutate(faqBody(values).qas, {
      onSuccess: (qas) => {
        reset(faqFormValues(vendorId, qas));
        notify(t("faq.saved"));
      },
    }),
  );

  const add = () => {
    entries.append({ questionId: "", question: "", answer: "" }, { shouldFocus: true });
  };

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    entries.move(index, to);
    const key = entries.fields[index]?.key ?? "";
    const edge = (by === -1 && to === 0) || (by === 1 && to === entries.fields.length - 1);
    setFocusAfterMove(`faq-${key}-${edge ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down"}`);
  };

  const body = () => {
    if (faq.isPending) return <PageLoader />;
    if (faq.isError) return <LoadError error={faq.error} onRetry={() => void faq.refetch()} />;
    if (entries.fields.length === 0 && !formState.isDirty) {
      return (
        <EmptyState
          icon={<QuizOutlined />}
          title={t("faq.emptyTitle")}
          text={t("faq.empty")}
          action={
            <Button variant="contained" startIcon={<Add />} onClick={add}>
              {t("faq.add")}
            </Button>
          }
        />
      );
    }
    const last = entries.fields.length - 1;
    return (
      <Stack component="form" id={formId} noValidate onSubmit={submit} spacing={2}>
        <Box component="ol" aria-label={t("faq.listLabel")} sx={{ m: 0, p: 0, display: "grid", gap: 2 }}>
          {entries.fields.map((entry, index) => {
            const number = index + 1;
            return (
              <Card
                key={entry.key}
                component="li"
                variant="outlined"
                aria-label={t("faq.entryLabel", { number })}
                sx={{ listStyle: "none" }}
              >
                <CardContent sx={{ display: "grid", gap: 2, "&:last-child": { pb: 2 } }}>
                  <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
                    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
                      {t("faq.entryLabel", { number })}
                    </Typography>
                    <Tooltip title={t("faq.moveUp")}>
                      <span>
                        <IconButton
                          id={`faq-${entry.key}-up`}
                          aria-label={t("faq.moveUpNamed", { number })}
                          disabled={index === 0}
                          onClick={() => move(index, -1)}
                        >
                          <ArrowUpward />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t("faq.moveDown")}>
                      <span>
                        <IconButton
                          id={`faq-${entry.key}-down`}
                          aria-label={t("faq.moveDownNamed", { number })}
                          disabled={index === last}
                          onClick={() => move(index, 1)}
                        >
                          <ArrowDownward />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t("faq.delete")}>
                      <IconButton
                        color="error"
                        aria-label={t("faq.deleteNamed", { number })}
                        onClick={() => {
                          save.reset();
                          setDeleting(index);
                        }}
                      >
                        <DeleteOutlined />
                      </IconButton>
                    </Tooltip>
                  </Box>
                  <FormTextField control={control} name={`qas.${index}.question`} label={t("faq.fields.question")} />
                  <FormTextField
                    control={control}
                    name={`qas.${index}.answer`}
                    label={t("faq.fields.answer")}
                    multiline
                    minRows={2}
                  />
                </CardContent>
              </Card>
            );
          })}
        </Box>
        <Box>
          <Button startIcon={<Add />} onClick={add}>
            {t("faq.add")}
          </Button>
        </Box>
        <SaveBar
          formId={formId}
          pending={save.isPending}
          error={save.error}
          dirty={formState.isDirty}
          onReset={() => reset(faqFormValues(vendorId, faq.data ?? []))}
        />
      </Stack>
    );
  };

  const deletingQuestion = deleting === null ? "" : form.getValues(`qas.${deleting}.question`);
  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <PageHeader title={t("faq.title")} intro={t("faq.intro")} />
      {body()}
      <ConfirmDialog
        open={deleting !== null}
        title={t("faq.deleteTitle")}
        text={deletingQuestion.trim() ? t("faq.deleteText", { question: deletingQuestion }) : t("faq.deleteTextEmpty")}
        confirmLabel={t("faq.deleteConfirm")}
        destructive
        onConfirm={() => {
          if (deleting === null) return;
          entries.remove(deleting);
          setDeleting(null);
          notify(t("faq.removed"));
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
