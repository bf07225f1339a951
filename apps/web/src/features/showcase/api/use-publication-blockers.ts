import { type OnboardingItem, showcasePublicationBlockers } from "@cortege/domain";
import { useShowcaseProgress } from "./use-showcase-progress.ts";

export type PublicationBlockersState =
  | { status: "pending" }
  | { status: "error" }
  | { status: "ready"; blockers: OnboardingItem[]; mediaCount: number };

/**
 * What still stops the showcase from being published (the domain's showcasePublicationBlockers, the
 * server's own check), from the same queries as the screens: a save anywhere updates it.
 */
export function usePublicationBlockers(vendorId: string): PublicationBlockersState {
  const progress = useShowcaseProgress(vendorId);
  if (progress.status !== "ready") return progress;
  const { facts } = progress;
  return { status: "ready", blockers: showcasePublicationBlockers(facts), mediaCount: facts.mediaCount };
}
