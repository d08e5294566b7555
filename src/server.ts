import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Hono } from "hono";
import type { AppEnv } from "./http/env.js";
import { answerClientError, refusedRequestId, unservable } from "./http/client-error.js";
import { malformedRequestAnswer, NOSNIFF } from "./http/malformed.js";
import { renderError } from "./errors.js";

export interface Listening {
  url: string;
  port: number;
  /** Stop accepting, let in-flight requests finish, then resolve. */
  close(): Promise<void>;
}

/** Listen on host:port (0 picks a free port); rejects with the listen error (e.g. EADDRINUSE). */
export function listen(app: Hono<AppEnv>, port: number, host: string): Promise<Listening> {
  // A client that hangs up mid-request closes its connection, but the handler runs on (awaiting a
  // signature check, say). close() waits for those handlers too, so none touches a closed store.
  let inFlight = 0;
  let drained: (() => void) | undefined;
  const fetch = async (request: Request, env: unknown) => {
    inFlight += 1;
    try {
      return await app.fetch(request, env);
    } finally {
      inFlight -= 1;
      if (inFlight === 0) drained?.();
    }
  };
  const handlersDone = () =>
    inFlight === 0 ? Promise.resolve() : new Promise<void>((done) => (drained = done));
  // Our own listener, so a request node-server cannot read still gets the Error object (see malformed.ts).
  // A RequestError is raised while the request is read, synchronously within `handle`, so
  // `incomingId` is still that request's id when the handler runs.
  let incomingId: string | undefined;
  // The X-Request-ID of the request each connection is reading, for a refusal of its body (clientError).
  const reading = new WeakMap<object, string>();
  // @hono/node-server (a node request as a fetch Request) loads Node's fetch implementation when it is
  // imported, which nothing before the first request needs: it is imported once listening, on the
  // next turn of the event loop, and a request that comes sooner waits for it.
  type Listener = (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<void>;
  let listener: Listener | undefined;
  let loading: Promise<Listener> | undefined;
  const loadListener = () => {
    loading ??= import("@hono/node-server").then(({ getRequestListener, RequestError }) => {
      listener = getRequestListener(fetch, {
        errorHandler: (error) =>
          error instanceof RequestError
            ? malformedRequestAnswer(error, incomingId)
            : malformedRequestAnswer(new Error("the sandbox failed to answer"), undefined),
      });
      return listener;
    });
    return loading;
  };
  const handle = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const header = incoming.headers["x-request-id"];
    const sent = typeof header === "string" ? header.trim() : undefined;
    incomingId = sent;
    const id = refusedRequestId(incomingId || undefined, undefined);
    reading.set(incoming.socket, id);
    outgoing.once("finish", () => reading.delete(incoming.socket));
    const problem = unservable(incoming);
    if (problem !== undefined) {
      outgoing.shouldKeepAlive = false;
      const body = JSON.stringify(renderError(problem, id));
      outgoing.writeHead(problem.status, {
        "Content-Length": Buffer.byteLength(body),
        "Content-Type": "application/json",
        "X-Request-ID": id,
        [NOSNIFF[0]]: NOSNIFF[1],
      });
      outgoing.end(body);
      return;
    }
    if (listener !== undefined) return listener(incoming, outgoing);
    return loadListener().then((loaded) => {
      // Other requests may have been read meanwhile: this one's id again, for its RequestError.
      incomingId = sent;
      return loaded(incoming, outgoing);
    });
  };
  return new Promise((resolve, reject) => {
    // Host is checked by `unservable`, to answer its absence with the Error object too.
    const server = createServer({ requireHostHeader: false }, handle);
    server.on("clientError", (error: Error, socket: Duplex) =>
      answerClientError(error, socket, reading.get(socket)),
    );
    server.listen(port, host, () => {
      const info = server.address() as AddressInfo;
      server.off("error", reject);
      setImmediate(() => void loadListener().catch(() => undefined)).unref();
      const shown = info.family === "IPv6" ? `[${info.address}]` : info.address;
      resolve({
        url: `http://${shown}:${info.port}`,
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            // Idle keep-alive sockets would hold close() open; in-flight requests still finish.
            server.close(() => void handlersDone().then(done));
            if ("closeIdleConnections" in server) server.closeIdleConnections();
          }),
      });
    });
    server.once("error", reject);
  });
}
