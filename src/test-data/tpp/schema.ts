import { z } from "zod";
import { emailProblem } from "../../domain/email.js";
import { Links } from "../../http/schemas.js";

/** POST /v1/sandbox/tpp/contact (interface 4.8 "TPP dialogue"; shape not shown). */
export const ContactRequest = z
  .object({
    email: z.string().superRefine((value, ctx) => {
      const problem = emailProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: `email: ${problem}` });
    }),
  })
  .strict();
export type ContactRequest = z.infer<typeof ContactRequest>;

export const ContactResponse = z
  .object({ tppId: z.string(), email: z.string(), updatedAt: z.string(), _links: Links })
  .strict();
export type ContactResponse = z.infer<typeof ContactResponse>;
