import type { frFR } from "@mui/material/locale";
import { numberFormat } from "../lib/intl.ts";

const pageButtonLabels: Record<string, string> = {
  first: "Aller à la première page",
  last: "Aller à la dernière page",
  next: "Aller à la page suivante",
  previous: "Aller à la page précédente",
  "start-ellipsis": "Pages précédentes",
  "end-ellipsis": "Pages suivantes",
};

// Built when a table first shows its pages, not when the app starts: the first Intl object a page builds costs a
// phone tens of milliseconds (MUI's own locale builds one as soon as it is imported).
const count = (value: number) => numberFormat("fr-FR").format(value);

/** The texts MUI's components say themselves (pagination, autocomplete, alerts…), in French. */
export const muiFrench: typeof frFR = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: "Afficher tout le chemin" } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: (type) => pageButtonLabels[type] ?? "",
        labelRowsPerPage: "Lignes par page :",
        labelDisplayedRows: ({ from, to, count: total }) =>
          `${count(from)}–${count(to)} sur ${total !== -1 ? count(total) : `plus de ${count(to)}`}`,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => `${value} étoile${value !== 1 ? "s" : ""}`,
        emptyLabelText: "Aucune note",
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: "Effacer",
        closeText: "Fermer",
        loadingText: "Chargement…",
        noOptionsText: "Aucun résultat",
        openText: "Ouvrir",
      },
    },
    MuiAlert: { defaultProps: { closeText: "Fermer" } },
    MuiPagination: {
      defaultProps: {
        "aria-label": "Pages",
        getItemAriaLabel: (type, page, selected) =>
          type === "page" ? `${selected ? "Page" : "Aller à la page"} ${page}` : (pageButtonLabels[type] ?? ""),
      },
    },
  },
};
