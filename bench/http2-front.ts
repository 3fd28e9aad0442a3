/**
 * An HTTP/2 front for `partykit dev`, for `npm run bench:phone -- --http2`:
 * partykit dev (workerd's own server) speaks HTTP/1.1 only, where a browser
 * opens at most six connections to a host and a page of ~15 files waits for
 * them in rounds; a deployment (Cloudflare) speaks HTTP/2, every file on one
 * connection at once. This front answers over TLS with HTTP/2 (a throwaway
 * self-signed certificate for 127.0.0.1, made by `openssl`; the bench's
 * contexts ignore certificate errors) and passes each request on to the dev
 * server as it is. WebSockets: the front does not offer them over HTTP/2
 * (RFC 8441), so the browser opens them over an HTTP/1.1 connection of their
 * own, which the front joins to the dev server byte for byte. Not a test part
 * and not a production server: a bench's stand-in for the network a deployment has.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { type IncomingHttpHeaders, request } from "node:http";
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from "node:http2";
import { type AddressInfo, connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

/** Headers that belong to one connection (or to HTTP/2's framing), never passed across. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "http2-settings",
  "te",
]);

function passed(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.startsWith(":") || HOP_BY_HOP.has(name)) continue;
    out[name] = value;
  }
  return out;
}

export interface Http2Front {
  /** "127.0.0.1:<port>", served at https:// */
  readonly host: string;
  stop(): Promise<void>;
}

/** Starts an HTTP/2 front for the HTTP/1.1 server at `target` ("127.0.0.1:<port>"). */
export async function startHttp2Front(target: string): Promise<Http2Front> {
  const [targetHost, targetPort] = target.split(":") as [string, string];
  const dir = mkdtempSync(join(tmpdir(), "bench-cert-"));
  await promisify(execFile)("openssl", [
    ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
    ...["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem"), "-days", "1"],
    ...["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
  ]);
  const server = createSecureServer({
    key: readFileSync(join(dir, "key.pem")),
    cert: readFileSync(join(dir, "cert.pem")),
    allowHTTP1: true,
  });
  rmSync(dir, { recursive: true, force: true });
  // Every connection, to end them on stop (close() alone waits for open ones).
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  server.on("request", (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const headers = passed(req.headers);
    headers.host = req.authority || req.headers.host || target;
    const upstream = request(
      { host: targetHost, port: Number(targetPort), method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, passed(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });

  // A WebSocket's handshake over HTTP/1.1: the same request written to the dev server, then both ways as bytes.
  server.on(
    "upgrade",
    (req: Http2ServerRequest, socket: NodeJS.ReadWriteStream & { destroy(): void }, head: Buffer) => {
      const upstream = connect(Number(targetPort), targetHost, () => {
        const lines = [`${req.method} ${req.url} HTTP/1.1`];
        for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
        upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
        if (head.length > 0) upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
      });
      const close = () => {
        upstream.destroy();
        socket.destroy();
      };
      upstream.on("error", close);
      socket.on("error", close);
    },
  );

  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    stop: () =>
      new Promise((done) => {
        server.close(() => done());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
