// The browser journeys' mail server (playwright.config.ts starts it beside the app): it takes every message and
// keeps none, so a delivery job completes as with a real server. The outbox still holds every message, which the
// journeys read through the development mailbox.
import { SMTPServer } from "smtp-server";

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    stream.on("end", () => callback());
    stream.resume();
  },
});
server.listen(Number(process.env.E2E_SMTP_PORT), "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
