/** Where the bank sends the PSU's browser after its SCA: `ok` after approval, `nok` (when given) after rejection. */
export interface RedirectTargets {
  ok: string;
  nok?: string;
  preferred: boolean;
}

export type HeaderReader = (name: string) => string | undefined;

/** The redirect targets a request names (TPP-Redirect-URI, TPP-Nok-Redirect-URI, TPP-Redirect-Preferred). */
export function redirectTargets(header: HeaderReader): RedirectTargets | undefined {
  const ok = header("TPP-Redirect-URI")?.trim();
  if (!ok) return undefined;
  const nok = header("TPP-Nok-Redirect-URI")?.trim();
  return { ok, ...(nok ? { nok } : {}), preferred: header("TPP-Redirect-Preferred")?.trim() !== "false" };
}
