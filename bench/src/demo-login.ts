/** Signs in as the demo account of a bench's server (`apiBase` ends with /api): its token, user and first vendor. */
export async function demoLogin(apiBase: string, password: string) {
  const login = await fetch(`${apiBase}/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "demo@cortege.fr", password }),
  });
  const { token, userId } = (await login.json()) as { token: string; userId: string };
  const auth = { authorization: `Bearer ${token}` };
  const { vendors } = (await (await fetch(`${apiBase}/vendor/user-vendors`, { headers: auth })).json()) as {
    vendors: { vendorId?: string; id?: string }[];
  };
  const vendorId = vendors[0]?.vendorId ?? vendors[0]?.id ?? "";
  return { token, userId, auth, vendorId };
}

/** GET with the vendor in the query and POST with it in the body, as the demo vendor; a refused POST throws. */
export function vendorCalls(apiBase: string, auth: Record<string, string>, vendorId: string) {
  const get = async (p: string, q: Record<string, string> = {}) =>
    (await fetch(`${apiBase}/${p}?${new URLSearchParams({ vendorId, ...q })}`, { headers: auth })).json();
  const post = async (p: string, body: Record<string, unknown>) => {
    const res = await fetch(`${apiBase}/${p}`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ vendorId, ...body }),
    });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  return { get, post };
}
