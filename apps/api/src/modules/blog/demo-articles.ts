import { type BlogArticleInput, blogArticleInputSchema } from "@cortege/domain";
import type { BlogService } from "./blog.service.ts";

const p = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });
const h2 = (text: string) => ({ type: "heading", attrs: { level: 2 }, content: [{ type: "text", text }] });
const list = (items: string[]) => ({
  type: "bulletList",
  content: items.map((text) => ({ type: "listItem", content: [p(text)] })),
});

/** Three articles for vendors (target « cortege »), as the editorial team would publish them. */
const articles: BlogArticleInput[] = [
  {
    title: "Relancer un devis sans insister : le bon rythme",
    excerpt: "Trois relances espacées, un ton qui aide le couple à décider, et le bon moment pour clore le dossier.",
    tipTapContent: {
      type: "doc",
      content: [
        p(
          "Un couple qui ne répond pas à un devis n'a pas forcément dit non : il compare, attend l'avis d'un parent ou cherche encore sa date. Une relance bien placée l'aide à décider.",
        ),
        h2("Trois relances, pas plus"),
        list([
          "Une semaine après l'envoi : une question ouverte sur ce qui manque pour se décider.",
          "Deux semaines plus tard : la disponibilité de la date, sans pression.",
          "Avant l'échéance du devis : proposer de le prolonger ou de clore le dossier.",
        ]),
        h2("Ce que montre le tableau de bord"),
        p(
          "La carte « Devis en attente de réponse » compte les devis envoyés sans réponse et leur total : c'est la liste à reprendre chaque lundi.",
        ),
      ],
    },
    mainCategory: "wedding-planning",
    subCategory: "choosing-vendors",
    tags: ["devis", "relance"],
    target: "cortege",
    isFeature: true,
    metaDescription: "Comment relancer un devis de mariage sans insister : trois relances espacées et le bon ton.",
  },
  {
    title: "Facture d'acompte : les mentions que la loi demande",
    excerpt: "Numéro, date, identité des deux parties, TVA : ce que doit porter une facture d'acompte en France.",
    tipTapContent: {
      type: "doc",
      content: [
        p(
          "Un acompte encaissé appelle une facture d'acompte, émise au moment du paiement. La facture de solde le déduit ensuite.",
        ),
        h2("Les mentions obligatoires"),
        list([
          "Un numéro unique, dans une suite chronologique continue.",
          "La date d'émission et l'identité du vendeur (SIREN, forme juridique, adresse).",
          "Le nom et l'adresse du client, le détail hors taxes et la TVA par taux.",
          "Les conditions de paiement et les pénalités de retard.",
        ]),
        p("Cortège porte ces mentions sur chaque facture d'acompte émise depuis un devis accepté."),
      ],
    },
    mainCategory: "wedding-planning",
    subCategory: "budget",
    tags: ["facturation", "acompte"],
    target: "cortege",
    metaDescription: "Les mentions obligatoires d'une facture d'acompte pour les prestataires du mariage.",
  },
  {
    title: "Préparer la haute saison dès l'automne",
    excerpt: "Catalogue à jour, vitrine complète, modèles de tâches prêts : l'automne est le moment de s'organiser.",
    tipTapContent: {
      type: "doc",
      content: [
        p(
          "Les demandes de mariage arrivent surtout entre octobre et février. Un catalogue clair et une vitrine complète font gagner des semaines au printemps.",
        ),
        h2("La liste de l'automne"),
        list([
          "Mettre à jour les prix et les forfaits du catalogue.",
          "Ajouter au moins dix photos récentes à la vitrine.",
          "Préparer le tableau de tâches modèle d'un mariage.",
        ]),
      ],
    },
    mainCategory: "inspiration-trends",
    subCategory: "seasonal-trends",
    tags: ["organisation", "saison"],
    target: "cortege",
    metaDescription: "Préparer la haute saison des mariages : catalogue, vitrine et tâches à mettre à jour.",
  },
];

/**
 * The demo's published articles, written through the blog service (the same schema, HTML rendering,
 * sanitising and reading time as the administrators' screens): a demo has no administrator account,
 * and none is made for it (the role is granted by the operator's command only).
 */
export async function seedDemoArticles(blog: Pick<BlogService, "create" | "setStatus">, authorId: string): Promise<void> {
  for (const input of articles) {
    const article = await blog.create(authorId, blogArticleInputSchema.parse(input));
    await blog.setStatus(article.articleId, "PUBLISHED");
  }
}
