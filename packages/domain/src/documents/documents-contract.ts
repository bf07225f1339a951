import { route } from "../routes/route-contract.ts";
import { documentRefQuerySchema, paymentCreateSchema, paymentDeleteSchema } from "./document-payment-requests.ts";
import { paymentsWireSchema, statusHistoryWireSchema } from "./document-payments.ts";
import {
  electronicSignatureSchema,
  quoteArchiveResponseSchema,
  quoteArchiveSchema,
  quoteClientListQuerySchema,
  quoteConfigResponseSchema,
  quoteConfigUpdateSchema,
  quoteCreatedSchema,
  quoteCreateSchema,
  quoteDeleteResponseSchema,
  quoteDeleteSchema,
  quoteDuplicateSchema,
  quoteLinkedSchema,
  quoteListQuerySchema,
  quotePageSchema,
  quoteQuerySchema,
  quoteSchema,
  quoteSearchQuerySchema,
  quoteSendEmailSchema,
  quoteSignSchema,
  quoteStatusListQuerySchema,
  quoteStatusSchema,
  quotesSchema,
  quoteUpdateSchema,
  vendorQuerySchema,
} from "./document-wire-schemas.ts";
import {
  einvoicePeriodSubmitResponseSchema,
  einvoicePeriodSubmitSchema,
  einvoicePlatformQuerySchema,
  einvoicePlatformResponseSchema,
  einvoicePlatformSaveSchema,
  einvoiceStatusResponseSchema,
  einvoiceSubmitSchema,
  facturXQuerySchema,
} from "./factur-x/factur-x-wire.ts";

/**
 * The documents module's JSON routes (quotes, invoices, credit notes: part 2 §7 "Quotes", their payments and
 * status history, the e-invoicing deposit). Its files keep their own calls: quote/pdf, quote/factur-x,
 * quote/factur-x/export, quote/e-reporting and quote/originals answer a PDF, XML, ZIP or CSV, not JSON.
 */
export const documentsContract = {
  list: route({ method: "GET", path: "quote/list", query: quoteListQuerySchema, response: quotePageSchema }),
  search: route({ method: "GET", path: "quote/search", query: quoteSearchQuerySchema, response: quotePageSchema }),
  listByStatus: route({ method: "GET", path: "quote/list/status", query: quoteStatusListQuerySchema, response: quotePageSchema }),
  listByClient: route({ method: "GET", path: "quote/client/list", query: quoteClientListQuerySchema, response: quotesSchema }),
  get: route({ method: "GET", path: "quote", query: quoteQuerySchema, response: quoteSchema }),
  linked: route({ method: "POST", path: "quote/list/linked", body: quoteLinkedSchema, response: quotesSchema }),
  create: route({ method: "POST", path: "quote/create", body: quoteCreateSchema, response: quoteCreatedSchema }),
  update: route({ method: "POST", path: "quote/update", body: quoteUpdateSchema, response: quoteSchema }),
  archive: route({ method: "POST", path: "quote/archive", body: quoteArchiveSchema, response: quoteArchiveResponseSchema }),
  delete: route({ method: "POST", path: "quote/delete", body: quoteDeleteSchema, response: quoteDeleteResponseSchema }),
  config: route({ method: "GET", path: "quote/config", query: vendorQuerySchema, response: quoteConfigResponseSchema }),
  updateConfig: route({
    method: "POST",
    path: "quote/config/update",
    body: quoteConfigUpdateSchema,
    response: quoteConfigResponseSchema,
  }),
  sign: route({ method: "POST", path: "quote/sign", body: quoteSignSchema, response: quoteSchema }),
  status: route({ method: "POST", path: "quote/status", body: quoteStatusSchema, response: quoteSchema }),
  duplicate: route({ method: "POST", path: "quote/duplicate", body: quoteDuplicateSchema, response: quoteCreatedSchema }),
  submitEinvoice: route({
    method: "POST",
    path: "quote/einvoice/submit",
    body: einvoiceSubmitSchema,
    response: einvoiceStatusResponseSchema,
  }),
  einvoiceStatus: route({
    method: "GET",
    path: "quote/einvoice/status",
    query: facturXQuerySchema,
    response: einvoiceStatusResponseSchema,
  }),
  submitEinvoicePeriod: route({
    method: "POST",
    path: "quote/einvoice/submit-period",
    body: einvoicePeriodSubmitSchema,
    response: einvoicePeriodSubmitResponseSchema,
  }),
  einvoicePlatform: route({
    method: "GET",
    path: "quote/einvoice/platform",
    query: einvoicePlatformQuerySchema,
    response: einvoicePlatformResponseSchema,
  }),
  saveEinvoicePlatform: route({
    method: "POST",
    path: "quote/einvoice/platform",
    body: einvoicePlatformSaveSchema,
    response: einvoicePlatformResponseSchema,
  }),
  removeEinvoicePlatform: route({
    method: "POST",
    path: "quote/einvoice/platform/remove",
    body: einvoicePlatformQuerySchema,
    response: einvoicePlatformResponseSchema,
  }),
  sendEmail: route({ method: "POST", path: "quote/send-email", body: quoteSendEmailSchema, response: quoteSchema }),
  electronicSignature: route({
    method: "GET",
    path: "quote/electronic-signature",
    query: vendorQuerySchema,
    response: electronicSignatureSchema,
  }),

  payments: route({ method: "GET", path: "quote/payments", query: documentRefQuerySchema, response: paymentsWireSchema }),
  createPayment: route({
    method: "POST",
    path: "quote/payments/create",
    body: paymentCreateSchema,
    response: paymentsWireSchema,
  }),
  deletePayment: route({
    method: "POST",
    path: "quote/payments/delete",
    body: paymentDeleteSchema,
    response: paymentsWireSchema,
  }),
  statusHistory: route({
    method: "GET",
    path: "quote/status-history",
    query: documentRefQuerySchema,
    response: statusHistoryWireSchema,
  }),
} as const;
