import sharp from "sharp";

/**
 * The demo showcase's photos, drawn rather than shipped: a sky gradient, a sun, rolling hills and a
 * silhouette per scene, rendered to JPEG by sharp. Calm colours a venue would pick, no noise; each one
 * is deterministic so the demo looks the same on every machine.
 */
export type DemoPhoto = { name: string; title: string; description: string; bytes: Buffer };

type Scene = {
  name: string;
  title: string;
  description: string;
  sky: [string, string];
  sun: string;
  hills: [string, string, string];
  motif: "house" | "trees" | "lights" | "tent" | "pond" | "arch";
};

const scenes: Scene[] = [
  {
    name: "domaine-coucher-de-soleil.jpg",
    title: "Le domaine au coucher du soleil",
    description: "La maison de maître vue du parc, les vignes en contrebas, à l'heure dorée.",
    sky: ["#f6c28b", "#e07a5f"],
    sun: "#fde2b8",
    hills: ["#a3b18a", "#588157", "#3a5a40"],
    motif: "house",
  },
  {
    name: "allee-des-tilleuls.jpg",
    title: "L'allée des tilleuls",
    description: "L'allée bordée de tilleuls centenaires qui mène à la cour d'honneur.",
    sky: ["#cde7f0", "#8ecae6"],
    sun: "#fffbe6",
    hills: ["#b5c99a", "#87986a", "#52663f"],
    motif: "trees",
  },
  {
    name: "diner-guinguette.jpg",
    title: "Le dîner sous les guirlandes",
    description: "Les tables dressées dans la cour, sous des guirlandes lumineuses, à la tombée de la nuit.",
    sky: ["#2b2d42", "#8d5b7c"],
    sun: "#f8e1a0",
    hills: ["#5c4d7d", "#3d3b63", "#24243e"],
    motif: "lights",
  },
  {
    name: "ceremonie-laique.jpg",
    title: "La cérémonie laïque",
    description: "L'arche fleurie de la cérémonie laïque, face à la prairie.",
    sky: ["#fbe7e1", "#f4acb7"],
    sun: "#fff5ee",
    hills: ["#d8e2dc", "#9d8189", "#6d6875"],
    motif: "arch",
  },
  {
    name: "vin-d-honneur-etang.jpg",
    title: "Le vin d'honneur au bord de l'étang",
    description: "La pelouse au bord de l'étang où se tient le vin d'honneur.",
    sky: ["#e3f2fd", "#90caf9"],
    sun: "#fffde7",
    hills: ["#c5e1a5", "#7cb342", "#33691e"],
    motif: "pond",
  },
  {
    name: "chapiteau-prairie.jpg",
    title: "Le chapiteau de la prairie",
    description: "Le chapiteau blanc dressé dans la prairie pour les grandes tablées.",
    sky: ["#fff1e6", "#f0b8a0"],
    sun: "#fffaf0",
    hills: ["#e9edc9", "#ccd5ae", "#8a9a5b"],
    motif: "tent",
  },
  {
    name: "vignes-automne.jpg",
    title: "Les vignes en automne",
    description: "Les rangs de vigne du domaine aux couleurs d'octobre.",
    sky: ["#fde4cf", "#f9a66c"],
    sun: "#fff3e0",
    hills: ["#e9c46a", "#f4a261", "#bc6c25"],
    motif: "trees",
  },
  {
    name: "nuit-etoilee.jpg",
    title: "La soirée dansante",
    description: "La façade illuminée pendant la soirée dansante.",
    sky: ["#0b132b", "#3a506b"],
    sun: "#f1faee",
    hills: ["#1c2541", "#16213e", "#0b132b"],
    motif: "house",
  },
  {
    name: "brunch-terrasse.jpg",
    title: "Le brunch du lendemain",
    description: "La terrasse ensoleillée où est servi le brunch du lendemain.",
    sky: ["#fefae0", "#ffd6a5"],
    sun: "#ffffff",
    hills: ["#caffbf", "#9bc59d", "#6a994e"],
    motif: "lights",
  },
  {
    name: "parc-hiver.jpg",
    title: "Le parc en hiver",
    description: "Le parc sous le givre, pour les mariages d'hiver au coin du feu.",
    sky: ["#edf2fb", "#b6ccfe"],
    sun: "#ffffff",
    hills: ["#e2eafc", "#c1d3fe", "#abc4ff"],
    motif: "trees",
  },
  {
    name: "orangerie.jpg",
    title: "L'orangerie",
    description: "L'orangerie vitrée, pour les dîners jusqu'à 80 convives.",
    sky: ["#fff8e1", "#ffcc80"],
    sun: "#fffde7",
    hills: ["#dcedc8", "#aed581", "#689f38"],
    motif: "house",
  },
];

const W = 1600;
const H = 1067;

