import { unwrap } from "@cortege/api-client";
import type { RouteAnswer, transactionsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { transactionQueryKeys } from "./transaction-query-keys.ts";

export type BankImportResult = RouteAnswer<typeof transactionsContract.bankImport>;

/** The file's bytes in base64: the server tells UTF-8 from Windows-1252 itself. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** POST transaction/bank/import: the statement's lines, all or none. */
export async function importBankStatement(vendorId: string, file: File): Promise<BankImportResult> {
  return unwrap(
    await apiClient.call<typeof transactionsContract.bankImport>({
      method: "POST",
      path: "transaction/bank/import",
      body: { vendorId, filename: file.name, content: await base64Of(file) },
    }),
  );
}

export function useBankImport(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importBankStatement(vendorId, file),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: transactionQueryKeys.all(vendorId) }),
  });
}
