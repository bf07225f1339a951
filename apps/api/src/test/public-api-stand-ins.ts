import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Local stand-ins of the two public APIs, answering GET /search with the real response shapes
 * (recherche-entreprises.api.gouv.fr open-api.yml; Géoplateforme GeoCodeJSON). Used by the tests, and
 * by the test app so that no test ever reaches the internet. Not used by the running product.
 */
export type StandInBehaviour = "normal" | "slow" | "server-error" | "rate-limited" | "not-json";

export type StandIn = {
  url: string;
  /** Every request received: path + query, and the User-Agent sent. */
  requests: { url: string; userAgent: string | undefined }[];
  behave: (behaviour: StandInBehaviour) => void;
  close: () => Promise<void>;
};

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

function establishment(fields: Record<string, unknown>) {
  return {
    activite_principale: null,
    activite_principale_registre_metier: null,
    adresse: null,
    caractere_employeur: "N",
    cedex: null,
    code_pays_etranger: null,
    code_postal: null,
    commune: null,
    complement_adresse: null,
    coordonnees: null,
    date_creation: null,
    date_debut_activite: null,
    date_fermeture: null,
    departement: null,
    distribution_speciale: null,
    est_siege: true,
    etat_administratif: "A",
    geo_adresse: null,
    geo_id: null,
    indice_repetition: null,
    latitude: null,
    libelle_cedex: null,
    libelle_commune: null,
    libelle_commune_etranger: null,
    libelle_pays_etranger: null,
    libelle_voie: null,
    liste_enseignes: null,
    liste_finess: null,
    liste_id_bio: null,
    liste_idcc: null,
    liste_id_organisme_formation: null,
    liste_rge: null,
    liste_uai: null,
    longitude: null,
    nom_commercial: null,
    numero_voie: null,
    region: null,
    siret: null,
    statut_diffusion_etablissement: "O",
    tranche_effectif_salarie: null,
    type_voie: null,
    ...fields,
  };
}

function unit(
  fields: Record<string, unknown>,
  siege: ReturnType<typeof establishment>,
  others: ReturnType<typeof establishment>[] = [],
) {
  return {
    siren: "",
    nom_complet: "",
    nom_raison_sociale: null,
    sigle: null,
    nombre_etablissements: 1 + others.length,
    nombre_etablissements_ouverts: 1 + others.length,
    siege,
    activite_principale: siege.activite_principale,
    categorie_entreprise: "PME",
    caractere_employeur: null,
    annee_categorie_entreprise: "2023",
    date_creation: siege.date_creation,
    date_fermeture: null,
    date_mise_a_jour: "2025-01-15T08:01:12",
    date_mise_a_jour_insee: "2025-01-14T10:20:31",
    date_mise_a_jour_rne: null,
    dirigeants: [],
    etat_administratif: "A",
    nature_juridique: "5710",
    section_activite_principale: "N",
    tranche_effectif_salarie: "NN",
    annee_tranche_effectif_salarie: null,
    statut_diffusion: "O",
    matching_etablissements: [siege, ...others].map((e) => ({
      activite_principale: e.activite_principale,
      adresse: e.adresse,
      ancien_siege: false,
      caractere_employeur: "N",
      code_postal: e.code_postal,
      commune: e.commune,
      date_creation: e.date_creation,
      date_debut_activite: e.date_debut_activite,
      date_fermeture: null,
      epci: null,
      est_siege: e.est_siege,
      etat_administratif: "A",
      geo_id: e.geo_id,
      latitude: e.latitude,
      libelle_commune: e.libelle_commune,
      liste_enseignes: e.liste_enseignes,
      liste_finess: null,
      liste_id_bio: null,
      liste_idcc: null,
      liste_id_organisme_formation: null,
      liste_rge: null,
      liste_uai: null,
      longitude: e.longitude,
      nom_commercial: e.nom_commercial,
      region: e.region,
      siret: e.siret,
      statut_diffusion_etablissement: "O",
      tranche_effectif_salarie: null,
    })),
    finances: null,
    complements: {
      collectivite_territoriale: null,
      convention_collective_renseignee: false,
      liste_idcc: null,
      egapro_renseignee: false,
      est_achats_responsables: false,
      est_alim_confiance: false,
      est_association: false,
      est_bio: false,
      est_entrepreneur_individuel: false,
      est_entrepreneur_spectacle: false,
      est_ess: false,
      est_finess: false,
      est_organisme_formation: false,
      est_patrimoine_vivant: false,
      est_qualiopi: false,
      est_rge: false,
      est_service_public: false,
      est_l100_3: false,
      est_siae: false,
      est_societe_mission: false,
      est_uai: false,
      identifiant_association: null,
      statut_entrepreneur_spectacle: null,
      type_siae: null,
    },
    ...fields,
  };
}

