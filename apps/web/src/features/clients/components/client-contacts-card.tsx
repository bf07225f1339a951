import type { Client } from "@cortege/domain";
import EmailOutlined from "@mui/icons-material/EmailOutlined";
import PhoneOutlined from "@mui/icons-material/PhoneOutlined";
import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { PhoneNumber } from "../../../components/phone-number.tsx";
import { PostalAddressText, postalAddressLines } from "../../../components/postal-address-text.tsx";
import { SectionCard } from "../../../components/section-card.tsx";

/** The people of the client, with their e-mail, phone (French numbers in pairs) and postal address. */
export function ClientContactsCard({ client }: { client: Client }) {
  const { t } = useTranslation("clients");
  return (
    <SectionCard title={t("page.contacts")}>
      <Box
        component="ul"
        sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}
      >
        {client.contacts.map((contact, index) => (
          // Contacts have no id of their own; their order is stable between two reads.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Box component="li" key={index} sx={{ display: "grid", gap: 0.5, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {[contact.firstname, contact.lastname].filter(Boolean).join(" ") || t("page.unnamedContact")}
            </Typography>
            {contact.email ? (
              <Box sx={{ display: "flex", gap: 1, alignItems: "center", minWidth: 0 }}>
                <EmailOutlined fontSize="small" sx={{ color: "text.secondary" }} aria-hidden />
                <Link href={`mailto:${contact.email}`} sx={{ overflowWrap: "anywhere" }}>
                  {contact.email}
                </Link>
              </Box>
            ) : null}
            {contact.phone ? (
              <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
                <PhoneOutlined fontSize="small" sx={{ color: "text.secondary" }} aria-hidden />
                <Link href={`tel:+${contact.phoneCode}${contact.phone.replace(/\D/g, "").replace(/^0/, "")}`}>
                  <PhoneNumber phone={contact.phone} phoneCode={contact.phoneCode} />
                </Link>
              </Box>
            ) : null}
            <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
              <PlaceOutlined fontSize="small" sx={{ color: "text.secondary", mt: 0.25 }} aria-label={t("page.address")} />
              {postalAddressLines(contact.address).length > 0 ? (
                <PostalAddressText address={contact.address} />
              ) : (
                <Typography sx={{ color: "text.secondary" }}>{t("page.noAddress")}</Typography>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
