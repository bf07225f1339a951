import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import type { S3Settings } from "../platform/storage/s3-storage.ts";

export type S3TestServer = { settings: S3Settings; close: () => Promise<void> };

/**
 * A real S3 protocol server on a free loopback port, with one empty bucket: it checks SigV4
 * signatures, expiry and signed headers like S3 does, so the S3 driver is tested end to end.
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-s3-"));
  const bucket = "cortege-test";
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      // The server's fixed development key pair.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
