import { promotionCreateSchema } from "@cortege/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import type { PromotionFormValues } from "./promotion-form-values.ts";

/** The domain's promotion schema checks the very body that is sent (raw: the form keeps what was typed). */
export const promotionFormResolver = zodResolver(promotionCreateSchema, undefined, {
  raw: true,
}) as unknown as Resolver<PromotionFormValues>;
