import type { Context } from "hono";
import { HtmlEscapedCallbackPhase, resolveCallback } from "hono/utils/html";
import type { BuiltAnswer, FrameEnv } from "./env.js";

type Init = number | ResponseInit | undefined;
type Extra = Record<string, string | string[]> | undefined;
/** hono's builders under their overloads: what each passes on to `c.body`. */
type Send = (data: BuiltAnswer["body"], init?: Init, headers?: Extra) => Response;

/** hono's default content type for each builder, given the same way it gives it. */
function typed(contentType: string, headers: Extra): Record<string, string | string[]> {
  return { "Content-Type": contentType, ...headers };
}

/**
 * From here on, every answer the request builds through its context (its body, json, html,
 * newResponse and redirect builders) is kept in `c.var.answer` with its body as given. Whatever looks at
 * the finished answer (the request log, the X-Request-ID memory) reads the body there: reading it
 * from the Response would turn @hono/node-server's light answer into a streamed one.
 */
export function recordAnswers(c: Context<FrameEnv>): void {
  const body = c.body as unknown as Send;
  const sent: Send = (data, init, headers) => {
    const response = body(data, init, headers);
    c.set("answer", { response, body: data });
    return response;
  };
  const json = (object: unknown, init?: Init, headers?: Extra) =>
    sent(JSON.stringify(object), init, typed("application/json", headers));
  const html = (content: string | Promise<string>, init?: Init, headers?: Extra) => {
    const answer = (text: string) => sent(text, init, typed("text/html; charset=UTF-8", headers));
    if (typeof content === "string") return answer(content);
    return resolveCallback(content, HtmlEscapedCallbackPhase.Stringify, false, {}).then(answer);
  };
  // Their types are hono's overloads; the functions are the same calls, made through `c.body`.
  c.body = sent as unknown as Context<FrameEnv>["body"];
  c.newResponse = sent as unknown as Context<FrameEnv>["newResponse"];
  c.json = json as unknown as Context<FrameEnv>["json"];
  c.html = html as unknown as Context<FrameEnv>["html"];
}

/**
 * The body of the answer `res` as it was built, when `answer` (the request's `c.var.answer`) is that
 * answer; undefined when something else made it (then only the Response itself can tell).
 */
export function builtBody(answer: BuiltAnswer | undefined, res: Response): BuiltAnswer["body"] | undefined {
  return answer !== undefined && answer.response === res ? answer.body : undefined;
}
