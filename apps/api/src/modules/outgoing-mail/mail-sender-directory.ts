import type { ClientsService } from "../clients/clients.service.ts";
import type { UserDirectory } from "../users/user-directory.service.ts";
import type { VendorMembershipService } from "../vendors/vendor-membership.service.ts";
import type { VendorProfileService } from "../vendors/vendor-profile.service.ts";
import type { VendorsService } from "../vendors/vendors.service.ts";
import type { MailSenderDirectory } from "./outgoing-mail.service.ts";

type Sources = {
  vendors: Pick<VendorsService, "get">;
  vendorProfile: Pick<VendorProfileService, "contact">;
  membership: Pick<VendorMembershipService, "memberUserIds">;
  accounts: UserDirectory;
  clients: Pick<ClientsService, "contactAddressesAmong">;
};

/** What outgoing mail asks of the vendors, users and clients modules, each through its service. */
export function mailSenderDirectory({ vendors, vendorProfile, membership, accounts, clients }: Sources): MailSenderDirectory {
  return {
    async identity(vendorId) {
      const [vendor, { contact }] = await Promise.all([vendors.get(vendorId), vendorProfile.contact(vendorId, false)]);
      const email = (contact as { email?: unknown } | null)?.email;
      return { tradeName: vendor.company.tradeName || null, contactEmail: typeof email === "string" ? email : null };
    },
    async confirmedMemberEmails(vendorId) {
      return (await accounts.confirmed(await membership.memberUserIds(vendorId))).map((account) => account.email);
    },
    clientAddresses: (conn, vendorId, addresses) => clients.contactAddressesAmong(conn, vendorId, addresses),
  };
}
