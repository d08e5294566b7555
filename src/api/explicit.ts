import type { Headers } from "./tpp-call.js";

/** The header named in any case, as the bank reads it. */
type PreferenceKey<H> = {
  [K in keyof H & string]: Lowercase<K> extends "tpp-explicit-authorisation-preferred" ? K : never;
}[keyof H & string];

/**
 * What a creation answers for its headers: `TPP-Explicit-Authorisation-Preferred: true` links
 * `startAuthorisation` (`Explicit`), its absence or `false` links `scaRedirect` (`Redirect`);
 * headers the compiler cannot read (a `Record<string, string>`) may be either.
 */
export type AnswerFor<H, Redirect, Explicit> = string extends keyof H
  ? Redirect | Explicit
  : [PreferenceKey<H>] extends [never]
    ? Redirect
    : [H[PreferenceKey<H>]] extends ["true"]
      ? Explicit
      : [H[PreferenceKey<H>]] extends ["false"]
        ? Redirect
        : Redirect | Explicit;

/** A creation, typed by the headers it is given (`AnswerFor`). */
export type Create<Body, Redirect, Explicit, Rest extends unknown[] = []> = <
  const H extends Headers = Record<never, string>,
>(
  body: Body,
  headers?: H,
  ...rest: Rest
) => Promise<AnswerFor<H, Redirect, Explicit>>;
