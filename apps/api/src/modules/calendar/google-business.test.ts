import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GoogleStandIn, startGoogleStandIn } from "../../test/google-stand-in.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../test/vendor-fixtures.ts";
import { linkGoogle } from "./google-test-link.ts";

let google: GoogleStandIn;
let t: TestApp;
let a: ReturnType<typeof asVendor>;
let b: ReturnType<typeof asVendor>;

beforeAll(async () => {
  google = await startGoogleStandIn();
  t = await createTestApp({
    google: { clientId: google.clientId, clientSecret: google.clientSecret, oauthUrl: google.oauthUrl, apiUrl: google.apiUrl },
  });
  a = asVendor(t, await signUpVendor(t, "alice-avis@exemple.fr", "Château Alice"));
  b = asVendor(t, await signUpVendor(t, "bob-avis@exemple.fr", "Moulin Bob"));
});
afterAll(async () => {
  await t.close();
  await google.close();
});

describe("Google Business Profile: locations, reviews, reply (against the stand-in)", () => {
  it("asks to link Google before anything is read", async () => {
    const res = await a.get("/vendor/google-business-reviews");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Votre compte Google n'est pas lié.");
  });

  it("lists the linked account's locations with their address, asked with a read mask", async () => {
    await linkGoogle(t, a);
    const res = await a.get("/vendor/google-business-locations");
    expect(res.statusCode).toBe(200);
    expect(res.json().locations).toEqual([
      { name: "accounts/1001/locations/2001", title: "Château des Tilleuls", address: "12 route des Vignes, 21200 Beaune" },
      { name: "accounts/1001/locations/2002", title: "Orangerie des Tilleuls", address: null },
    ]);
    // The consent asked for the Business Profile scope, or the stand-in would have answered 403.
    expect(google.requests.some((r) => r.path === "/v1/accounts/1001/locations")).toBe(true);
  });

  it("lists the first location's reviews newest first: stars, text, date, reply state", async () => {
    const res = await a.get("/vendor/google-business-reviews");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ location: { title: "Château des Tilleuls" }, averageRating: 3.7, totalReviewCount: 3 });
    expect(body.reviews).toEqual([
      expect.objectContaining({ reviewer: "Camille et Hugo", rating: 5, reply: null, createTime: "2026-10-04T09:12:00Z" }),
      expect.objectContaining({
        reviewer: "Sophie Martin",
        rating: 4,
        reply: expect.objectContaining({ comment: expect.any(String) }),
      }),
      expect.objectContaining({ reviewer: "Julien R.", rating: 2, comment: null, reply: null }),
    ]);
    const other = await a.get("/vendor/google-business-reviews", { location: "accounts/1001/locations/2002" });
    expect(other.json()).toMatchObject({ location: { title: "Orangerie des Tilleuls" }, reviews: [] });
    const foreign = await a.get("/vendor/google-business-reviews", { location: "accounts/9/locations/9" });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Établissement introuvable.");
  });

  it("replies to a review in Google; an empty reply is refused in French and nothing is sent", async () => {
    const review = "accounts/1001/locations/2001/reviews/rev-1";
    const empty = await a.post("/vendor/google-business-reviews/reply", { review, comment: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("La réponse est requise.");
    expect(google.requests.some((r) => r.method === "PUT")).toBe(false);

    const res = await a.post("/vendor/google-business-reviews/reply", { review, comment: "Merci Camille et Hugo !" });
    expect(res.statusCode).toBe(200);
    expect(res.json().comment).toBe("Merci Camille et Hugo !");
    const stored = google.reviews.get("accounts/1001/locations/2001")?.find((r) => r.reviewId === "rev-1");
    expect(stored?.reviewReply?.comment).toBe("Merci Camille et Hugo !");
    const listed = (await a.get("/vendor/google-business-reviews")).json().reviews;
    expect(listed.find((r: { reviewer: string }) => r.reviewer === "Camille et Hugo").reply.comment).toBe(
      "Merci Camille et Hugo !",
    );

    const notTheirs = await a.post("/vendor/google-business-reviews/reply", {
      review: "accounts/77/locations/1/reviews/x",
      comment: "Merci",
    });
    expect(notTheirs.statusCode).toBe(404);
  });

  it("another vendor without Google reads nothing of it", async () => {
    expect((await b.get("/vendor/google-business-locations")).statusCode).toBe(409);
  });
});
