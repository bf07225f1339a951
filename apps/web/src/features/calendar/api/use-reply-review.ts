import { unwrap } from "@cortege/api-client";
import type { calendarContract, GoogleBusinessReview } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { calendarQueryKeys } from "./calendar-query-keys.ts";

type Reply = NonNullable<GoogleBusinessReview["reply"]>;

/** POST vendor/google-business-reviews/reply: the vendor's public reply, created or replaced in Google. */
export async function replyToReview(vendorId: string, review: string, comment: string): Promise<Reply> {
  return unwrap(
    await apiClient.call<typeof calendarContract.replyReview>({
      method: "POST",
      path: "vendor/google-business-reviews/reply",
      body: { vendorId, review, comment },
    }),
  );
}

export function useReplyReview(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ review, comment }: { review: string; comment: string }) => replyToReview(vendorId, review, comment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...calendarQueryKeys.all(vendorId), "google-business-reviews"] }),
  });
}