function motifSvg(scene: Scene): string {
  const dark = scene.hills[2];
  switch (scene.motif) {
    case "house":
      return `<g fill="${dark}" opacity="0.9">
        <rect x="560" y="560" width="480" height="200"/>
        <polygon points="540,565 800,430 1060,565"/>
        <rect x="620" y="470" width="26" height="70"/>
        ${[600, 690, 780, 870, 960].map((x) => `<rect x="${x}" y="610" width="40" height="60" fill="${scene.sun}" opacity="0.75"/>`).join("")}
      </g>`;
    case "trees":
      return [220, 420, 620, 1000, 1200, 1400]
        .map(
          (x, i) =>
            `<rect x="${x - 8}" y="${640 - (i % 2) * 30}" width="16" height="120" fill="${dark}"/><circle cx="${x}" cy="${600 - (i % 2) * 30}" r="${70 + (i % 3) * 12}" fill="${scene.hills[1]}" opacity="0.95"/>`,
        )
        .join("");
    case "lights":
      return `<path d="M0 260 Q400 380 800 260 T1600 260" stroke="${dark}" stroke-width="3" fill="none"/>
        ${Array.from({ length: 16 }, (_, i) => {
          const x = 50 + i * 100;
          const y = 260 + Math.sin((x / 1600) * Math.PI * 2) * -50 + 60 * Math.sin((x / 800) * Math.PI) ** 2;
          return `<circle cx="${x}" cy="${y + 18}" r="12" fill="${scene.sun}"/><circle cx="${x}" cy="${y + 18}" r="28" fill="${scene.sun}" opacity="0.25"/>`;
        }).join("")}
        <rect x="300" y="720" width="1000" height="24" rx="6" fill="${dark}"/>`;
    case "tent":
      return `<g fill="#fffdf7" opacity="0.95">
        <polygon points="500,740 800,430 1100,740"/>
        <polygon points="380,740 560,560 640,740" opacity="0.85"/>
        <polygon points="960,740 1040,560 1220,740" opacity="0.85"/>
      </g><line x1="800" y1="430" x2="800" y2="380" stroke="${dark}" stroke-width="6"/>`;
    case "pond":
      return `<ellipse cx="800" cy="860" rx="520" ry="90" fill="#7fb7d9" opacity="0.85"/>
        <ellipse cx="800" cy="850" rx="380" ry="40" fill="#ffffff" opacity="0.25"/>`;
    case "arch":
      return `<path d="M620 780 L620 520 A180 180 0 0 1 980 520 L980 780" stroke="${dark}" stroke-width="18" fill="none"/>
        ${Array.from({ length: 14 }, (_, i) => {
          const a = Math.PI + (i / 13) * Math.PI;
          return `<circle cx="${800 + Math.cos(a) * 180}" cy="${520 + Math.sin(a) * 180}" r="22" fill="${i % 2 ? "#ffffff" : "#f4acb7"}"/>`;
        }).join("")}`;
  }
}

function sceneSvg(scene: Scene): string {
  const [h1, h2, h3] = scene.hills;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${scene.sky[1]}"/><stop offset="1" stop-color="${scene.sky[0]}"/>
    </linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${scene.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${scene.sun}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="1180" cy="330" r="260" fill="url(#glow)"/>
  <circle cx="1180" cy="330" r="90" fill="${scene.sun}"/>
  <path d="M0 600 C300 480 600 560 900 520 S1400 470 1600 540 L1600 ${H} L0 ${H} Z" fill="${h1}"/>
  <path d="M0 700 C250 620 550 690 850 650 S1350 600 1600 680 L1600 ${H} L0 ${H} Z" fill="${h2}"/>
  ${motifSvg(scene)}
  <path d="M0 820 C350 760 700 830 1050 790 S1450 770 1600 800 L1600 ${H} L0 ${H} Z" fill="${h3}"/>
</svg>`;
}

/** The showcase's photos (10, the spec's threshold for a visible showcase, plus one). */
export async function demoPhotos(): Promise<DemoPhoto[]> {
  return Promise.all(
    scenes.map(async (scene) => ({
      name: scene.name,
      title: scene.title,
      description: scene.description,
      bytes: await sharp(Buffer.from(sceneSvg(scene)))
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer(),
    })),
  );
}

/** A round monogram for the company's logo (printed on the documents). */
export async function demoLogo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
    <circle cx="200" cy="200" r="190" fill="#3a5a40"/>
    <circle cx="200" cy="200" r="170" fill="none" stroke="#e9c46a" stroke-width="6"/>
    <path d="M200 90 C150 150 150 230 200 300 C250 230 250 150 200 90 Z" fill="#a3b18a"/>
    <line x1="200" y1="110" x2="200" y2="310" stroke="#e9c46a" stroke-width="6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
