import type { AddressInfo } from "node:net";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { getRequestListener, RequestError, serve } from "@hono/node-server";
import type { Hono } from "hono";
import type { AppEnv } from "./http/env.js";
import { malformedRequestAnswer } from "./http/malformed.js";

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
  const listener = getRequestListener(fetch, {
    errorHandler: (error) =>
      error instanceof RequestError
        ? malformedRequestAnswer(error, incomingId)
        : malformedRequestAnswer(new Error("the sandbox failed to answer"), undefined),
  });
  const handle = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const header = incoming.headers["x-request-id"];
    incomingId = typeof header === "string" ? header.trim() : undefined;
    return listener(incoming, outgoing);
  };
  return new Promise((resolve, reject) => {
    const options = {
      fetch,
      port,
      hostname: host,
      createServer: (_o: object, _l: unknown) => createServer(handle),
    };
    const server = serve(options as Parameters<typeof serve>[0], (info: AddressInfo) => {
      server.off("error", reject);
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
