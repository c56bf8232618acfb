// The app on a real socket: node:http through @hono/node-server, with the
// socket-level limits Hono cannot see (100-continue, header and upload time).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { loadLexicon } from "../core/lexicon/wordnet.js";
import { InputError } from "../node/errors.js";
import { createApp, DEFAULT_MAX_BODY_BYTES, DEFAULT_TIMEOUT_MS, type App, type AppOptions } from "./app.js";

export interface ServerOptions extends AppOptions {
  /** 0 picks a free port (the real one is in `url`). */
  port: number;
  host: string;
}

export interface RunningServer {
  /** `http://127.0.0.1:8080`, with the port actually bound. */
  url: string;
  port: number;
  app: App;
  /**
   * Stops accepting connections, lets the requests being answered finish for up
   * to `graceMs` (default: the request timeout), then drops whatever connections
   * remain. A second call with a shorter grace cuts the first one short.
   */
  close(graceMs?: number): Promise<void>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const app = createApp(options);
  // Before listening: a bad --judge fails the start, and the first request does not pay for the lexicon.
  await Promise.all([app.ready(), loadLexicon()]);
  let closed: Promise<void> | undefined;
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const listener = getRequestListener(app.app.fetch);
  // Responses not yet begun: when the server stops, they close their connection rather than
  // keep it alive for a next request that would hold the stop up.
  const pending = new Set<ServerResponse>();
  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    pending.add(response);
    response.on("close", () => pending.delete(response));
    if (closed !== undefined) response.shouldKeepAlive = false;
    void listener(request, response);
  };
  const server = createServer(handle);
  // A client that asks before sending a large body (`Expect: 100-continue`, as curl does) is
  // told 413 without ever being invited to send it.
  server.on("checkContinue", (request: IncomingMessage, response: ServerResponse) => {
    if (!(Number(request.headers["content-length"]) > maxBody)) response.writeContinue();
    handle(request, response);
  });
  // Node's own upload deadline, a little after the app's, ends a connection that trickles its body.
  server.requestTimeout = timeoutMs + 1000;
  server.headersTimeout = Math.min(60_000, timeoutMs + 1000);

  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      const why = error.code === "EADDRINUSE" ? "the port is in use" : error.code === "EACCES" ? "permission denied" : error.code === "EADDRNOTAVAIL" ? "no such address on this machine" : error.message;
      app.close();
      reject(new InputError(`cannot listen on ${options.host}:${options.port} (${why})`));
    });
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(":") ? `[${options.host}]` : options.host;

  return {
    url: `http://${host}:${port}`,
    port,
    app,
    close: (graceMs = timeoutMs) => {
      const force = setTimeout(() => server.closeAllConnections(), graceMs);
      closed ??= new Promise<void>((resolve) => {
        for (const response of pending) if (!response.headersSent) response.shouldKeepAlive = false;
        server.close(() => {
          app.close();
          resolve();
        });
        server.closeIdleConnections();
      });
      return closed.finally(() => clearTimeout(force));
    },
  };
}

/** Whether a host is reachable only from this machine. */
export function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || host === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(host);
}
