import { bearer, type Session, signUp, type TestApp } from "./test-app.ts";

export type VendorSession = { session: Session; vendorId: string };

/** A confirmed, logged-in user owning one vendor, made through the real calls. */
export async function signUpVendor(t: TestApp, email: string, tradeName: string): Promise<VendorSession> {
  const session = await signUp(t, email);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/vendor/create",
    headers: bearer(session),
    payload: { vendorType: "RECEPTION_VENUE", company: { corporateName: `${tradeName} SAS`, tradeName } },
  });
  if (res.statusCode !== 200) throw new Error(`vendor/create failed: ${res.body}`);
  return { session, vendorId: res.json().vendorId };
}

/** Calls as this vendor: `vendorId` goes in the query of a GET and the body of a POST. */
export function asVendor(t: TestApp, who: VendorSession) {
  return {
    get: (url: string, query: Record<string, string> = {}) =>
      t.app.inject({
        method: "GET",
        url: `/api${url}`,
        query: { vendorId: who.vendorId, ...query },
        headers: bearer(who.session),
      }),
    post: (url: string, payload: Record<string, unknown> = {}) =>
      t.app.inject({
        method: "POST",
        url: `/api${url}`,
        payload: { vendorId: who.vendorId, ...payload },
        headers: bearer(who.session),
      }),
  };
}
