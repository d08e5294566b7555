// The reference the sandbox is measured against: a bare Hono POST handler on @hono/node-server that
// parses the JSON body and answers 201, nothing else. Prints its URL on stdout when ready.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.post("/v1/payments/sepa-credit-transfers", async (c) => {
  const body = await c.req.json();
  return c.json({ transactionStatus: "RCVD", paymentId: String(body.instructedAmount?.amount) }, 201);
});
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
  process.stdout.write(`listening on http://127.0.0.1:${info.port}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
