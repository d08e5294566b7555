import { z } from "zod";

/** Response building blocks shared by every resource (interface 2.1), used to check our own answers. */
export const Verb = z.enum(["GET", "PUT", "POST", "DELETE"]);
export type Verb = z.infer<typeof Verb>;

export const Link = z.object({ href: z.string().min(1), verbs: z.array(Verb).min(1) });
export type Link = z.infer<typeof Link>;

export const Links = z.record(z.string(), Link);

/** Any amount an answer shows: unlike a request's `Amount` (`./fields.ts`), zero or negative too (balances). */
export const ShownAmount = z.object({ currency: z.string().length(3), amount: z.string() });

/** The error model's schemas, declared with it (`src/errors.ts`), for checking answers. */
export { ErrorBody, TppMessage } from "../errors.js";
