import type { FaqItem } from "@cortege/domain";

/** What the FAQ screen edits: the body of vendor/faq/update, as typed (questionId "" for a new entry). */
export type FaqFormValues = { vendorId: string; qas: { questionId: string; question: string; answer: string }[] };

export const faqFormValues = (vendorId: string, qas: readonly FaqItem[]): FaqFormValues => ({
  vendorId,
  qas: qas.map(({ questionId, question, answer }) => ({ questionId, question, answer })),
});

/** The body sent: a new entry has no questionId. */
export const faqBody = (values: FaqFormValues) => ({
  vendorId: values.vendorId,
  qas: values.qas.map(({ questionId, question, answer }) =>
    questionId === "" ? { question, answer } : { questionId, question, answer },
  ),
});
