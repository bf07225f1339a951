// No zod here: a screen that only needs these (the home's latest-articles card) must not load the schemas' library.
/**
 * Spec part 2 §9 "Blog targets: {product}, se-marier": {product} is this product's own name, so the
 * two audiences are the vendors of the back office (`cortege`) and the couples' site (`se-marier`).
 * A `platform` in the search calls names one of them.
 */
export const blogTargets = ["cortege", "se-marier"] as const;
export type BlogTarget = (typeof blogTargets)[number];

export const metaRobotsValues = ["index,follow", "noindex,follow", "index,nofollow", "noindex,nofollow"] as const;

/** Spec §9: the last-articles call answers 10 by default. */
export const BLOG_LAST_ARTICLES_LIMIT = 10;
/** Search engines cut longer ones: hints shown in the editor, not refusals. */
export const META_TITLE_HINT = 60;
export const META_DESCRIPTION_HINT = 160;
