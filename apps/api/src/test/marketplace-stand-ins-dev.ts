// `node --import tsx apps/api/src/test/marketplace-stand-ins-dev.ts`: marketplaces A and B on ports 4101 and 4102
// (MARKETPLACE_A_PORT, MARKETPLACE_B_PORT) for development, each with one account and a few requests; start the
// API with MARKETPLACE_A_URL=http://127.0.0.1:4101 MARKETPLACE_B_URL=http://127.0.0.1:4102. Every 2 minutes
// a new request arrives on A, so that the sync has something to bring in.
import { startMarketplaceAStandIn } from "./marketplace-a-stand-in.ts";
import { startMarketplaceBStandIn } from "./marketplace-b-stand-in.ts";

const a = await startMarketplaceAStandIn({ port: Number(process.env.MARKETPLACE_A_PORT ?? 4101) });
const b = await startMarketplaceBStandIn({ port: Number(process.env.MARKETPLACE_B_PORT ?? 4102) });
a.addAccount("demo@domaine.fr", "demo-a");
b.addAccount("domaine-demo", "demo-b");
const couples = [
  { name: "Julie Martin", email: "julie.martin@exemple.fr", phone: "06 12 34 56 78", eventDate: "2027-06-12", guests: 120 },
  { name: "Thomas Leroy", email: "thomas.leroy@exemple.fr", phone: null, eventDate: "2027-09-04", guests: 180 },
  { name: "Sophie Girard", email: null, phone: "07 12 34 56 78", eventDate: "2027-05-22", guests: 90 },
];
for (const c of couples)
  a.addLead("demo@domaine.fr", { ...c, message: `Bonjour, nous cherchons un lieu pour ${c.guests} invités.` });
b.addLead("domaine-demo", {
  name: "Emma Girard",
  email: "emma.girard@exemple.fr",
  phone: "06 11 11 11 11",
  eventDate: "2027-07-03",
  guests: 150,
  message: "Bonjour, avez-vous une date en juillet ?",
});
let n = 0;
setInterval(() => {
  n += 1;
  a.addLead("demo@domaine.fr", {
    name: `Couple ${n}`,
    email: `couple${n}@exemple.fr`,
    phone: null,
    eventDate: "2027-08-21",
    guests: 100,
    message: "Bonjour, le 21 août 2027 est-il libre ?",
  });
}, 120_000);
process.stdout.write(
  `Marketplace A : ${a.url} (demo@domaine.fr / demo-a)\nMarketplace B : ${b.url} (domaine-demo / demo-b)\n` +
    `Lancez l'API avec MARKETPLACE_A_URL=${a.url} MARKETPLACE_B_URL=${b.url}\n`,
);
