import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../test/vendor-fixtures.ts";

let t: TestApp;
let a: ReturnType<typeof asVendor>;
let b: ReturnType<typeof asVendor>;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  a = asVendor(t, await signUpVendor(t, "alice-notes@exemple.fr", "Château Alice"));
  b = asVendor(t, await signUpVendor(t, "bob-notes@exemple.fr", "Moulin Bob"));
  const client = await a.post("/client/individual/create", {
    contacts: [{ firstname: "Anne", lastname: "Roy", email: "anne@exemple.fr", phone: "0612345678" }],
  });
  clientId = client.json().clientId;
});
afterAll(async () => {
  await t.close();
});

describe("quick notes", () => {
  it("creates, reads, updates and deletes a note of a client", async () => {
    const created = await a.post("/quick-note/create", { clientId, content: "  Rappeler après la visite  " });
    expect(created.statusCode).toBe(200);
    const note = created.json();
    expect(note).toMatchObject({ clientId, content: "Rappeler après la visite" });
    expect((await a.get("/quick-note", { quickNoteId: note.quickNoteId })).json()).toEqual(note);
    const updated = await a.post("/quick-note/update", { quickNoteId: note.quickNoteId, content: "Visite faite" });
    expect(updated.json()).toMatchObject({ quickNoteId: note.quickNoteId, content: "Visite faite", createdAt: note.createdAt });
    expect((await a.post("/quick-note/delete", { quickNoteId: note.quickNoteId })).json()).toEqual({
      quickNoteId: note.quickNoteId,
    });
    const gone = await a.get("/quick-note", { quickNoteId: note.quickNoteId });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("Note introuvable.");
  });

  it("requires a content", async () => {
    const res = await a.post("/quick-note/create", { clientId, content: "   " });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Le contenu de la note est requis.");
  });

  it("lists the client's notes newest first, 50 a page, with nextPage", async () => {
    const other = await a.post("/client/individual/create", {
      contacts: [{ firstname: "Paul", lastname: "Martin", email: "paul@exemple.fr", phone: "0612345678" }],
    });
    const otherId = other.json().clientId;
    for (let i = 1; i <= 52; i++) await a.post("/quick-note/create", { clientId: otherId, content: `Note ${i}` });
    const first = await a.get("/quick-note/list", { clientId: otherId });
    expect(first.json().quickNotes).toHaveLength(50);
    expect(first.json().quickNotes[0].content).toBe("Note 52");
    const second = await a.get("/quick-note/list", { clientId: otherId, nextPage: first.json().nextPage });
    expect(second.json()).toMatchObject({ nextPage: null });
    expect(second.json().quickNotes.map((n: { content: string }) => n.content)).toEqual(["Note 2", "Note 1"]);
    const bad = await a.get("/quick-note/list", { clientId: otherId, nextPage: "bm9wZQ" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("La page demandée est invalide.");
  });

  it("answers 404 to another vendor naming this vendor's client or note, and changes nothing", async () => {
    const note = (await a.post("/quick-note/create", { clientId, content: "Privé" })).json();
    const refused = [
      await b.get("/quick-note/list", { clientId }),
      await b.post("/quick-note/create", { clientId, content: "Intrusion" }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Client introuvable.");
    }
    for (const res of [
      await b.get("/quick-note", { quickNoteId: note.quickNoteId }),
      await b.post("/quick-note/update", { quickNoteId: note.quickNoteId, content: "Modifié" }),
      await b.post("/quick-note/delete", { quickNoteId: note.quickNoteId }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Note introuvable.");
    }
    expect((await a.get("/quick-note", { quickNoteId: note.quickNoteId })).json()).toEqual(note);
    const list = await a.get("/quick-note/list", { clientId });
    expect(list.json().quickNotes.map((n: { content: string }) => n.content)).toEqual(["Privé"]);
  });

  it("goes with its client when the client is deleted", async () => {
    const client = (
      await a.post("/client/individual/create", {
        contacts: [{ firstname: "Léa", lastname: "Blanc", email: "lea@exemple.fr", phone: "0612345678" }],
      })
    ).json();
    const note = (await a.post("/quick-note/create", { clientId: client.clientId, content: "À supprimer" })).json();
    await a.post("/client/delete", { clientId: client.clientId });
    expect((await a.get("/quick-note", { quickNoteId: note.quickNoteId })).statusCode).toBe(404);
  });
});
