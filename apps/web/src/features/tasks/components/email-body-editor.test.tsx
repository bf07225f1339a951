import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { EmailBodyEditor } from "./email-body-editor.tsx";

// jsdom lays nothing out: ProseMirror scrolls the cursor into view with measures it does not have.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  const rects = Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = () => rects;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  (Text.prototype as unknown as { getClientRects: () => DOMRectList }).getClientRects = () => rects;
});

describe("the e-mail body editor", () => {
  it("inserts the variable of a chip into the message", async () => {
    const onChange = vi.fn();
    renderWithProviders(<EmailBodyEditor label="Message" value="<p>Bonjour </p>" onChange={onChange} />);
    const editor = await screen.findByRole("textbox", { name: /Message/ });
    expect(editor).toHaveTextContent("Bonjour");
    await userEvent.click(screen.getByRole("button", { name: "Nom du client" }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.calls.at(-1)?.[0] as string;
    expect(html).toContain("{{client}}");
    // Never focused yet: the variable goes at the end of the message.
    expect(html).toMatch(/^<p>Bonjour.*\{\{client\}\}<\/p>$/);
  });

  it("shows the schema's message on the message itself", async () => {
    renderWithProviders(
      <EmailBodyEditor label="Message" value="" onChange={() => undefined} error="Le corps de l'email est requis." />,
    );
    const editor = await screen.findByRole("textbox", { name: /Message/ });
    expect(editor).toHaveAttribute("aria-invalid", "true");
    expect(editor).toHaveAccessibleDescription("Le corps de l'email est requis.");
  });
});
