import { describe, expect, it } from "vitest";
import { html, jsonForScript } from "./html.ts";

describe("html", () => {
  it("escapes every interpolated value, nested templates stay markup", () => {
    const name = `<script>alert("x")</script>&'`;
    const inner = html`<b>${name}</b>`;
    expect(html`<p title="${name}">${inner}${[html`<i>1</i>`, "<2>"]}${null}${false}${undefined}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;"><b>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;</b><i>1</i>&lt;2&gt;</p>',
    );
  });
});

describe("jsonForScript", () => {
  it("cannot close the script element", () => {
    const out = jsonForScript({ name: "</script><script>alert(1)</script>", s: "a\u2028b&" }).value;
    expect(out).not.toContain("<");
    expect(out).not.toContain("&");
    expect(JSON.parse(out)).toEqual({ name: "</script><script>alert(1)</script>", s: "a\u2028b&" });
  });
});
