import { DEFAULT_PHONE_CODE, formatPhone } from "@cortege/domain";

type PhoneNumberProps = { phone: string | null | undefined; phoneCode?: string | null };

/** A phone number as the spec shows it: French numbers in pairs (part 1 §5). Renders nothing without a number. */
export function PhoneNumber({ phone, phoneCode }: PhoneNumberProps) {
  const text = formatPhone(phone, phoneCode || DEFAULT_PHONE_CODE);
  if (text === "") return null;
  // Numbers read digit by digit in the reading direction, even inside a right-to-left sentence.
  return <span dir="ltr">{text}</span>;
}
