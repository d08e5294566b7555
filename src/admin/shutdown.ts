import { defineOperation } from "../http/operation.js";
import { admin } from "./operation-parts.js";
import { apiError } from "../errors.js";

/**
 * `POST /__admin/shutdown`: stops the sandbox as SIGTERM does, for whoever cannot send it a signal
 * (a script that started it through npx, a test runner on another machine). The answer goes out
 * first; the stop runs once it is on its way, and its connection is not kept for another request.
 */
export const adminShutdown = admin(
  defineOperation({
    tag: "Control API",
    operationId: "adminShutdown",
    method: "post",
    path: "/__admin/shutdown",
    summary: "Stop the sandbox",
    description:
      "Answers 202, then stops as on SIGTERM: requests in flight finish, the journal is folded into the data file, the CLI exits 0 and removes its --ready-file. `psd2-sandbox stop` sends it. A sandbox built into another program (no listener of its own) answers 409: that program stops it.",
    responses: { 202: { description: "Stopping." } },
    errors: ["CONFLICT"],
    handle: (c) => {
      const stop = c.get("ctx").shutdown.stop;
      if (stop === undefined) {
        throw apiError(
          "CONFLICT",
          "this sandbox runs inside another program, which stops it; POST /__admin/shutdown stops a sandbox started by the CLI or startSandbox()",
        );
      }
      setImmediate(stop);
      c.header("Connection", "close");
      return c.body(null, 202);
    },
  }),
);
