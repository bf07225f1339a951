import { DEFAULT_PHONE_CODE, groupPhone } from "@cortege/domain";
import { useEffect, useState } from "react";

type PhoneNumberProps = { phone: string | null | undefined; phoneCode?: string | null };

/**
 * A phone number as the spec shows it: French numbers in pairs (part 1 §5). Renders nothing without a number.
 * French and British numbers are grouped at once; another country's number shows as typed until the phone metadata
 * (libphonenumber-js, ~30 kB gz) arrives, so that the screens listing clients don't download it for French numbers.
 */
export function PhoneNumber({ phone, phoneCode }: PhoneNumberProps) {
  const code = phoneCode || DEFAULT_PHONE_CODE;
  const grouped = phone ? groupPhone(phone, code) : "";
  const [international, setInternational] = useState<{ key: string; text: string } | null>(null);
  const key = `${code} ${phone ?? ""}`;
  useEffect(() => {
    if (grouped !== null || !phone) return;
    let live = true;
    void import("./phone-number-international.ts").then(({ formatPhone }) => {
      if (live) setInternational({ key, text: formatPhone(phone, code) });
    });
    return () => {
      live = false;
    };
  }, [grouped, phone, code, key]);
  const text = grouped ?? (international?.key === key ? international.text : (phone ?? "").trim());
  if (text === "") return null;
  // Numbers read digit by digit in the reading direction, even inside a right-to-left sentence.
  return <span dir="ltr">{text}</span>;
}
