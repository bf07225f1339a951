import {
  type AdditionalSpace,
  type Amenity,
  additionalSpaceLabels,
  amenityLabels,
  excerpt,
  formatDateWithOrdinal,
  type LocationEnvironment,
  locationEnvironmentLabels,
  openingHoursLabels,
  priceLabel,
  SHOWCASE_HONEYPOT_FIELD,
  type ShowcaseRequestField,
  type SpaceFeature,
  schemaOrgTypeOf,
  spaceFeatureLabels,
  type VenueType,
  vendorTypePublicLabels,
  venueTypeLabels,
  withDe,
} from "@cortege/domain";
import { html, jsonForScript, type SafeHtml } from "./html.ts";
import type { ShowcasePage } from "./public-showcase.service.ts";

export type FormState = {
  values: Partial<Record<ShowcaseRequestField, string>>;
  errors: Partial<Record<ShowcaseRequestField, string>>;
};
export type PageAssets = { stylesheet: string; fonts: string[] };

type Address = {
  street?: string;
  city?: string;
  postalCode?: string;
  department?: string;
  latitude?: number;
  longitude?: number;
};

const socialLabels: Record<string, string> = {
  FACEBOOK: "Facebook",
  INSTAGRAM: "Instagram",
  X: "X",
  PINTEREST: "Pinterest",
  LINKEDIN: "LinkedIn",
  YOUTUBE: "YouTube",
};

// Built once: an Intl formatter costs far more to make than to use.
const monthFormat = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });
const dateFormat = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const numberFormat = new Intl.NumberFormat("fr-FR");
const monthTitle = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
const longDate = (iso: string) => formatDateWithOrdinal(dateFormat, new Date(`${iso}T00:00:00Z`));
const count = (n: number) => numberFormat.format(n).replace(/\u202f/g, "\u00a0");
const plural = (n: number, one: string, many: string) => `${count(n)}\u00a0${n > 1 ? many : one}`;

/** Paragraphs from a text typed with blank lines between them. */
const paragraphs = (text: string | null | undefined) =>
  (text ?? "")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => html`<p>${p}</p>`);

export function imageUrl(slug: string, fileId: string, variant: "large" | "thumbnail"): string {
  return `/prestataires/${encodeURIComponent(slug)}/medias/${encodeURIComponent(fileId)}/${variant}`;
}

function addressOf(page: ShowcasePage): Address {
  return (page.vendor.address ?? {}) as Address;
}

function titleOf(page: ShowcasePage): string {
  const { vendor } = page;
  const city = addressOf(page).city;
  const trade = vendorTypePublicLabels[vendor.vendorType];
  return `${vendor.company.tradeName} · ${trade}${city ? ` à ${city}` : ""}`;
}

function descriptionOf(page: ShowcasePage): string {
  const { weddingShowcase } = page.vendor;
  return excerpt([weddingShowcase.catchphrase, weddingShowcase.description].filter(Boolean).join(". "), 160);
}

