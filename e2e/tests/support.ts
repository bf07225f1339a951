import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

const screenshotsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../docs/screenshots");

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // The pointer left where the last click was may rest on a control of the new page and start its hover
  // transition while the colours are measured: move it off the content first.
  await page.mouse.move(0, 0);
  // Colours measured halfway through a fade or a ripple would be neither the old nor the new ones.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(blocking).toEqual([]);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
}

type OutboxMessage = { id: string; to: string; subject: string; text: string };

/** Reads the last code mailed to an address from the server's outbox, as a tester would. */
export async function lastCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get("/dev/outbox");
      const { messages } = (await res.json()) as { messages: OutboxMessage[] };
      code = messages.find((m) => m.to === email)?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemple.fr`;

/** Creates a confirmed account with one vendor through the API, for tests that start logged out. */
export async function accountWithVendor(request: APIRequestContext, email: string, password: string, tradeName: string) {
  await request.post("/api/user/register", { data: { email, password } });
  const code = await lastCode(request, email);
  await request.post("/api/user/register/confirm-email", { data: { email, code } });
  const login = await (await request.post("/api/user/login", { data: { email, password } })).json();
  const vendor = await request.post("/api/vendor/create", {
    headers: { authorization: `Bearer ${login.token}` },
    data: { vendorType: "RECEPTION_VENUE", company: { corporateName: `${tradeName} SAS`, tradeName } },
  });
  expect(vendor.ok()).toBe(true);
}

/**
 * Lifts the focused drag handle with Space, as a keyboard user does. dnd-kit's keyboard sensor only starts
 * listening for the arrows one timer after the key that lifted the item, and Chromium runs input before timers:
 * on a loaded machine an arrow pressed as soon as the lift is announced can reach the page before that timer and
 * be lost. A timer queued now runs after dnd-kit's, so the next arrow is heard.
 */
export async function liftWithKeyboard(page: Page): Promise<void> {
  await page.keyboard.press("Space");
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
