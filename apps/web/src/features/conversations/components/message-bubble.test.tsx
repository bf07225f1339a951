import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { MessageBubble } from "./message-bubble.tsx";

const base = {
  messageId: "m1",
  sender: "CLIENT" as const,
  userId: null,
  object: "",
  timestamp: "2030-01-01T10:00:00Z",
  isReadByReceiver: false,
};

describe("MessageBubble", () => {
  it("shows HTML a couple typed as text, never as markup", () => {
    const { container } = renderWithProviders(
      <MessageBubble message={{ ...base, body: '<img src=x onerror="alert(1)"><b>gras</b>', attachments: [] }} />,
    );
    expect(screen.getByText('<img src=x onerror="alert(1)"><b>gras</b>')).toBeInTheDocument();
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it("previews a picture and links a PDF to open it", () => {
    renderWithProviders(
      <MessageBubble
        message={{
          ...base,
          sender: "VENDOR",
          isReadByReceiver: true,
          body: "Voici le plan",
          attachments: [
            { fileId: "f1", filename: "parc.jpg", fileType: "JPEG", size: 10, url: "/f1", thumbnailUrl: "/f1-thumb" },
            { fileId: "f2", filename: "tarifs.pdf", fileType: "PDF", size: 10, url: "/f2", thumbnailUrl: "/f2-thumb" },
          ],
        }}
      />,
    );
    expect(screen.getByRole("img", { name: "Image parc.jpg" })).toHaveAttribute("src", "/f1-thumb");
    expect(screen.getByRole("link", { name: "tarifs.pdf" })).toHaveAttribute("href", "/f2");
    expect(screen.getByText(/Lu$/)).toBeInTheDocument();
  });
});