function jsonLd(page: ShowcasePage, base: string): SafeHtml {
  const { vendor } = page;
  const address = addressOf(page);
  const url = `${base}/prestataires/${vendor.slug}`;
  const sameAs = [vendor.website, ...vendor.socials.map((s) => s.url)].filter((u): u is string => !!u);
  const price = priceLabel(vendor.minPrice, vendor.isPriceByPerson);
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": schemaOrgTypeOf(vendor.vendorType),
    name: vendor.company.tradeName,
    description: vendor.weddingShowcase.description || vendor.weddingShowcase.catchphrase,
    url,
    ...(page.medias.length > 0
      ? { image: page.medias.slice(0, 5).map((m) => `${base}${imageUrl(vendor.slug, m.filename, "large")}`) }
      : {}),
    address: {
      "@type": "PostalAddress",
      ...(address.street ? { streetAddress: address.street } : {}),
      ...(address.postalCode ? { postalCode: address.postalCode } : {}),
      ...(address.city ? { addressLocality: address.city } : {}),
      ...(address.department ? { addressRegion: address.department } : {}),
      addressCountry: "FR",
    },
    ...(typeof address.latitude === "number" && typeof address.longitude === "number"
      ? { geo: { "@type": "GeoCoordinates", latitude: address.latitude, longitude: address.longitude } }
      : {}),
    ...(price ? { priceRange: price } : {}),
    ...(vendor.maxGuestCapacity ? { maximumAttendeeCapacity: vendor.maxGuestCapacity } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
  return jsonForScript(data);
}

/** The document around a page's body: head with its metadata, the stylesheet, the fonts. */
export function documentOf(options: {
  title: string;
  description?: string | undefined;
  canonical?: string | undefined;
  head?: SafeHtml | undefined;
  body: SafeHtml;
  assets: PageAssets;
  noindex?: boolean;
}): string {
  const { title, description, canonical, head, body, assets, noindex } = options;
  return `<!doctype html>${html`<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${description ? html`<meta name="description" content="${description}">` : ""}${canonical ? html`<link rel="canonical" href="${canonical}">` : ""}${noindex ? html`<meta name="robots" content="noindex">` : ""}${assets.fonts.map((f) => html`<link rel="preload" href="${f}" as="font" type="font/woff2" crossorigin>`)}<link rel="stylesheet" href="${assets.stylesheet}">${head}</head><body>${body}</body></html>`.value}`;
}

function hero(page: ShowcasePage): SafeHtml {
  const { vendor } = page;
  const cover = page.medias[0];
  const address = addressOf(page);
  const price = priceLabel(vendor.minPrice, vendor.isPriceByPerson);
  const place = [address.city, address.department].filter(Boolean).join(", ");
  return html`<header class="hero${cover ? "" : " hero--plain"}">
${cover ? html`<img class="hero__image" src="${imageUrl(vendor.slug, cover.filename, "large")}" alt="${cover.title ?? vendor.company.tradeName}" fetchpriority="high">` : ""}
<div class="hero__text"><p class="eyebrow">${vendorTypePublicLabels[vendor.vendorType]}${place ? html` · ${place}` : ""}</p>
<h1>${vendor.company.tradeName}</h1>
${vendor.weddingShowcase.catchphrase ? html`<p class="hero__catchphrase">${vendor.weddingShowcase.catchphrase}</p>` : ""}
<div class="hero__actions"><a class="button" href="#demande">Demander une disponibilité</a>${price ? html`<span class="hero__price">${price}</span>` : ""}</div></div>
</header>`;
}

function facts(page: ShowcasePage): SafeHtml {
  const v = page.vendor;
  const items: [string, string][] = [];
  if (v.minGuestCapacity || v.maxGuestCapacity) {
    const range =
      v.minGuestCapacity && v.maxGuestCapacity
        ? `De ${count(v.minGuestCapacity)} à ${count(v.maxGuestCapacity)} invités`
        : v.maxGuestCapacity
          ? `Jusqu'à ${count(v.maxGuestCapacity)} invités`
          : `À partir de ${count(v.minGuestCapacity as number)} invités`;
    items.push(["Capacité", range]);
  }
  if (v.venueType && v.venueType in venueTypeLabels) items.push(["Type de lieu", venueTypeLabels[v.venueType as VenueType]]);
  if (v.locationEnvironment && v.locationEnvironment in locationEnvironmentLabels) {
    items.push(["Cadre", locationEnvironmentLabels[v.locationEnvironment as LocationEnvironment]]);
  }
  if (v.parkingCapacity) items.push(["Parking", plural(v.parkingCapacity, "place", "places")]);
  if (v.isSingleSpaceRental) items.push(["Privatisation", "Le lieu est loué à un seul événement à la fois"]);
  const price = priceLabel(v.minPrice, v.isPriceByPerson);
  if (price) items.push(["Tarif", price]);
  if (items.length === 0) return html``;
  return html`<dl class="facts">${items.map(([k, value]) => html`<div><dt>${k}</dt><dd>${value}</dd></div>`)}</dl>`;
}

function gallery(page: ShowcasePage): SafeHtml {
  if (page.medias.length === 0) return html``;
  const slug = page.vendor.slug;
  return html`<section id="photos" class="section"><h2>Photos</h2><ul class="gallery">${page.medias.map(
    (m, i) =>
      html`<li${i === 0 ? html` class="gallery__wide"` : ""}><a href="${imageUrl(slug, m.filename, "large")}"><img class="gallery__image" src="${imageUrl(slug, m.filename, i === 0 ? "large" : "thumbnail")}" alt="${m.title ?? `Photo ${i + 1} ${withDe(page.vendor.company.tradeName)}`}" loading="lazy" decoding="async" width="400" height="300"></a>${m.title ? html`<span class="gallery__caption">${m.title}</span>` : ""}</li>`,
  )}</ul></section>`;
}

function capacityLine(s: ShowcasePage["spaces"][number]): string[] {
  const parts: string[] = [];
  const range = (min: number | null, max: number | null) =>
    min && max ? `${count(min)} à ${count(max)}` : max ? `jusqu'à ${count(max)}` : min ? `dès ${count(min)}` : "";
  if (s.seatingAllowed) {
    const r = range(s.minimumSeatingCapacity, s.maximumSeatingCapacity);
    parts.push(r ? `Assis : ${r} personnes` : "Repas assis");
  }
  if (s.standingAllowed) {
    const r = range(s.minimumStandingCapacity, s.maximumStandingCapacity);
    parts.push(r ? `Debout : ${r} personnes` : "Cocktail debout");
  }
  if (s.areaInSquareMeters) parts.push(`${count(s.areaInSquareMeters)}\u00a0m²`);
  return parts;
}

/** A card's pictures: the cover (or the first) wide, then up to three more in a row. */
function thumbs(
  slug: string,
  medias: readonly { filename: string; title: string | null; isCover?: boolean }[],
  alt: string,
): SafeHtml {
  const ordered = [...medias.filter((m) => m.isCover), ...medias.filter((m) => !m.isCover)];
  const [first, ...rest] = ordered;
  if (!first) return html``;
  return html`<img class="card__image" src="${imageUrl(slug, first.filename, "thumbnail")}" alt="${first.title ?? alt}" loading="lazy" decoding="async" width="400" height="225">${
    rest.length > 0
      ? html`<ul class="thumbs">${rest
          .slice(0, 3)
          .map(
            (m) =>
              html`<li><img src="${imageUrl(slug, m.filename, "thumbnail")}" alt="${m.title ?? alt}" loading="lazy" decoding="async" width="160" height="120"></li>`,
          )}</ul>`
      : ""
  }`;
}

const chips = (labels: string[]) =>
  labels.length === 0 ? html`` : html`<ul class="chips">${labels.map((l) => html`<li>${l}</li>`)}</ul>`;

function spaces(page: ShowcasePage): SafeHtml {
  if (page.spaces.length === 0) return html``;
  return html`<section id="salles" class="section"><h2>Les salles</h2><div class="cards">${page.spaces.map(
    (s) => html`<article class="card">${thumbs(page.vendor.slug, s.medias, s.name)}<h3>${s.name}</h3>
<ul class="capacity">${capacityLine(s).map((c) => html`<li>${c}</li>`)}<li>${openingHoursLabels[s.openingHours]}</li></ul>
${paragraphs(s.description)}
${chips([
  ...s.features.map((f) => spaceFeatureLabels[f as SpaceFeature]),
  ...s.additionalSpaces.map((a) => additionalSpaceLabels[a as AdditionalSpace]),
])}</article>`,
  )}</div></section>`;
}

function accommodations(page: ShowcasePage): SafeHtml {
  if (page.accommodations.length === 0) return html``;
  return html`<section id="hebergements" class="section"><h2>Hébergements</h2><div class="cards">${page.accommodations.map(
    (a) => html`<article class="card">${thumbs(page.vendor.slug, a.medias, a.name)}<h3>${a.name}</h3>
<ul class="capacity"><li>${plural(a.capacity, "couchage", "couchages")}</li><li>${plural(a.rooms.length, "chambre", "chambres")}</li>${
      a.checkInStartTime
        ? html`<li>Arrivée ${a.checkInEndTime ? `de ${a.checkInStartTime} à ${a.checkInEndTime}` : `dès ${a.checkInStartTime}`}</li>`
        : ""
    }${a.checkOutTime ? html`<li>Départ avant ${a.checkOutTime}</li>` : ""}</ul>
${chips(a.amenities.slice(0, 12).map((x) => amenityLabels[x as Amenity] ?? x))}</article>`,
  )}</div></section>`;
}

function promotions(page: ShowcasePage): SafeHtml {
  if (page.promotions.length === 0) return html``;
  return html`<section id="offres" class="section"><h2>Offres du moment</h2><div class="cards">${page.promotions.map(
    (
      p,
    ) => html`<article class="card card--offer">${p.image ? html`<img class="card__image" src="${imageUrl(page.vendor.slug, p.image, "thumbnail")}" alt="" loading="lazy" width="400" height="300">` : ""}<h3>${p.title}</h3>
${p.endDate ? html`<p class="validity">Jusqu'au ${longDate(p.endDate)}</p>` : ""}${paragraphs(p.description)}</article>`,
  )}</div></section>`;
}

function availability(page: ShowcasePage): SafeHtml {
  if (!page.vendor.isAvailibilityCalendar && page.unavailableDates.length === 0) return html``;
  const off = new Set(page.unavailableDates);
  const month = (m: string) => {
    const [y, mo] = m.split("-").map(Number) as [number, number];
    const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
    const lead = (new Date(Date.UTC(y, mo - 1, 1)).getUTCDay() + 6) % 7; // Monday first
    const cells: SafeHtml[] = Array.from({ length: lead }, () => html`<td></td>`);
    for (let d = 1; d <= days; d++) {
      const iso = `${m}-${String(d).padStart(2, "0")}`;
      const cls = off.has(iso) ? "off" : iso < page.today ? "past" : "";
      cells.push(
        off.has(iso)
          ? html`<td class="off"><span class="visually-hidden">Indisponible le </span>${d}</td>`
          : html`<td${cls ? html` class="${cls}"` : ""}>${d}</td>`,
      );
    }
    const rows: SafeHtml[] = [];
    for (let i = 0; i < cells.length; i += 7) rows.push(html`<tr>${cells.slice(i, i + 7)}</tr>`);
    return html`<table class="month"><caption>${monthTitle(m)}</caption><thead><tr><th abbr="lundi">L</th><th abbr="mardi">M</th><th abbr="mercredi">M</th><th abbr="jeudi">J</th><th abbr="vendredi">V</th><th abbr="samedi">S</th><th abbr="dimanche">D</th></tr></thead><tbody>${rows}</tbody></table>`;
  };
  return html`<section id="disponibilites" class="section"><h2>Disponibilités</h2>
<p class="muted">Les dates barrées sont déjà prises. Pour une autre date, envoyez votre demande : la réponse vient directement ${withDe(page.vendor.company.tradeName)}.</p>
<div class="months">${page.months.map(month)}</div></section>`;
}

function faq(page: ShowcasePage): SafeHtml {
  if (page.faq.length === 0) return html``;
  return html`<section id="faq" class="section"><h2>Questions fréquentes</h2><div class="faq">${page.faq.map(
    (q) => html`<details><summary>${q.question}</summary>${paragraphs(q.answer)}</details>`,
  )}</div></section>`;
}

function team(page: ShowcasePage): SafeHtml {
  if (page.teamMembers.length === 0) return html``;
  return html`<section id="equipe" class="section"><h2>L'équipe</h2><div class="team">${page.teamMembers.map(
    (t) =>
      html`<article class="person">${
        t.image
          ? html`<img src="${imageUrl(page.vendor.slug, t.image, "thumbnail")}" alt="" loading="lazy" width="96" height="96">`
          : html`<span class="person__initials" aria-hidden="true">${(t.firstname[0] ?? "") + (t.lastname[0] ?? "")}</span>`
      }<div><h3>${t.firstname} ${t.lastname}</h3>${t.position ? html`<p class="person__position">${t.position}</p>` : ""}${paragraphs(t.description)}${
        t.linkedinUrl ? html`<p><a href="${t.linkedinUrl}" rel="noopener nofollow">Profil LinkedIn</a></p>` : ""
      }</div></article>`,
  )}</div></section>`;
}

function field(
  form: FormState,
  name: ShowcaseRequestField,
  label: string,
  input: (attrs: SafeHtml) => SafeHtml,
  hint?: string,
): SafeHtml {
  const error = form.errors[name];
  const id = `f-${name}`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const attrs = html`id="${id}" name="${name}"${describedBy ? html` aria-describedby="${describedBy}"` : ""}${error ? html` aria-invalid="true"` : ""}`;
  return html`<div class="field${error ? " field--error" : ""}"><label for="${id}">${label}</label>${input(attrs)}${hint ? html`<span class="hint" id="${id}-hint">${hint}</span>` : ""}${error ? html`<span class="error" id="${id}-error">${error}</span>` : ""}</div>`;
}

function requestForm(page: ShowcasePage, form: FormState): SafeHtml {
  const v = form.values;
  const errors = Object.values(form.errors);
  return html`<form class="request" method="post" action="/prestataires/${page.vendor.slug}/demande#demande" novalidate>
<h2>Contacter ${page.vendor.company.tradeName}</h2>
<p class="muted">Décrivez votre projet : la réponse vous arrive par e-mail.</p>
${errors.length > 0 ? html`<div class="alert" role="alert"><p>Votre demande n'a pas été envoyée :</p><ul>${errors.map((e) => html`<li>${e}</li>`)}</ul></div>` : ""}
<div class="row">${field(form, "firstname", "Prénom", (a) => html`<input ${a} autocomplete="given-name" required maxlength="100" value="${v.firstname ?? ""}">`)}${field(form, "lastname", "Nom", (a) => html`<input ${a} autocomplete="family-name" required maxlength="100" value="${v.lastname ?? ""}">`)}</div>
${field(form, "email", "E-mail", (a) => html`<input ${a} type="email" autocomplete="email" required maxlength="254" value="${v.email ?? ""}">`)}
${field(form, "phone", "Téléphone (facultatif)", (a) => html`<input ${a} type="tel" autocomplete="tel" maxlength="30" value="${v.phone ?? ""}">`)}
<fieldset class="address"><legend>Votre adresse postale (facultatif)</legend>
${field(form, "street", "Numéro et rue", (a) => html`<input ${a} autocomplete="street-address" maxlength="200" value="${v.street ?? ""}">`)}
<div class="row">${field(form, "postalCode", "Code postal", (a) => html`<input ${a} inputmode="numeric" autocomplete="postal-code" maxlength="5" value="${v.postalCode ?? ""}">`)}${field(form, "city", "Ville", (a) => html`<input ${a} autocomplete="address-level2" maxlength="120" value="${v.city ?? ""}">`)}</div>
<p class="hint">Elle figurera sur les devis et factures qui vous seront adressés.</p>
</fieldset>
<div class="row row--dates">${field(form, "date", "Date de l'événement", (a) => html`<input ${a} type="date" min="${page.today}" value="${v.date ?? ""}">`)}${field(form, "month", "ou le mois", (a) => html`<input ${a} type="month" min="${page.today.slice(0, 7)}" placeholder="AAAA-MM" value="${v.month ?? ""}">`, "Si la date n'est pas encore fixée")}</div>
${field(form, "guestsCount", "Nombre d'invités", (a) => html`<input ${a} type="number" inputmode="numeric" min="1" max="100000" required value="${v.guestsCount ?? ""}">`)}
${field(form, "message", "Votre message", (a) => html`<textarea ${a} rows="5" required maxlength="5000">${v.message ?? ""}</textarea>`)}
<div class="hp" aria-hidden="true"><label for="f-hp">Ne remplissez pas ce champ</label><input id="f-hp" name="${SHOWCASE_HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>
<button class="button button--block" type="submit">Envoyer ma demande</button>
<p class="fine">En envoyant ce formulaire, vous transmettez vos coordonnées à ${page.vendor.company.tradeName} pour qu'il vous réponde.</p>
</form>`;
}

function contactBlock(page: ShowcasePage): SafeHtml {
  const v = page.vendor;
  const address = addressOf(page);
  const socials = v.socials.filter((s) => s.url);
  const lines = [address.street, [address.postalCode, address.city].filter(Boolean).join(" ")].filter(Boolean);
  if (lines.length === 0 && !v.website && socials.length === 0) return html``;
  return html`<div class="contact">${lines.length > 0 ? html`<address>${lines.map((l, i) => html`${i > 0 ? html`<br>` : ""}${l}`)}</address>` : ""}
${v.website ? html`<p><a href="${v.website}" rel="noopener">Site internet</a></p>` : ""}
${socials.length > 0 ? html`<ul class="socials">${socials.map((s) => html`<li><a href="${s.url}" rel="noopener">${socialLabels[s.type] ?? s.type}</a></li>`)}</ul>` : ""}</div>`;
}

function nav(page: ShowcasePage): SafeHtml {
  const links: [string, string, boolean][] = [
    ["presentation", "Présentation", true],
    ["photos", "Photos", page.medias.length > 0],
    ["salles", "Salles", page.spaces.length > 0],
    ["hebergements", "Hébergements", page.accommodations.length > 0],
    ["offres", "Offres", page.promotions.length > 0],
    ["disponibilites", "Disponibilités", page.vendor.isAvailibilityCalendar || page.unavailableDates.length > 0],
    ["faq", "FAQ", page.faq.length > 0],
    ["equipe", "Équipe", page.teamMembers.length > 0],
    ["demande", "Contact", true],
  ];
  return html`<nav class="tabs" aria-label="Sections de la page"><ul>${links
    .filter(([, , shown]) => shown)
    .map(([id, label]) => html`<li><a href="#${id}">${label}</a></li>`)}</ul></nav>`;
}

/** The public page of a vendor: metadata for search engines and link previews, then the content and the form. */
export function renderShowcasePage(page: ShowcasePage, options: { base: string; assets: PageAssets; form: FormState }): string {
  const { vendor } = page;
  const canonical = `${options.base}/prestataires/${vendor.slug}`;
  const title = titleOf(page);
  const description = descriptionOf(page);
  const cover = page.medias[0];
  const head = html`<meta property="og:type" content="website"><meta property="og:locale" content="fr_FR"><meta property="og:site_name" content="Cortège"><meta property="og:title" content="${vendor.company.tradeName}"><meta property="og:description" content="${description}"><meta property="og:url" content="${canonical}">${
    cover
      ? html`<meta property="og:image" content="${options.base}${imageUrl(vendor.slug, cover.filename, "large")}"><meta property="og:image:type" content="image/webp"><meta name="twitter:card" content="summary_large_image">`
      : ""
  }<script type="application/ld+json">${jsonLd(page, options.base)}</script>`;
  const body = html`${hero(page)}${nav(page)}
<main class="layout"><div class="content">
<section id="presentation" class="section"><h2>Présentation</h2>${facts(page)}${paragraphs(vendor.weddingShowcase.description)}${
    vendor.weddingShowcase.tags.length > 0 ? chips(vendor.weddingShowcase.tags) : ""
  }</section>
${gallery(page)}${spaces(page)}${accommodations(page)}${promotions(page)}${availability(page)}${faq(page)}${team(page)}
</div><aside class="sidebar" id="demande">${requestForm(page, options.form)}${contactBlock(page)}</aside></main>
<footer class="footer"><p>${vendor.company.tradeName}${addressOf(page).city ? html` · ${addressOf(page).city}` : ""}</p><p class="muted">Vitrine publiée avec Cortège</p></footer>`;
  return documentOf({ title: `${title} | Cortège`, description, canonical, head, body, assets: options.assets });
}

/** After a request: thanks, what happens next, the way back. */
export function renderThankYouPage(vendor: { slug: string; tradeName: string }, assets: PageAssets): string {
  const body = html`<main class="notice"><p class="eyebrow">Demande envoyée</p><h1>Merci !</h1>
<p>Votre demande a bien été transmise à ${vendor.tradeName}. La réponse vous arrivera à l'adresse e-mail que vous avez indiquée.</p>
<p><a class="button" href="/prestataires/${vendor.slug}">Revenir à la vitrine</a></p></main>`;
  return documentOf({ title: `Demande envoyée à ${vendor.tradeName} | Cortège`, body, assets, noindex: true });
}

/** A short French page for a refusal that is not a form error (unknown page, too many requests). */
export function renderNoticePage(options: { title: string; message: string; back?: string; assets: PageAssets }): string {
  const body = html`<main class="notice"><h1>${options.title}</h1><p>${options.message}</p>${
    options.back ? html`<p><a class="button" href="${options.back}">Revenir à la vitrine</a></p>` : ""
  }</main>`;
  return documentOf({ title: `${options.title} | Cortège`, body, assets: options.assets, noindex: true });
}
