import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * One process per data directory: two servers on the same embedded PostgreSQL files would
 * corrupt them. A lock left by a crashed process (its pid is gone) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "cortege.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      return () => {
        try {
          if (fs.readFileSync(lockFile, "utf8") === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(fs.readFileSync(lockFile, "utf8"), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `Cortège tourne déjà sur le dossier de données ${dataDir} (processus ${pid}). ` +
            "Arrêtez-le, ou choisissez un autre dossier avec DATA_DIR.",
        );
      }
      fs.unlinkSync(lockFile);
    }
  }
  throw new DataDirLockedError(`Impossible de verrouiller le dossier de données ${dataDir}.`);
}
