import { type GoogleBusinessReview, googleReviewReplyFieldsSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Rating from "@mui/material/Rating";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../components/form-text-field.tsx";
import { formatInstantDate } from "../../../components/format-calendar-date.ts";
import { ProblemAlert } from "../../../components/problem/problem-alert.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useReplyReview } from "../api/use-reply-review.ts";

type ReplyValues = { comment: string };

/** One Google review: stars, author, date, text, and the vendor's public reply (written or changed in place). */
export function ReviewCard({ vendorId, review }: { vendorId: string; review: GoogleBusinessReview }) {
  const { t, i18n } = useTranslation("calendar");
  const notify = useNotify();
  const locale = i18n.language.startsWith("en") ? "en-GB" : "fr-FR";
  const [replying, setReplying] = useState(false);
  const reply = useReplyReview(vendorId);
  const form = useForm<ReplyValues>({
    resolver: zodResolver(googleReviewReplyFieldsSchema),
    defaultValues: { comment: review.reply?.comment ?? "" },
  });
  const submit = form.handleSubmit(({ comment }) =>
    reply.mutate(
      { review: review.name, comment },
      {
        onSuccess: () => {
          setReplying(false);
          notify(t("reviews.sent"));
        },
      },
    ),
  );

  return (
    <Card variant="outlined" component="article" aria-label={review.reviewer || t("reviews.anonymous")}>
      <CardContent>
        <Stack spacing={1.5}>
          <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, rowGap: 0.5 }}>
            <Typography sx={{ fontWeight: 600, mr: "auto", minWidth: 0, overflowWrap: "anywhere" }}>
              {review.reviewer || t("reviews.anonymous")}
            </Typography>
            <Chip
              size="small"
              label={review.reply ? t("reviews.replied") : t("reviews.notReplied")}
              color={review.reply ? "success" : "warning"}
              variant="outlined"
            />
          </Box>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
            <Rating value={review.rating} readOnly size="small" getLabelText={(value) => t("reviews.stars", { count: value })} />
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              {formatInstantDate(review.createTime, locale)}
            </Typography>
          </Box>
          {review.comment ? (
            <Typography sx={{ whiteSpace: "pre-line" }}>{review.comment}</Typography>
          ) : (
            <Typography sx={{ color: "text.secondary", fontStyle: "italic" }}>{t("reviews.noComment")}</Typography>
          )}
          {review.reply && !replying ? (
            <Box sx={{ borderLeft: 3, borderColor: "primary.light", pl: 2, py: 0.5, bgcolor: "action.hover", borderRadius: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t("reviews.yourReply")}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: "pre-line" }}>
                {review.reply.comment}
              </Typography>
            </Box>
          ) : null}
          {replying ? (
            <Box component="form" noValidate onSubmit={submit}>
              <Stack spacing={1.5}>
                <FormTextField
                  control={form.control}
                  name="comment"
                  label={t("reviews.replyLabel")}
                  helperText={t("reviews.replyHint")}
                  multiline
                  minRows={3}
                  autoFocus
                  fullWidth
                />
                <ProblemAlert error={reply.error} />
                <Box sx={{ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: 1 }}>
                  <Button onClick={() => setReplying(false)} disabled={reply.isPending}>
                    {t("reviews.cancel")}
                  </Button>
                  <Button type="submit" variant="contained" loading={reply.isPending}>
                    {t("reviews.send")}
                  </Button>
                </Box>
              </Stack>
            </Box>
          ) : (
            <Box>
              <Button
                variant={review.reply ? "text" : "outlined"}
                onClick={() => {
                  reply.reset();
                  form.reset({ comment: form.getValues("comment") || (review.reply?.comment ?? "") });
                  setReplying(true);
                }}
              >
                {review.reply ? t("reviews.editReply") : t("reviews.reply")}
              </Button>
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
