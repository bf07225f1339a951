import { describe, expect, it } from "vitest";
import { DEFAULT_GOOGLE_API_URL, DEFAULT_GOOGLE_OAUTH_URL } from "../../platform/google-settings.ts";
import { createGoogleClient } from "./google-client.ts";

const settings = { clientId: "id.apps.googleusercontent.com", clientSecret: "secret" };

describe("Google client addresses", () => {
  it("sends the vendor to Google's own consent screen when no stand-in is configured, with offline access and PKCE", async () => {
    const client = createGoogleClient({ ...settings, oauthUrl: DEFAULT_GOOGLE_OAUTH_URL, apiUrl: DEFAULT_GOOGLE_API_URL });
    const { verifier, challenge } = await client.pkcePair();
    expect(verifier).toMatch(/^[A-Za-z0-9._~-]{43,128}$/);
    const url = new URL(client.consentUrl("state-1", challenge, "https://app.example.fr/api/calendar/google/callback"));
    expect(`${url.origin}${url.pathname}`).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: settings.clientId,
      redirect_uri: "https://app.example.fr/api/calendar/google/callback",
      response_type: "code",
      access_type: "offline",
      prompt: "consent",
      state: "state-1",
      code_challenge: challenge,
      code_challenge_method: "S256",
      scope: "https://www.googleapis.com/auth/calendar https://www.googleapis.com/auth/business.manage",
    });
  });

  it("points the consent screen at the configured address (the stand-in)", async () => {
    const client = createGoogleClient({ ...settings, oauthUrl: "http://127.0.0.1:9", apiUrl: "http://127.0.0.1:9" });
    const url = new URL(client.consentUrl("s", "c", "http://localhost/cb"));
    expect(`${url.origin}${url.pathname}`).toBe("http://127.0.0.1:9/o/oauth2/v2/auth");
  });
});
