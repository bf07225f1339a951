import Badge from "@mui/material/Badge";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentVendor } from "../../../app/session/use-current-vendor.ts";
import { useMessagesCounter } from "../api/use-messages-counter.ts";
import { useMessagingStream } from "../api/use-messaging-stream.ts";

/** The navigation's « Messages » icon with the number of conversations the vendor has not read. */
export function MessagesCounterBadge({ children }: { children: ReactNode }) {
  const { t } = useTranslation("conversations");
  const vendorId = useCurrentVendor().currentVendor?.id ?? "";
  const { data: count = 0 } = useMessagesCounter(vendorId);
  useMessagingStream(vendorId);
  return (
    <Badge
      badgeContent={count}
      color="error"
      max={99}
      slotProps={{ badge: { "aria-label": t("counter", { count }), role: "status" } as object }}
    >
      {children}
    </Badge>
  );
}
