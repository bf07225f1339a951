import http from "node:http";
import { gzipSync } from "node:zlib";
import sharp from "sharp";
import { demoLogin } from "./demo-login.ts";
import { startServer } from "./server-process.ts";

/**
 * The public showcase page: its HTML size (raw and gzip) and its time to first byte, measured with
 * sequential requests on loopback against the production server, for a venue with 10 photos, two
 * spaces, an accommodation, an offer, a FAQ, a team and an availability calendar.
 */
const REQUESTS = Number(process.env.BENCH_SHOWCASE_REQUESTS ?? 200);
const WARMUP = 20;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
const round = (n: number) => Math.round(n * 100) / 100;

/** Time to the first byte of the body and to its end, for one GET. */
function timedGet(port: number, path: string): Promise<{ ttfbMs: number; totalMs: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(
      { host: "127.0.0.1", port, path, headers: { "user-agent": BROWSER, accept: "text/html" }, agent: false },
      (res) => {
        let ttfbMs = 0;
        res.once("data", () => {
          ttfbMs = performance.now() - started;
        });
        res.on("end", () => resolve({ ttfbMs, totalMs: performance.now() - started, status: res.statusCode ?? 0 }));
        res.resume();
      },
    );
    req.on("error", reject);
  });
}

async function main(): Promise<void> {
  const server = await startServer();
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const { token } = await demoLogin(`${base}/api`, server.demoPassword);
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const added = await fetch(`${base}/api/vendor/add-vendor`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({
        vendorType: "RECEPTION_VENUE",
        company: { corporateName: "Château de Montclair SAS", tradeName: "Château de Montclair" },
      }),
    });
    const { vendorId, slug } = (await added.json()) as { vendorId: string; slug: string };
    const call = async (url: string, body: object) => {
      const res = await fetch(`${base}/api${url}`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({ vendorId, ...body }),
      });
      if (!res.ok) throw new Error(`${url} → ${res.status} ${await res.text()}`);
      return res.json();
    };

    await call("/vendor/reception-venue/update", {
      weddingShowcase: {
        catchphrase: "Un château du XVIIe siècle entre vignes et forêt",
        description:
          "Au cœur de la Bourgogne, le Château de Montclair accueille vos mariages dans son orangerie de 300 m², sa cour pavée et son parc de 8 hectares.\n\nCérémonie laïque dans le jardin à la française, cocktail au bord de l'étang, dîner et soirée dans l'orangerie : tout se passe sur place, jusqu'au bout de la nuit.",
        tags: ["Parc", "Orangerie", "Hébergement sur place"],
      },
      website: "https://chateau-montclair.example",
      contact: { firstname: "Claire", lastname: "Delmas", email: "claire@chateau-montclair.example", phone: "0612345678" },
      address: {
        street: "1 allée du Château",
        city: "Beaune",
        postalCode: "21200",
        department: "Côte-d'Or",
        latitude: 47.02,
        longitude: 4.84,
      },
      minGuestCapacity: 40,
      maxGuestCapacity: 220,
      venueType: "CASTLE",
      locationEnvironment: "COUNTRYSIDE",
      parkingCapacity: 120,
      minPrice: 6500,
      isAvailibilityCalendar: true,
      socials: [
        { type: "INSTAGRAM", url: "https://instagram.com/chateaumontclair" },
        { type: "FACEBOOK", url: "https://facebook.com/chateaumontclair" },
      ],
    });
    for (let i = 0; i < 10; i++) {
      const photo = await sharp({
        create: { width: 1600, height: 1067, channels: 3, background: { r: 90 + i * 12, g: 130, b: 100 } },
      })
        .jpeg({ quality: 85 })
        .toBuffer();
      const presign = (await call("/media-library/presigned-urls", {
        category: "Medias",
        filenames: [`photo-${i + 1}.jpg`],
        sizes: [photo.length],
      })) as { urls: { fileId: string; url: string }[] };
      const target = presign.urls[0] as { fileId: string; url: string };
      await fetch(target.url.startsWith("/") ? `${base}${target.url}` : target.url, {
        method: "PUT",
        body: new Uint8Array(photo),
        headers: { "content-type": "application/octet-stream" },
      });
      await call("/media-library/confirm", { fileId: target.fileId });
    }
    for (const [name, seats] of [
      ["L'Orangerie", 220],
      ["La Salle des Gardes", 90],
    ] as const) {
      await call("/vendor/space/create", {
        name,
        description: "Parquet ancien, grandes baies vitrées ouvertes sur le parc, piste de danse.",
        seatingAllowed: true,
        minimumSeatingCapacity: 30,
        maximumSeatingCapacity: seats,
        standingAllowed: true,
        maximumStandingCapacity: seats + 80,
        areaInSquareMeters: seats + 80,
        features: ["NATURE_SURROUNDINGS", "HANDICAP_ACCESS"],
        additionalSpaces: ["TERRACE", "GARDEN", "DANCE_FLOOR"],
      });
    }
    await call("/vendor/accommodation/create", {
      name: "Les Dépendances",
      rooms: [
        { name: "Chambre 1", beds: [{ bedType: "KING", numberOfBeds: 1 }] },
        { name: "Chambre 2", beds: [{ bedType: "SINGLE", numberOfBeds: 2 }] },
      ],
      amenities: ["WIFI", "POOL"],
      checkInStartTime: "16:00",
      checkOutTime: "11:00",
    });
    await call("/vendor/promotions/create", {
      title: "Mariages d'hiver : -15 %",
      description: "De novembre à mars.",
      endDate: "2099-03-31",
    });
    await call("/vendor/faq/update", {
      qas: [
        { question: "Jusqu'à quelle heure peut-on faire la fête ?", answer: "Jusqu'au bout de la nuit : aucun voisin." },
        { question: "Le traiteur est-il imposé ?", answer: "Non, une liste de traiteurs partenaires vous est proposée." },
        { question: "Peut-on dormir sur place ?", answer: "Oui, 24 couchages dans les dépendances." },
      ],
    });
    await call("/vendor/team-members/create", { firstname: "Claire", lastname: "Delmas", position: "Propriétaire" });
    await call("/vendor/availabilities/create", { dates: ["2027-06-12", "2027-06-19", "2027-07-03"] });
    await call("/vendor/publish", { isPublished: true });

    const path = `/prestataires/${slug}`;
    const page = await fetch(`${base}${path}`, { headers: { "user-agent": BROWSER } });
    const html = Buffer.from(await page.arrayBuffer());
    const css = /<link rel="stylesheet" href="([^"]+)">/.exec(html.toString())?.[1] as string;
    const cssBytes = Buffer.from(await (await fetch(`${base}${css}`)).arrayBuffer());

    for (let i = 0; i < WARMUP; i++) await timedGet(server.port, path);
    const ttfb: number[] = [];
    const total: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const r = await timedGet(server.port, path);
      if (r.status !== 200) throw new Error(`status ${r.status}`);
      ttfb.push(r.ttfbMs);
      total.push(r.totalMs);
    }
    ttfb.sort((a, b) => a - b);
    total.sort((a, b) => a - b);
    // The same loop on GET /api/health (one SELECT 1): what the machine gives any request right now.
    const baseline: number[] = [];
    for (let i = 0; i < REQUESTS; i++) baseline.push((await timedGet(server.port, "/api/health")).ttfbMs);
    baseline.sort((a, b) => a - b);
    const result = {
      htmlBytes: html.length,
      htmlGzipBytes: gzipSync(html).length,
      cssBytes: cssBytes.length,
      cssGzipBytes: gzipSync(cssBytes).length,
      requests: REQUESTS,
      ttfbP50Ms: round(percentile(ttfb, 50)),
      ttfbP95Ms: round(percentile(ttfb, 95)),
      ttfbMaxMs: round(percentile(ttfb, 100)),
      totalP50Ms: round(percentile(total, 50)),
      totalP95Ms: round(percentile(total, 95)),
      healthTtfbP50Ms: round(percentile(baseline, 50)),
      healthTtfbP95Ms: round(percentile(baseline, 95)),
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
