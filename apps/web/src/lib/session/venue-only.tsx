import type { ReactNode } from "react";
import { NotFoundPage } from "../../components/not-found-page.tsx";
import { PageLoader } from "../../components/page-loader.tsx";
import { useCurrentVendorHasVenueSections } from "./use-current-vendor-type.ts";

/** A venue's screen (spaces, accommodations): another vendor type reaching its address gets the 404 page. */
export function VenueOnly({ children }: { children: ReactNode }) {
  const venue = useCurrentVendorHasVenueSections();
  if (venue === undefined) return <PageLoader />;
  return venue ? children : <NotFoundPage />;
}
