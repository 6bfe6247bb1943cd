import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  /** The message with quoted-printable soft breaks and '=' escapes undone, enough to read links. */
  text: string;
  /** The Message-ID header as received. */
  messageId: string | null;
}

/** What the server answers a message with: take it, or refuse it with an SMTP reply code. */
export type SmtpMode = { accept: true } | { accept: false; code: number; message: string };

/**
 * A real SMTP server on a free loopback port that keeps what it receives. `refuse` makes it answer each
 * message with a reply code (451 "try again later", 550 "no such mailbox"), `accept` takes them again;
 * `stop` closes the port, so connections are refused as with a mail server that is down, and `start` opens
 * the same port again. A recipient in `refusing` is refused for good at RCPT TO (550), as a mailbox that does
 * not exist is.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  let mode: SmtpMode = { accept: true };
  const refusing = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refusing.has(address.address)) return callback();
      callback(Object.assign(new Error("5.1.1 No such user here"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        if (!mode.accept) return callback(Object.assign(new Error(mode.message), { responseCode: mode.code }));
        const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
        const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? null;
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), text, messageId });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refusing,
    refuse(code: number, message: string) {
      mode = { accept: false, code, message };
    },
    accept() {
      mode = { accept: true };
    },
    /** Closes the port: new connections are refused until `start`. */
    stop: () => new Promise<void>((resolve) => server.server.close(() => resolve())),
    start: () => new Promise<void>((resolve) => server.server.listen(port, "127.0.0.1", resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** The reset token in a received message's link. */
export function tokenFrom(mail: ReceivedMail): string {
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
}