/** A few companies a wedding vendor could look up, in the API's shape. */
export const standInCompanies = [
  unit(
    {
      siren: "732829320",
      nom_complet: "EVENEMENTS DURAND (DURAND EVENTS)",
      nom_raison_sociale: "EVENEMENTS DURAND",
      nature_juridique: "5710",
      tva: ["FR44732829320"],
    },
    establishment({
      siret: "73282932000074",
      activite_principale: "82.30Z",
      adresse: "12 RUE DE LA PAIX 75002 PARIS",
      numero_voie: "12",
      type_voie: "RUE",
      libelle_voie: "DE LA PAIX",
      code_postal: "75002",
      commune: "75102",
      libelle_commune: "PARIS",
      departement: "75",
      region: "11",
      latitude: "48.869418",
      longitude: "2.331469",
      coordonnees: "48.869418,2.331469",
      date_creation: "2015-03-01",
      liste_enseignes: ["DURAND EVENTS"],
    }),
    [
      establishment({
        siret: "73282932000116",
        est_siege: false,
        activite_principale: "82.30Z",
        adresse: "4 BIS AVENUE DES CHAMPS 69006 LYON",
        numero_voie: "4",
        indice_repetition: "B",
        type_voie: "AV",
        libelle_voie: "DES CHAMPS",
        code_postal: "69006",
        libelle_commune: "LYON",
        departement: "69",
        latitude: "45.7676",
        longitude: "4.8522",
      }),
    ],
  ),
  unit(
    {
      siren: "552100554",
      nom_complet: "CHATEAU DES TILLEULS",
      nom_raison_sociale: "CHATEAU DES TILLEULS",
      nature_juridique: "5499",
    },
    establishment({
      siret: "55210055400013",
      activite_principale: "68.20B",
      adresse: "LIEU-DIT LES TILLEULS 49400 SAUMUR",
      type_voie: "LD",
      libelle_voie: "LES TILLEULS",
      code_postal: "49400",
      libelle_commune: "SAUMUR",
      departement: "49",
      latitude: "47.2600",
      longitude: "-0.0769",
      date_creation: "1998-06-12",
    }),
  ),
  unit(
    {
      siren: "479766842",
      nom_complet: "LES AMIS DU BAL FOLK",
      nom_raison_sociale: "LES AMIS DU BAL FOLK",
      nature_juridique: "9220",
      complements: { est_association: true, identifiant_association: "W492003456" },
    },
    establishment({
      siret: "47976684200013",
      activite_principale: "90.01Z",
      adresse: "3 PLACE DU MARCHE 49000 ANGERS",
      numero_voie: "3",
      type_voie: "PL",
      libelle_voie: "DU MARCHE",
      code_postal: "49000",
      libelle_commune: "ANGERS",
      departement: "49",
      date_creation: "2004-09-01",
    }),
  ),
];

const feature = (props: { label: string } & Record<string, unknown>, lon: number, lat: number) => ({
  type: "Feature",
  geometry: { type: "Point", coordinates: [lon, lat] },
  properties: { importance: 0.6, x: 651_000, y: 6_863_000, ...props },
});

