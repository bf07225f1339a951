import { type APIRequestContext, expect } from "@playwright/test";

export type VendorApi = {
  vendorId: string;
  post: (path: string, data: Record<string, unknown>) => Promise<Record<string, unknown>>;
};

/** The vendor's session through the API, to prepare data a journey does not create itself. */
export async function vendorApi(request: APIRequestContext, email: string, password: string): Promise<VendorApi> {
  const login = await (await request.post("/api/user/login", { data: { email, password } })).json();
  const headers = { authorization: `Bearer ${login.token}` };
  const vendors = await (await request.get("/api/vendor/user-vendors", { headers })).json();
  const vendorId = vendors.vendors[0].id as string;
  return {
    vendorId,
    post: async (path, data) => {
      const res = await request.post(`/api${path}`, { headers, data: { vendorId, ...data } });
      expect(res.ok(), await res.text()).toBe(true);
      return res.json();
    },
  };
}

/** Addresses are ASCII: « Inès » writes ines@… */
const ascii = (name: string | undefined) =>
  String(name)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** A few couples and their events spread over the pipeline, as a vendor's first weeks would leave them. */
export async function seedPipeline(api: VendorApi): Promise<void> {
  const couples = [
    {
      people: [
        ["Camille", "Lefèvre"],
        ["Hugo", "Bernard"],
      ],
      source: "MARIAGE_NET",
      status: "IN_DISCUSSION",
    },
    {
      people: [
        ["Léa", "Moreau"],
        ["Thomas", "Petit"],
      ],
      source: "WORD_OF_MOUTH",
      status: "CLIENT",
    },
    { people: [["Inès", "Garnier"]], source: "BRIDEBOOK", status: "PROSPECT" },
  ];
  const events = [
    { eventName: "Mariage de Camille et Hugo", date: "2027-06-12", approximateGuestsCount: 120, status: "REQUEST_RECEIVED" },
    { eventName: "Mariage de Léa et Thomas", date: "2027-09-18", guestsCount: 95, status: "RESERVATION_CONFIRMED" },
    { eventName: "Mariage d'Inès", approximateDate: "2028-SUMMER", approximateGuestsCount: 60, status: "QUOTE_SENT" },
  ];
  for (const [index, couple] of couples.entries()) {
    const client = await api.post("/client/individual/create", {
      contacts: couple.people.map(([firstname, lastname], n) => ({
        firstname,
        lastname,
        email: `${ascii(firstname)}.${ascii(lastname)}@exemple.fr`,
        phone: `06123456${String(10 + index * 2 + n)}`,
      })),
      source: couple.source,
      status: couple.status,
    });
    await api.post("/event/create", { ...events[index], eventType: "WEDDING", clientId: client.clientId });
  }
}
