import { execFileSync } from "node:child_process";
import { createDecipheriv, createECDH, createHmac, createPublicKey, type ECDH, randomBytes, verify } from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

/** A push message as the push service took it: checked, then decrypted as the browser would. */
export type ReceivedPush = {
  subscriptionId: string;
  ttl: string | undefined;
  /** The VAPID JWT's claims, its ES256 signature verified against the k= key. */
  claims: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
  payload: string;
};

export type PushServiceStandIn = {
  origin: string;
  /** For the sender: trusts the stand-in's self-signed certificate. */
  agent: https.Agent;
  received: ReceivedPush[];
  /**
   * A browser's subscription on this service: its endpoint and the keys the browser made. With the
   * application server key the page subscribed with, a message signed with another VAPID key is refused
   * (403), as real push services do.
   */
  subscribe(applicationServerKey?: string): { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
  /** The browser went away: the service now answers 410 Gone for it. */
  forget(id: string): void;
  close(): Promise<void>;
};

const b64u = (b: Buffer) => b.toString("base64url");
const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** RFC 8291 + RFC 8188: decrypts one aes128gcm record with the user agent's key pair and auth secret. */
function decryptAes128gcm(body: Buffer, ua: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const ecdhSecret = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ua.getPublicKey(), asPublic, Buffer.from([1])]);
  const ikm = hmac(hmac(authSecret, ecdhSecret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01", "binary")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01", "binary")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("bad padding delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** Checks `vapid t=<jwt>, k=<key>`: ES256 over the JWT with the raw P-256 key k, audience and expiry. */
function verifyVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error("no vapid authorization");
  const [, jwt, k] = match as unknown as [string, string, string];
  const [h, p, s] = jwt.split(".") as [string, string, string];
  const raw = Buffer.from(k, "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) },
    format: "jwk",
  });
  const ok = verify("sha256", Buffer.from(`${h}.${p}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(s, "base64url"));
  if (!ok) throw new Error("bad vapid signature");
  const head = JSON.parse(Buffer.from(h, "base64url").toString("utf8"));
  if (head.alg !== "ES256") throw new Error("bad alg");
  const claims = JSON.parse(Buffer.from(p, "base64url").toString("utf8"));
  if (claims.aud !== origin) throw new Error("bad audience");
  if (!(claims.exp > Date.now() / 1000) || claims.exp > Date.now() / 1000 + 24 * 3600) throw new Error("bad expiry");
  return { claims, vapidPublicKey: k };
}

/**
 * A self-signed certificate for 127.0.0.1 in `dir` (key.pem, cert.pem), kept when already there: the e2e
 * configuration makes it before the server starts, so that the server trusts it (NODE_EXTRA_CA_CERTS).
 */
export function pushStandInCertificate(dir: string): { keyFile: string; certFile: string } {
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  if (fs.existsSync(keyFile) && fs.existsSync(certFile)) return { keyFile, certFile };
  fs.mkdirSync(dir, { recursive: true });
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      keyFile,
      "-out",
      certFile,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  return { keyFile, certFile };
}

/** A local push service (HTTPS, self-signed for 127.0.0.1) speaking the Web Push protocol (RFC 8030). */
export async function startPushServiceStandIn(
  options: { port?: number; certificateDir?: string } = {},
): Promise<PushServiceStandIn> {
  const ownDir = options.certificateDir ? null : fs.mkdtempSync(path.join(os.tmpdir(), "push-stand-in-"));
  const { keyFile, certFile } = pushStandInCertificate(options.certificateDir ?? (ownDir as string));
  const cert = fs.readFileSync(certFile);
  const subscriptions = new Map<string, { ua: ECDH; auth: Buffer; gone: boolean; serverKey: string | null }>();
  const received: ReceivedPush[] = [];
  let origin = "";
  const server = https.createServer({ key: fs.readFileSync(keyFile), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? "")?.[1];
      const sub = id ? subscriptions.get(id) : undefined;
      if (req.method !== "POST" || !id || !sub) return res.writeHead(404).end();
      if (sub.gone) return res.writeHead(410).end();
      try {
        const { claims, vapidPublicKey } = verifyVapid(req.headers.authorization, origin);
        if (sub.serverKey && sub.serverKey !== vapidPublicKey) {
          return res.writeHead(403, { "content-type": "text/plain" }).end("vapid key does not match the subscription");
        }
        if (req.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
        const payload = decryptAes128gcm(Buffer.concat(chunks), sub.ua, sub.auth);
        received.push({ subscriptionId: id, ttl: req.headers.ttl as string | undefined, claims, vapidPublicKey, payload });
        res.writeHead(201).end();
      } catch (error) {
        res.writeHead(401, { "content-type": "text/plain" }).end(String((error as Error).message));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    agent: new https.Agent({ ca: cert }),
    received,
    subscribe(applicationServerKey) {
      const ua = createECDH("prime256v1");
      ua.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(8).toString("hex");
      subscriptions.set(id, { ua, auth, gone: false, serverKey: applicationServerKey ?? null });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: b64u(ua.getPublicKey()), auth: b64u(auth) } };
    },
    forget(id) {
      const sub = subscriptions.get(id);
      if (sub) sub.gone = true;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (ownDir) fs.rmSync(ownDir, { recursive: true, force: true });
    },
  };
}