/** A few addresses in GeoCodeJSON, as GET /geocodage/search answers them. */
export const standInAddresses = [
  feature(
    {
      label: "12 Rue de la Paix 75002 Paris",
      score: 0.97,
      housenumber: "12",
      id: "75102_7113_00012",
      banId: "3f2e2d1c-0000-4000-8000-000000000012",
      name: "12 Rue de la Paix",
      postcode: "75002",
      citycode: "75102",
      city: "Paris",
      district: "Paris 2e Arrondissement",
      context: "75, Paris, Île-de-France",
      type: "housenumber",
      street: "Rue de la Paix",
      _type: "address",
    },
    2.331469,
    48.869418,
  ),
  feature(
    {
      label: "Rue de la Paix 49400 Saumur",
      score: 0.81,
      id: "49328_0420",
      name: "Rue de la Paix",
      postcode: "49400",
      citycode: "49328",
      city: "Saumur",
      context: "49, Maine-et-Loire, Pays de la Loire",
      type: "street",
      street: "Rue de la Paix",
      _type: "address",
    },
    -0.0761,
    47.2594,
  ),
  feature(
    {
      label: "Saumur",
      score: 0.7,
      id: "49328",
      name: "Saumur",
      postcode: "49400",
      citycode: "49328",
      city: "Saumur",
      context: "49, Maine-et-Loire, Pays de la Loire",
      type: "municipality",
      _type: "address",
    },
    -0.0776,
    47.2601,
  ),
];

async function startStandIn(answer: (url: URL) => { status: number; body: unknown }): Promise<StandIn> {
  let behaviour: StandInBehaviour = "normal";
  const requests: StandIn["requests"] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    requests.push({ url: `${url.pathname}${url.search}`, userAgent: req.headers["user-agent"] });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
    switch (behaviour) {
      case "slow":
        setTimeout(() => send(200, answer(url).body), 2_000).unref();
        return;
      case "server-error":
        return send(502, { message: "Bad Gateway" });
      case "rate-limited":
        return send(429, { message: "Too Many Requests" }, { "retry-after": "1" });
      case "not-json":
        return res.writeHead(200, { "content-type": "text/html" }).end("<html>maintenance</html>");
      default: {
        const { status, body } = answer(url);
        return send(status, body);
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    behave: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** GET /search of the company search API over the companies above: SIREN, SIRET or words of the name. */
export function startCompanySearchStandIn(): Promise<StandIn> {
  return startStandIn((url) => {
    if (url.pathname !== "/search") return { status: 404, body: { erreur: "Not found" } };
    const q = url.searchParams.get("q") ?? "";
    if (q.trim().length < 3) {
      return { status: 400, body: { erreur: "Veuillez indiquer au moins 3 caractères." } };
    }
    const perPage = Number(url.searchParams.get("per_page") ?? 10);
    const results = /^\d{14}$/.test(q)
      ? standInCompanies
          .filter((c) => c.matching_etablissements.some((e) => e.siret === q))
          .map((c) => ({ ...c, matching_etablissements: c.matching_etablissements.filter((e) => e.siret === q) }))
      : /^\d{9}$/.test(q)
        ? standInCompanies.filter((c) => c.siren === q)
        : standInCompanies.filter((c) =>
            fold(q)
              .split(/\s+/)
              .every((word) => fold(c.nom_complet).includes(word)),
          );
    return {
      status: 200,
      body: {
        results: results.slice(0, perPage),
        total_results: results.length,
        page: 1,
        per_page: perPage,
        total_pages: Math.max(1, Math.ceil(results.length / perPage)),
      },
    };
  });
}

/** GET /search of the Géoplateforme geocoding service over the addresses above. */
export function startAddressSearchStandIn(): Promise<StandIn> {
  return startStandIn((url) => {
    if (url.pathname !== "/search") return { status: 404, body: { code: 404, message: "Not found" } };
    const q = (url.searchParams.get("q") ?? "").trim();
    if (q.length < 3 || q.length > 200 || !/^[\p{L}\p{N}]/u.test(q)) {
      return {
        status: 400,
        body: {
          code: 400,
          message: "Failed parsing query",
          detail: ["q: must contain between 3 and 200 chars and start with a number or a letter"],
        },
      };
    }
    const limit = Number(url.searchParams.get("limit") ?? 10);
    const words = fold(q).split(/\s+/);
    const features = standInAddresses.filter((f) => words.every((w) => fold(f.properties.label).includes(w)));
    return { status: 200, body: { type: "FeatureCollection", features: features.slice(0, limit), query: q } };
  });
}

/** Both stand-ins, as the app's public API settings. */
export async function startPublicApiStandIns() {
  const [companies, addresses] = await Promise.all([startCompanySearchStandIn(), startAddressSearchStandIn()]);
  return {
    companies,
    addresses,
    settings: { companySearchUrl: companies.url, addressSearchUrl: addresses.url },
    close: async () => {
      await Promise.all([companies.close(), addresses.close()]);
    },
  };
}
