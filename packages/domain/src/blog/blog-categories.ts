/**
 * The blog's categories (spec part 2 §9: six main categories, 24 sub-categories whose names the spec
 * does not show). Four sub-categories per main one, chosen here and recorded in docs/decisions.md.
 * Slugs are the wire values and the public addresses (/blog/categorie/<slug>); labels are French.
 */
export const blogMainCategories = [
  "inspiration-trends",
  "wedding-planning",
  "bride",
  "groom",
  "ceremony-vows",
  "reception-decor",
] as const;
export type BlogMainCategory = (typeof blogMainCategories)[number];

export const blogMainCategoryLabels: Record<BlogMainCategory, string> = {
  "inspiration-trends": "Inspiration et tendances",
  "wedding-planning": "Organisation du mariage",
  bride: "La mariée",
  groom: "Le marié",
  "ceremony-vows": "Cérémonie et vœux",
  "reception-decor": "Réception et décoration",
};

export const blogSubCategoriesByMain = {
  "inspiration-trends": ["color-palettes", "wedding-themes", "seasonal-trends", "real-weddings"],
  "wedding-planning": ["budget", "timeline-checklist", "choosing-vendors", "guest-management"],
  bride: ["wedding-dress", "bridal-beauty", "bridal-accessories", "bridesmaids"],
  groom: ["groom-attire", "groom-grooming", "groomsmen", "groom-speech"],
  "ceremony-vows": ["civil-ceremony", "religious-ceremony", "secular-ceremony", "vows-readings"],
  "reception-decor": ["venue-decor", "flowers", "table-setting", "catering-cake"],
} as const satisfies Record<BlogMainCategory, readonly string[]>;

export const blogSubCategories = Object.values(blogSubCategoriesByMain).flat() as BlogSubCategory[];
export type BlogSubCategory = (typeof blogSubCategoriesByMain)[BlogMainCategory][number];

export const blogSubCategoryLabels: Record<BlogSubCategory, string> = {
  "color-palettes": "Palettes de couleurs",
  "wedding-themes": "Thèmes de mariage",
  "seasonal-trends": "Tendances de la saison",
  "real-weddings": "Mariages réels",
  budget: "Budget",
  "timeline-checklist": "Rétroplanning et check-list",
  "choosing-vendors": "Choisir ses prestataires",
  "guest-management": "Gestion des invités",
  "wedding-dress": "Robe de mariée",
  "bridal-beauty": "Beauté de la mariée",
  "bridal-accessories": "Accessoires de la mariée",
  bridesmaids: "Demoiselles d'honneur",
  "groom-attire": "Tenue du marié",
  "groom-grooming": "Soins et style du marié",
  groomsmen: "Garçons d'honneur et témoins",
  "groom-speech": "Discours du marié",
  "civil-ceremony": "Cérémonie civile",
  "religious-ceremony": "Cérémonie religieuse",
  "secular-ceremony": "Cérémonie laïque",
  "vows-readings": "Vœux et lectures",
  "venue-decor": "Décoration du lieu",
  flowers: "Fleurs",
  "table-setting": "Art de la table",
  "catering-cake": "Traiteur et gâteau",
};

/** A sub-category belongs to one main category: the pair is checked on save. */
export const isSubCategoryOf = (main: BlogMainCategory, sub: string): boolean =>
  (blogSubCategoriesByMain[main] as readonly string[]).includes(sub);
