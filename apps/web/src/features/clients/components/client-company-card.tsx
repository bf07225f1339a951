import type { Client } from "@cortege/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { postalAddressLines } from "../../../components/postal-address-text.tsx";
import { SectionCard } from "../../../components/section-card.tsx";

/** The company of a professional client, with the identifiers it has. */
export function ClientCompanyCard({ company }: { company: NonNullable<Client["company"]> }) {
  const { t } = useTranslation("clients");
  const rows: [string, string | null][] = [
    [t("form.corporateName"), company.corporateName],
    [t("form.tradeName"), company.tradeName],
    [t("form.companyType"), t(`companyTypes.${company.type}`)],
    [t("form.legalForm"), company.legalForm],
    [t("form.siren"), company.siren],
    [t("form.siret"), company.siret],
    [t("form.vatNumber"), company.vatNumber],
    [t("form.rnaNumber"), company.rnaNumber],
    [t("form.gusoNumber"), company.gusoNumber],
    [t("form.headOffice"), postalAddressLines(company.address).join("\n") || null],
  ];
  return (
    <SectionCard title={t("page.company")}>
      <Box component="dl" sx={{ m: 0, display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
                {value}
              </Typography>
            </Box>
          ))}
      </Box>
    </SectionCard>
  );
}
