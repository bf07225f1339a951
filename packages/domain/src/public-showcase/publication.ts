import { z } from "zod";
import { vendorMessages } from "../vendors/messages.ts";
import {
  ONBOARDING_MIN_MEDIA,
  type OnboardingItem,
  type OnboardingState,
  onboardingChecklist,
} from "../vendors/showcase-rules.ts";

export const publicShowcaseErrorCodes = {
  SHOWCASE_INCOMPLETE: "SHOWCASE_INCOMPLETE",
} as const;

/** What a showcase needs before it can be published: the onboarding checklist, read as if unpublished. */
export type PublicationState = Omit<OnboardingState, "isPublished">;

/**
 * The items still missing before publication, in the checklist's order. Publishing makes every
 * checklist item count as done (part 1 §4), so the check ignores the current flag: a published
 * vendor that lost photos would be told what it lacks if it published again.
 */
export function showcasePublicationBlockers(state: PublicationState): OnboardingItem[] {
  return onboardingChecklist({ ...state, isPublished: false })
    .filter((i) => !i.isDone)
    .map((i) => i.item);
}

const blockerLabels: Record<OnboardingItem, (state: PublicationState) => string> = {
  INFORMATIONS: () => "le nom, l'accroche et la description de la vitrine",
  ADDRESS: () => "l'adresse complète (rue, code postal, ville et département)",
  MEDIA: (s) => `au moins ${ONBOARDING_MIN_MEDIA} photos (${s.mediaCount} pour l'instant)`,
  SPACE: () => "au moins une salle",
};

/** "a", "a et b", "a, b et c". */
const frenchList = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} et ${items[items.length - 1]}`;

/** The French refusal naming what is missing; empty when nothing blocks. */
export function showcaseIncompleteMessage(state: PublicationState, blockers = showcasePublicationBlockers(state)): string {
  if (blockers.length === 0) return "";
  return `Votre vitrine ne peut pas encore être publiée : il manque ${frenchList(blockers.map((b) => blockerLabels[b](state)))}.`;
}

export const publicationMessages = {
  isPublishedRequired: "Indiquez si la vitrine doit être publiée.",
} as const;

/** POST /api/vendor/publish: publishing is checked, unpublishing always allowed. */
export const publishSchema = z.object({
  vendorId: z.uuid({ error: vendorMessages.vendorNotFound }),
  isPublished: z.boolean({ error: publicationMessages.isPublishedRequired }),
});
export type PublishInput = z.output<typeof publishSchema>;
