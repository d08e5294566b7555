/** Where the bank sends the PSU's browser after its SCA: `ok` after approval, `nok` (when given) after rejection. */
export interface RedirectTargets {
  ok: string;
  nok?: string;
  preferred: boolean;
}

export type HeaderReader = (name: string) => string | undefined;

/** The URL as the browser will follow it (the header table already refused a non-absolute one). */
function normalised(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  try {
    return new URL(trimmed).href;
  } catch {
    return trimmed;
  }
}

/** The redirect targets a request names (TPP-Redirect-URI, TPP-Nok-Redirect-URI, TPP-Redirect-Preferred). */
export function redirectTargets(header: HeaderReader): RedirectTargets | undefined {
  const ok = normalised(header("TPP-Redirect-URI"));
  if (!ok) return undefined;
  const nok = normalised(header("TPP-Nok-Redirect-URI"));
  return { ok, ...(nok ? { nok } : {}), preferred: header("TPP-Redirect-Preferred")?.trim() !== "false" };
}
