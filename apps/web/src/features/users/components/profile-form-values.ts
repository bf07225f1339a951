import { DEFAULT_PHONE_CODE, formatPhone, type User, type UserUpdateInput } from "@cortege/domain";

/** The saved user as the profile form shows it: empty strings for missing parts, the phone in pairs. */
export function profileFormValues(user: User): UserUpdateInput {
  const { contact } = user;
  const phoneCode = contact.phoneCode || DEFAULT_PHONE_CODE;
  return {
    contact: {
      firstname: contact.firstname ?? "",
      lastname: contact.lastname ?? "",
      email: contact.email,
      phoneCode,
      phone: formatPhone(contact.phone, phoneCode),
      // Sent back as it is: this form does not edit the address and must not erase it.
      ...(contact.address ? { address: contact.address } : {}),
    },
  };
}
