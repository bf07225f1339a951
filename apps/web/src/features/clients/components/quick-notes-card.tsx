import { quickNoteCreateSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useCreateQuickNote } from "../api/use-create-quick-note.ts";
import { useQuickNotes } from "../api/use-quick-notes.ts";
import { QuickNoteItem } from "./quick-note-item.tsx";

/** Short notes taken after a call or a visit, newest first, a page at a time. */
export function QuickNotesCard({ vendorId, clientId }: { vendorId: string; clientId: string }) {
  const { t } = useTranslation("clients");
  const notify = useNotify();
  const notes = useQuickNotes(clientId);
  const create = useCreateQuickNote(vendorId, clientId);
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(quickNoteCreateSchema),
    defaultValues: { vendorId, clientId, content: "" },
  });
  const onSubmit = handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: () => {
        reset({ vendorId, clientId, content: "" });
        notify(t("notes.added"));
      },
    }),
  );
  const items = notes.data?.pages.flatMap((p) => p.quickNotes) ?? [];
  return (
    <SectionCard title={t("notes.title")}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: "grid", gap: 1, mb: 2 }}>
        <ProblemAlert error={create.error} />
        <FormTextField control={control} name="content" label={t("notes.newLabel")} multiline minRows={2} />
        <Box>
          <Button type="submit" variant="outlined" loading={create.isPending}>
            {t("notes.add")}
          </Button>
        </Box>
      </Box>
      {notes.isError && !notes.data ? <LoadError error={notes.error} onRetry={() => void notes.refetch()} /> : null}
      {notes.isSuccess && items.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>{t("notes.empty")}</Typography>
      ) : null}
      {items.length > 0 ? (
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
          {items.map((note) => (
            <QuickNoteItem key={note.quickNoteId} note={note} vendorId={vendorId} clientId={clientId} />
          ))}
        </Box>
      ) : null}
      {notes.hasNextPage ? (
        <Button onClick={() => void notes.fetchNextPage()} loading={notes.isFetchingNextPage} sx={{ mt: 1 }}>
          {t("notes.loadMore")}
        </Button>
      ) : null}
    </SectionCard>
  );
}
