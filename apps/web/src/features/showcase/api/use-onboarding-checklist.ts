import { type OnboardingChecklistItem, onboardingChecklist } from "@cortege/domain";
import { useShowcaseProgress } from "./use-showcase-progress.ts";

export type OnboardingChecklistState =
  | { status: "pending" }
  | { status: "error" }
  | { status: "ready"; items: OnboardingChecklistItem[]; doneCount: number; isComplete: boolean };

/**
 * The onboarding checklist of part 1 §4, from the vendor, its showcase photos and (for a venue) its
 * spaces — the same queries as their screens, so that a save there updates it here.
 */
export function useOnboardingChecklist(vendorId: string): OnboardingChecklistState {
  const progress = useShowcaseProgress(vendorId);
  if (progress.status !== "ready") return progress;
  const items = onboardingChecklist({ ...progress.facts, isPublished: progress.vendor.isPublished });
  const doneCount = items.filter((i) => i.isDone).length;
  return { status: "ready", items, doneCount, isComplete: doneCount === items.length };
}
