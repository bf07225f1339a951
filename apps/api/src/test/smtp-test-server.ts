import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message as the server took it: its envelope and its raw source. */
export type ReceivedMail = { from: string; to: string[]; data: string };

export type SmtpTestServer = {
  /** smtp://127.0.0.1:<port>, for `createSmtpMailer`. */
  url: string;
  /** Every message received, in order. */
  received: ReceivedMail[];
  close(): Promise<void>;
};

/** A real SMTP server on a free local port (no TLS, no authentication), keeping what it receives. */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
