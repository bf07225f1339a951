import { type OnboardingItem, type PublicationState, showcasePublicationBlockers } from "@cortege/domain";
import { useQuery } from "@tanstack/react-query";
import { showcaseMediaQueryOptions } from "../../media/api/use-showcase-media.ts";
import { spacesQueryOptions } from "./use-spaces.ts";
import { vendorQueryOptions } from "./use-vendor.ts";

export type PublicationBlockersState =
  | { status: "pending" }
  | { status: "error" }
  | { status: "ready"; blockers: OnboardingItem[]; mediaCount: number };

/**
 * What still stops the showcase from being published (the domain's showcasePublicationBlockers, the
 * server's own check), from the same queries as the screens: a save anywhere updates it.
 */
export function usePublicationBlockers(vendorId: string): PublicationBlockersState {
  const vendor = useQuery(vendorQueryOptions(vendorId));
  const isVenue = vendor.data?.vendorType === "RECEPTION_VENUE";
  const medias = useQuery({ ...showcaseMediaQueryOptions(vendorId), enabled: vendorId !== "" && vendor.data !== undefined });
  const spaces = useQuery({ ...spacesQueryOptions(vendorId), enabled: vendorId !== "" && isVenue });
  if (vendor.isError || medias.isError || spaces.isError) return { status: "error" };
  if (!vendor.data || !medias.data || (isVenue && !spaces.data)) return { status: "pending" };
  const data = vendor.data;
  const state: PublicationState = {
    vendorType: data.vendorType,
    tradeName: data.company.tradeName,
    catchphrase: data.weddingShowcase.catchphrase,
    description: data.weddingShowcase.description,
    address: data.address as PublicationState["address"],
    mediaCount: medias.data.length,
    spaceCount: spaces.data?.length ?? 0,
  };
  return { status: "ready", blockers: showcasePublicationBlockers(state), mediaCount: medias.data.length };
}
