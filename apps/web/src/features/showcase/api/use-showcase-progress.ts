import type { PublicationState, Vendor } from "@cortege/domain";
import { useQuery } from "@tanstack/react-query";
import { vendorQueryOptions } from "../../../lib/vendor/use-vendor.ts";
import { showcaseMediaQueryOptions } from "../../media-library/api/use-showcase-media.ts";
import { spacesQueryOptions } from "./use-spaces.ts";

export type ShowcaseProgress =
  | { status: "pending" }
  | { status: "error" }
  | { status: "ready"; vendor: Vendor; facts: PublicationState };

/**
 * What the showcase holds so far — the vendor, its showcase photos and (for a venue) its spaces — from
 * the same queries as their screens, so that a save there updates what is derived from it.
 */
export function useShowcaseProgress(vendorId: string): ShowcaseProgress {
  const vendor = useQuery(vendorQueryOptions(vendorId));
  const isVenue = vendor.data?.vendorType === "RECEPTION_VENUE";
  const medias = useQuery({ ...showcaseMediaQueryOptions(vendorId), enabled: vendorId !== "" && vendor.data !== undefined });
  const spaces = useQuery({ ...spacesQueryOptions(vendorId), enabled: vendorId !== "" && isVenue });
  if (vendor.isError || medias.isError || spaces.isError) return { status: "error" };
  if (!vendor.data || !medias.data || (isVenue && !spaces.data)) return { status: "pending" };
  const data = vendor.data;
  return {
    status: "ready",
    vendor: data,
    facts: {
      vendorType: data.vendorType,
      tradeName: data.company.tradeName,
      catchphrase: data.weddingShowcase.catchphrase,
      description: data.weddingShowcase.description,
      address: data.address as PublicationState["address"],
      mediaCount: medias.data.length,
      spaceCount: spaces.data?.length ?? 0,
    },
  };
}
