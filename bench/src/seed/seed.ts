// `npm run seed -- --size medium [--seed N] [--today YYYY-MM-DD] [--reset]`
// Writes realistic French data straight into PostgreSQL: DATABASE_URL when set, otherwise the embedded
// PostgreSQL of DATA_DIR (./data by default, the one `npm start` uses; stop the server first).
import { parseArgs } from "node:util";
import { openTarget, resolveDataDir } from "./database-target.ts";
import { DEFAULT_SEED, DEFAULT_TODAY, seedDatabase } from "./seed-database.ts";
import { isSeedSizeName, SEED_PASSWORD, seedEmail, seedSizes } from "./sizes.ts";

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      size: { type: "string", default: "small" },
      seed: { type: "string", default: String(DEFAULT_SEED) },
      today: { type: "string", default: DEFAULT_TODAY },
      reset: { type: "boolean", default: false },
    },
  });
  const size = values.size as string;
  if (!isSeedSizeName(size)) throw new Error(`--size : une de ${Object.keys(seedSizes).join(", ")} (reçu « ${size} »)`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.today as string)) throw new Error("--today : une date AAAA-MM-JJ");

  const target = await openTarget(resolveDataDir());
  try {
    say(`Génération « ${size} » dans ${target.label}…`);
    const report = await seedDatabase(target.url, {
      size,
      seed: Number(values.seed),
      today: values.today as string,
      reset: values.reset as boolean,
      log: say,
    });
    for (const [table, n] of Object.entries(report.rows)) say(`  ${table.padEnd(22)} ${String(n).padStart(9)}`);
    say(
      `${report.totalRows} lignes en ${report.seconds.toFixed(1)} s : ${report.rowsPerSecond} lignes/s` +
        (report.indexSeconds > 0 ? ` (dont ${report.indexSeconds.toFixed(1)} s de construction d'index)` : ""),
    );
    say(
      size === "demo"
        ? "Compte : demo@cortege.fr (mot de passe de démonstration)"
        : `Comptes : ${seedEmail(1)} (le plus gros prestataire), ${seedEmail(2)} (deux prestataires)… mot de passe ${SEED_PASSWORD}`,
    );
  } finally {
    await target.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
