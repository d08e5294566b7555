/**
 * An older sandbox kept a TPP's bank in tables of its own, named `<collection>@<bank>`, in the data
 * file, its index and the journal. Such a name is read as the collection and bank it stood for, so
 * its files load and the next fold writes them in today's form (`TPP_BANKS`).
 */
export function fromLegacyName(name: string): { c: string; bank: string } {
  const at = name.indexOf("@");
  return at === -1 ? { c: name, bank: "" } : { c: name.slice(0, at), bank: name.slice(at + 1) };
}
