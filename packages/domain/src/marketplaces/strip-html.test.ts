import { describe, expect, it } from "vitest";
import { stripHtml } from "./strip-html.ts";

describe("a reply to a marketplace is plain text", () => {
  it("drops tags, scripts and styles, keeps paragraphs as lines, decodes entities", () => {
    expect(
      stripHtml(
        "<p>Bonjour&nbsp;Julie,</p><style>p{}</style><p>Le <b>12 juin</b> &amp; le 13<br>sont libres.</p><script>alert(1)</script>",
      ),
    ).toBe("Bonjour Julie,\nLe 12 juin & le 13\nsont libres.");
  });
  it("leaves plain text as typed", () => {
    expect(stripHtml("Prix : 3 < 5 ?\n\nÀ bientôt")).toBe("Prix : 3 < 5 ?\n\nÀ bientôt");
  });
});
