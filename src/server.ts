import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import type { AppEnv } from "./http/env.js";

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
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname: host }, (info: AddressInfo) => {
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
