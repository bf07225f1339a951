import { describe, expect, it } from "vitest";
import { notificationKinds } from "./notification-kinds.ts";
import { notificationUrlSchema } from "./notification-schemas.ts";
import { notificationText } from "./notification-texts.ts";

describe("notification texts", () => {
  it("gives every kind a French subject and message naming its subject", () => {
    for (const kind of notificationKinds) {
      const text = notificationText(kind, { title: "D-2026-00001", who: "Camille Martin", date: "27 nov. 2026" });
      expect(text.subject.length).toBeGreaterThan(5);
      expect(`${text.subject} ${text.message}`).toMatch(/D-2026-00001|Camille Martin/);
    }
  });

  it("reads well without the optional facts", () => {
    expect(notificationText("QUOTE_SIGNED", { title: "D-1" }).message).toBe("Le devis D-1 a été signé.");
  });
});

describe("notification links", () => {
  it("accepts http(s) addresses and app paths, refuses other schemes and protocol-relative links", () => {
    expect(notificationUrlSchema.safeParse("https://example.fr/a").success).toBe(true);
    expect(notificationUrlSchema.safeParse("/devis/123").success).toBe(true);
    expect(notificationUrlSchema.safeParse("javascript:alert(1)").success).toBe(false);
    expect(notificationUrlSchema.safeParse("//evil.example").success).toBe(false);
  });
});
