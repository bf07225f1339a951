import type { TestApp } from "../../test/test-app.ts";
import type { asVendor } from "../../test/vendor-fixtures.ts";

/** Tests: the vendor links Google as in the browser (consent address, the stand-in's redirect, our callback). */
export async function linkGoogle(t: TestApp, who: ReturnType<typeof asVendor>, calendarId?: string): Promise<void> {
  const consent = new URL((await who.get("/vendor/google-auth")).json().url);
  const approved = await fetch(consent, { redirect: "manual" });
  const back = new URL(approved.headers.get("location") as string);
  const callback = await t.app.inject({ method: "GET", url: `${back.pathname}${back.search}` });
  if (callback.headers.location !== "/agenda?google=linked") throw new Error(`link failed: ${callback.headers.location}`);
  if (calendarId) {
    const chosen = await who.post("/vendor/select-google-calendar", { calendarId });
    if (chosen.statusCode !== 200) throw new Error(`select failed: ${chosen.body}`);
  }
}
