import { describe, expect, it } from "vitest";
import { createXhrUploadTransport } from "./upload-transport.ts";

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** An XMLHttpRequest that records what was sent and finishes the way the test says. */
class FakeXhr {
  status = 0;
  responseText = "";
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  sent: unknown;
  listeners: Record<string, Listener[]> = {};
  uploadListeners: Record<string, Listener[]> = {};
  upload = {
    addEventListener: (name: string, fn: Listener) => {
      this.uploadListeners[name] = [...(this.uploadListeners[name] ?? []), fn];
    },
  };
  constructor(private readonly finish: (xhr: FakeXhr) => void) {}
  addEventListener(name: string, fn: Listener) {
    this.listeners[name] = [...(this.listeners[name] ?? []), fn];
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
    queueMicrotask(() => this.finish(this));
  }
  fire(name: string, loaded = 0, total = 0, upload = false) {
    const listeners = (upload ? this.uploadListeners : this.listeners)[name] ?? [];
    for (const fn of listeners) fn({ lengthComputable: true, loaded, total });
  }
}

function fakeXhr(finish: (xhr: FakeXhr) => void) {
  const made: FakeXhr[] = [];
  const create = () => {
    const xhr = new FakeXhr(finish);
    made.push(xhr);
    return xhr as unknown as XMLHttpRequest;
  };
  return { create, made };
}

describe("createXhrUploadTransport", () => {
  it("PUTs the raw bytes to the signed URL and reports the browser's progress", async () => {
    const { create, made } = fakeXhr((xhr) => {
      xhr.fire("progress", 2, 4, true);
      xhr.status = 204;
      xhr.fire("load");
    });
    const body = new Blob(["abcd"]);
    const seen: [number, number][] = [];
    const result = await createXhrUploadTransport(create)({
      url: "/api/files/k?sig=1",
      body,
      onProgress: (l, t) => seen.push([l, t]),
    });
    expect(result).toEqual({ ok: true, data: undefined });
    expect(made[0]?.opened).toEqual(["PUT", "/api/files/k?sig=1"]);
    expect(made[0]?.sent).toBe(body);
    expect(made[0]?.headers["Content-Type"]).toBe("application/octet-stream");
    expect(seen).toEqual([
      [2, 4],
      [4, 4],
    ]);
  });

  it("maps a refusal to the problem with the server's French message", async () => {
    const { create } = fakeXhr((xhr) => {
      xhr.status = 413;
      xhr.responseText = JSON.stringify({ statusCode: 413, code: "PAYLOAD_TOO_LARGE", message: "Trop gros." });
      xhr.fire("load");
    });
    const result = await createXhrUploadTransport(create)({ url: "/u", body: new Blob(["x"]), onProgress: () => {} });
    expect(result).toEqual({
      ok: false,
      problem: { kind: "rejected", temporary: false, status: 413, code: "PAYLOAD_TOO_LARGE", message: "Trop gros." },
    });
  });

  it("answers cannot-connect on a network error", async () => {
    const { create } = fakeXhr((xhr) => xhr.fire("error"));
    const result = await createXhrUploadTransport(create)({ url: "/u", body: new Blob(["x"]), onProgress: () => {} });
    expect(result.ok ? null : result.problem.kind).toBe("cannot-connect");
  });
});
