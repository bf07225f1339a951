import { unwrap } from "@cortege/api-client";
import type { documentsContract, QuoteType } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { documentQueryKeys } from "./document-query-keys.ts";
import type { DocumentWire } from "./document-wire.ts";

export type SendDocumentInput = {
  quoteType: QuoteType;
  quoteId: string;
  emails: string[];
  /** Templates ({{client}}, {{numero}}…); the billing settings' when absent. */
  subject?: string;
  body?: string;
  sendCopyToSelf: boolean;
};

/** POST quote/send-email: the PDF attached, a copy to the vendor if asked; the document becomes SENT. */
export async function sendDocument(vendorId: string, input: SendDocumentInput): Promise<DocumentWire> {
  return unwrap(
    await apiClient.call<typeof documentsContract.sendEmail>({
      method: "POST",
      path: "quote/send-email",
      body: { vendorId, ...input },
    }),
  );
}

export function useSendDocument() {
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendDocumentInput) => sendDocument(vendorId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentQueryKeys.all(vendorId) }),
  });
}
