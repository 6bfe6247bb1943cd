import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  /** The message with quoted-printable soft breaks and '=' escapes undone, enough to read links. */
  text: string;
}

/**
 * A real SMTP server on a free loopback port that keeps what it receives. A recipient in `refusing` is
 * refused for good at RCPT TO (550), as a mailbox that does not exist is.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
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
        const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset token in a received message's link. */
export function tokenFrom(mail: ReceivedMail): string {
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
}
