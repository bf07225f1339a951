import { describe, expect, it } from "vitest";
import { sanitizeSvg } from "./svg-sanitizer.ts";

const svg = (inner: string, attributes = "") =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attributes}>${inner}</svg>`);
const clean = (bytes: Buffer) => sanitizeSvg(bytes)?.toString("utf8") ?? null;

describe("SVG sanitising", () => {
  it.each([
    ["a script", svg("<script>alert(1)</script><rect/>"), "<script"],
    ["an event handler", svg("<rect/>", 'onload="alert(1)"'), "onload"],
    ["a javascript: link", svg('<a href="javascript:alert(1)"><rect/></a>'), "javascript:"],
    ["an external link", svg('<a xlink:href="https://ailleurs.example/"><rect/></a>'), "ailleurs.example"],
    ["an external image", svg('<image href="https://pixel.example/p.png"/>'), "pixel.example"],
    ["an SVG data image", svg('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>'), "data:image/svg"],
    ["an @import", svg("<style>@import url(https://css.example/a.css);</style>"), "css.example"],
    ["a url() to another file in a style", svg("<style>rect{fill:url(https://x.example/p#a)}</style>"), "x.example"],
    ["a url() in an attribute", svg("<rect style=\"fill:url('https://x.example/p#a')\"/>"), "x.example"],
    ["foreign HTML", svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'), "foreignObject"],
    ["an animation that rewrites a link", svg('<animate attributeName="href" values="javascript:alert(1)"/>'), "animate"],
  ])("removes %s", (_label, input, banned) => {
    const output = clean(input);
    expect(output).toContain("<svg");
    expect(output).not.toContain(banned);
  });

  it("keeps the drawing: shapes, classes, gradients, internal references, embedded pictures, text", () => {
    const output = clean(
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#b5835a"/></linearGradient></defs>' +
          '<style>.st0{fill:url(#g)}</style><rect class="st0" width="10" height="10"/>' +
          '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>' +
          "<text>Noces d'été &amp; co</text>",
        'viewBox="0 0 10 10"',
      ),
    );
    for (const kept of [
      'id="g"',
      ".st0{fill:url(#g)}",
      'class="st0"',
      "data:image/png;base64",
      "Noces d'été &amp; co",
      'viewBox="0 0 10 10"',
    ]) {
      expect(output).toContain(kept);
    }
    expect(output?.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it.each([
    ["malformed XML", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>')],
    ["an undefined entity", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>&secret;</text></svg>')],
    [
      "an external entity",
      Buffer.from(
        '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
      ),
    ],
    ["SVG without its namespace", Buffer.from("<svg><rect/></svg>")],
    ["another XML root", Buffer.from('<html xmlns="http://www.w3.org/1999/xhtml"/>')],
  ])("refuses %s", (_label, input) => {
    expect(sanitizeSvg(input)).toBeNull();
  });
});
