import { describe, expect, it } from "vitest";
import { readingTimeOf, tipTapText } from "./reading-time.ts";

describe("reading time", () => {
  it("rounds up to the next minute at 200 words a minute", () => {
    expect(readingTimeOf("mot ".repeat(200))).toBe(1);
    expect(readingTimeOf("mot ".repeat(201))).toBe(2);
    expect(readingTimeOf("")).toBe(0);
    expect(readingTimeOf("Bonjour !")).toBe(1);
  });

  it("reads the text of a TipTap document, blocks apart", () => {
    const doc = {
      type: "doc",
      content: [
        { type: "heading", content: [{ type: "text", text: "Titre" }] },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "Un " },
            { type: "text", marks: [{ type: "bold" }], text: "mot" },
          ],
        },
      ],
    };
    expect(tipTapText(doc)).toBe("Titre Un mot");
  });
});
