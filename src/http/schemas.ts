import { z } from "zod";

/** Response building blocks shared by every resource (interface 2.1), used to check our own answers. */
export const Link = z.object({
  href: z.string().min(1),
  verbs: z.array(z.enum(["GET", "PUT", "POST", "DELETE"])).min(1),
});
export type Link = z.infer<typeof Link>;

export const Links = z.record(z.string(), Link);

export const Amount = z.object({ currency: z.string().length(3), amount: z.string() });
export type Amount = z.infer<typeof Amount>;

export const TppMessage = z.object({
  category: z.enum(["ERROR", "WARNING"]),
  code: z.string(),
  path: z.string().optional(),
  text: z.string().max(512).optional(),
});

export const ErrorBody = z
  .object({
    id: z.string(),
    system: z.string(),
    status: z.number().int(),
    code: z.string(),
    message: z.string(),
    tppMessages: z.array(TppMessage).min(1),
  })
  .strict();
