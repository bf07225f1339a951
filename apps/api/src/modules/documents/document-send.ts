import { documentApiMessages as am, documentErrorCodes as codes, commonErrorCodes, type QuoteSendEmail } from "@cortege/domain";
import { readConfig } from "./document-config.ts";
import type { DocumentsContext } from "./document-context.ts";
import { composeDocumentEmail, documentTypeInSentence } from "./document-email.ts";
import { clientForMentions, load } from "./document-load.ts";
import { hasOriginal } from "./document-original.ts";
import { present } from "./document-present.ts";
import { printable } from "./document-printable.ts";
import { documentNotFound, refuse } from "./document-refusals.ts";
import { changeStatus } from "./document-status.ts";

/**
 * quote/send-email: the PDF attached to the quote config's e-mail (variables filled), to the
 * given addresses or the client's, with an optional copy to the vendor. A draft is issued (SENT)
 * first, its number allocated, in the transaction that sends: if the mail cannot leave, nothing
 * is issued and no number is used. Any other status stays as it is (a paid invoice sent again
 * stays paid).
 */
export async function sendDocument(ctx: DocumentsContext, vendorId: string, body: QuoteSendEmail, userId: string | null = null) {
  const mailer = ctx.mailer;
  if (!mailer) throw new Error("documents service built without a mailer");
  const initial = await load(ctx, ctx.db, vendorId, body.quoteId, body.quoteType);
  if (body.clientId && initial.clientId !== body.clientId) throw documentNotFound();
  if (initial.status === "CANCELED") throw refuse(codes.STATUS_REFUSED, am.canceledNotSent);
  const client = await clientForMentions(ctx, vendorId, initial);
  const clientEmails = (client?.contacts ?? []).map((c) => c.email?.trim() ?? "").filter((e) => e !== "");
  const recipients = [...new Set(body.emails && body.emails.length > 0 ? body.emails : clientEmails)];
  if (recipients.length === 0) throw refuse(commonErrorCodes.VALIDATION_FAILED, am.noRecipient);
  const company = await ctx.seller.storedCompany(ctx.db, vendorId);
  // Never an address from the request: the vendor's confirmed one answers and gets the copy.
  const sender = await ctx.outgoingMail.sender(vendorId);
  const vendorEmail = sender.replyTo;
  if (body.sendCopyToSelf && !vendorEmail) throw refuse(commonErrorCodes.VALIDATION_FAILED, am.noVendorEmail);
  const vendorName =
    (typeof company.tradeName === "string" && company.tradeName.trim()) ||
    (typeof company.corporateName === "string" && company.corporateName.trim()) ||
    null;
  const cfg = await readConfig(ctx, ctx.db, vendorId);

  await ctx.repo.transaction(async (tx) => {
    const row = await load(ctx, tx, vendorId, body.quoteId, body.quoteType, true);
    // Addresses outside the vendor's clients count against its daily cap; past it nothing is issued.
    const refusal = await ctx.outgoingMail.admit(tx, vendorId, recipients);
    if (refusal) throw refusal;
    if (row.status === "DRAFT") await changeStatus(ctx, tx, vendorId, row, "SENT", client, {}, { userId, source: "SEND" });
    const current = await load(ctx, tx, vendorId, row.id, body.quoteType);
    const { filename, pdf } = hasOriginal(current)
      ? await ctx.originals.deliverable(tx, vendorId, current)
      : await printable(ctx, tx, vendorId, current, client);
    const type = current.quoteType;
    const message = composeDocumentEmail({
      quoteType: type,
      subject: body.subject ?? cfg.titleEmailTemplate ?? null,
      body: body.body ?? cfg.emailTemplate ?? null,
      values: {
        clientName: current.clientName ?? client?.name ?? null,
        documentType: documentTypeInSentence[type],
        number: current.name,
        totalIncludingTaxCents: current.totalIncludingTaxCents,
        dueDate: type === "QUOTE" ? current.expirationDate : type === "CREDIT_NOTE" ? null : current.dueDate,
        vendorName,
      },
    });
    const envelope = {
      attachments: [{ filename, content: pdf, contentType: "application/pdf" }],
      ...(vendorEmail ? { replyTo: vendorEmail } : {}),
      ...(sender.fromName ? { fromName: sender.fromName } : {}),
    };
    await mailer.send({ to: recipients.join(", "), ...message, ...envelope });
    if (body.sendCopyToSelf && vendorEmail) {
      await mailer.send({ to: vendorEmail, ...message, subject: `Copie : ${message.subject}`, ...envelope });
    }
  });
  return present(ctx, ctx.db, vendorId, await load(ctx, ctx.db, vendorId, body.quoteId, body.quoteType));
}
