import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../../components/visually-hidden.ts";
import { useCurrentVendor } from "../../../lib/session/use-current-vendor.ts";
import { useMessagesCounter } from "../api/use-messages-counter.ts";
import { useMessagingStream } from "../api/use-messaging-stream.ts";

/**
 * The navigation's « Messages » icon with the number of conversations the vendor has not read; a
 * screen reader hears it as part of the link (« 2 conversations non lues Messages »).
 */
export function MessagesCounterBadge({ children }: { children: ReactNode }) {
  const { t } = useTranslation("conversations");
  const vendorId = useCurrentVendor().currentVendor?.id ?? "";
  const { data: count = 0 } = useMessagesCounter(vendorId);
  useMessagingStream(vendorId);
  return (
    <>
      <Badge badgeContent={count} color="error" max={99} slotProps={{ badge: { "aria-hidden": true } }}>
        {children}
      </Badge>
      {count > 0 ? (
        <Box component="span" sx={visuallyHidden}>
          {t("counter", { count })}
        </Box>
      ) : null}
    </>
  );
}
