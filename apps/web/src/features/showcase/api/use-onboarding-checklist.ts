import { type OnboardingChecklistItem, onboardingChecklist } from "@cortege/domain";
import { useQuery } from "@tanstack/react-query";
import { showcaseMediaQueryOptions } from "../../media/api/use-showcase-media.ts";
import { spacesQueryOptions } from "./use-spaces.ts";
import { vendorQueryOptions } from "./use-vendor.ts";

export type OnboardingChecklistState =
  | { status: "pending" }
  | { status: "error" }
  | { status: "ready"; items: OnboardingChecklistItem[]; doneCount: number; isComplete: boolean };

/**
 * The onboarding checklist of part 1 §4, from the vendor, its showcase photos and (for a venue) its
 * spaces — the same queries as their screens, so that a save there updates it here.
 */
export function useOnboardingChecklist(vendorId: string): OnboardingChecklistState {
  const vendor = useQuery(vendorQueryOptions(vendorId));
  const isVenue = vendor.data?.vendorType === "RECEPTION_VENUE";
  const medias = useQuery({ ...showcaseMediaQueryOptions(vendorId), enabled: vendorId !== "" && vendor.data !== undefined });
  const spaces = useQuery({ ...spacesQueryOptions(vendorId), enabled: vendorId !== "" && isVenue });
  if (vendor.isError || medias.isError || spaces.isError) return { status: "error" };
  if (!vendor.data || !medias.data || (isVenue && !spaces.data)) return { status: "pending" };
  const data = vendor.data;
  const items = onboardingChecklist({
    vendorType: data.vendorType,
    isPublished: data.isPublished,
    tradeName: data.company.tradeName,
    catchphrase: data.weddingShowcase.catchphrase,
    description: data.weddingShowcase.description,
    address: data.address as Parameters<typeof onboardingChecklist>[0]["address"],
    mediaCount: medias.data.length,
    spaceCount: spaces.data?.length ?? 0,
  });
  const doneCount = items.filter((i) => i.isDone).length;
  return { status: "ready", items, doneCount, isComplete: doneCount === items.length };
}
