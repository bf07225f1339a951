import { useQuery } from "@tanstack/react-query";
import { useParams, useSearchParams } from "react-router";
import { LoadError } from "../../../components/load-error.tsx";
import { NotFoundPage } from "../../../components/not-found-page.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { NEW_DOCUMENT, quoteTypeOfSlug } from "../../../config/document-paths.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { clientQueryOptions } from "../../clients/api/use-client.ts";
import { useDocument } from "../api/use-document.ts";
import { DocumentEditor } from "../components/document-editor.tsx";

/**
 * /ventes/:typeSlug/:quoteId: one document, or /ventes/devis/nouveau (and factures) for a new one,
 * whose client and event may come from the address (?client=…&evenement=…, from a client or event page).
 */
export function DocumentPage() {
  const { typeSlug, quoteId } = useParams();
  const quoteType = quoteTypeOfSlug(typeSlug);
  const isNew = quoteId === NEW_DOCUMENT;
  const [params] = useSearchParams();
  const vendorId = useVendorId();
  const clientId = isNew ? params.get("client") : null;
  const client = useQuery({ ...clientQueryOptions(vendorId, clientId ?? ""), enabled: Boolean(clientId) });
  const doc = useDocument(quoteType ?? "QUOTE", quoteType && !isNew ? quoteId : undefined);

  if (!quoteType || (isNew && quoteType !== "QUOTE" && quoteType !== "INVOICE")) return <NotFoundPage />;
  if (isNew) {
    if (clientId && client.isPending) return <PageLoader />;
    return (
      <DocumentEditor
        key="new"
        quoteType={quoteType}
        initialClient={client.data ? { clientId: client.data.clientId, name: client.data.name } : null}
        initialEventId={client.data ? params.get("evenement") : null}
      />
    );
  }
  if (doc.isPending) return <PageLoader />;
  if (doc.isError) return <LoadError error={doc.error} onRetry={() => void doc.refetch()} />;
  // A change made on the server (status, conversion) starts the form again from what is stored.
  return (
    <DocumentEditor
      key={`${doc.data.quoteId}-${doc.data.updatedAt}-${doc.data.status}`}
      quoteType={quoteType}
      document={doc.data}
    />
  );
}
