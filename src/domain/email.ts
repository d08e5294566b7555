/**
 * E-mail addresses as a contact field: at most 254 characters (RFC 5321 path limit), one `@`, a
 * local part of at most 64 characters from the RFC 5322 dot-atom set, and a domain of DNS labels
 * with a dot. Quoted local parts and IP-literal domains are legal but never a TPP's contact address.
 */
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export function emailProblem(value: string): string | undefined {
  if (value.length > 254) return "an e-mail address has at most 254 characters";
  const at = value.lastIndexOf("@");
  if (at <= 0 || at === value.length - 1 || value.indexOf("@") !== at) {
    return 'send one e-mail address, e.g. "psd2-support@tpp.example"';
  }
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64) return "the part before @ has at most 64 characters";
  if (!LOCAL.test(local)) return `"${local}" is not a valid part before @ (no spaces, quotes or double dots)`;
  const labels = domain.split(".");
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) {
    return `"${domain}" is not a domain name; send e.g. "tpp.example"`;
  }
  return undefined;
}
