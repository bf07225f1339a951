import type { Message } from "@cortege/domain";
import DescriptionOutlined from "@mui/icons-material/DescriptionOutlined";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { ChatBubble } from "../../../components/chat-bubble.tsx";
import { formatMessageTime } from "./format-message-time.ts";

const IMAGE_TYPES = new Set(["JPEG", "JPG", "PNG", "WEBP", "GIF", "HEIC", "AVIF"]);

/**
 * One message. Its text is shown as text (React escapes it): HTML a couple typed is never interpreted.
 * Pictures are previewed; other files (PDF…) open in a new tab.
 */
export function MessageBubble({ message }: { message: Message }) {
  const { t, i18n } = useTranslation("conversations");
  const mine = message.sender === "VENDOR";
  return (
    <ChatBubble mine={mine}>
      {message.body ? <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{message.body}</Typography> : null}
      {message.attachments.length > 0 ? (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: message.body ? 1 : 0 }}>
          {message.attachments.map((a) =>
            a.fileType && IMAGE_TYPES.has(a.fileType) && a.thumbnailUrl ? (
              <Link
                key={a.fileId}
                href={a.url ?? undefined}
                target="_blank"
                rel="noopener"
                aria-label={t("attachment.open", { name: a.filename })}
              >
                <Box
                  component="img"
                  src={a.thumbnailUrl}
                  alt={t("attachment.image", { name: a.filename })}
                  sx={{ display: "block", width: 160, height: 120, objectFit: "cover", borderRadius: 1.5 }}
                />
              </Link>
            ) : (
              <Link
                key={a.fileId}
                href={a.url ?? undefined}
                target="_blank"
                rel="noopener"
                color="inherit"
                sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}
              >
                <DescriptionOutlined fontSize="small" aria-hidden />
                {a.filename}
              </Link>
            ),
          )}
        </Box>
      ) : null}
      <Typography variant="caption" component="p" sx={{ mt: 0.5, textAlign: "right", opacity: 0.8 }}>
        {formatMessageTime(message.timestamp, i18n.language)}
        {mine && message.isReadByReceiver ? ` · ${t("thread.readByClient")}` : ""}
      </Typography>
    </ChatBubble>
  );
}
