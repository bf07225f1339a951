import { faqUpdateSchema } from "@cortege/domain";
import { describe, expect, it } from "vitest";
import { faqBody, faqFormValues } from "./faq-form-values.ts";

const vendorId = "0b7e3c1e-5a2f-4c3e-9d7a-1f2e3d4c5b6a";
const questionId = "6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f";

describe("FAQ form values", () => {
  it("sends new entries without questionId and keeps the order", () => {
    const values = faqFormValues(vendorId, [{ questionId, question: "Parking ?", answer: "Oui.", position: 0 }]);
    values.qas.unshift({ questionId: "", question: "Horaires ?", answer: "Jusqu'à 2 h." });
    const body = faqBody(values);
    expect(body.qas).toEqual([
      { question: "Horaires ?", answer: "Jusqu'à 2 h." },
      { questionId, question: "Parking ?", answer: "Oui." },
    ]);
    expect(faqUpdateSchema.safeParse(body).success).toBe(true);
  });

  it("is refused by the domain schema when an answer is empty", () => {
    const body = faqBody({ vendorId, qas: [{ questionId: "", question: "Parking ?", answer: " " }] });
    expect(faqUpdateSchema.safeParse(body).success).toBe(false);
  });
});
