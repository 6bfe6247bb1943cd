// The ceiling of the HTTP benchmark: a bare node:http server answering each recorded path with the
// bytes the real server gave, straight from memory. Whatever the app does beyond that costs throughput.
import fs from "node:fs";
import http from "node:http";

const [recordingFile, port] = process.argv.slice(2);
const answers = JSON.parse(fs.readFileSync(recordingFile, "utf8"));
const bodies = Object.fromEntries(
  Object.entries(answers).map(([key, a]) => [key, { ...a, body: Buffer.from(a.body, "base64") }]),
);

http
  .createServer((req, res) => {
    const answer = bodies[`${req.method} ${req.url}`];
    // Drain the request body (the POST) before answering, as the real server has to.
    req.resume();
    req.on("end", () => {
      // Anything not recorded is the readiness probe.
      if (!answer) {
        res.writeHead(200, { "content-type": "text/plain" }).end("ok");
        return;
      }
      res.writeHead(answer.status, { ...answer.headers, "content-length": answer.body.length });
      res.end(answer.body);
    });
  })
  .listen(Number(port), "127.0.0.1");
