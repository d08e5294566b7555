/**
 * What a 404 for a TPP's own resource (a payment, a signing basket) adds: ids are per TPP, and which
 * TPP the request came as. The same words for every unknown id, whether or not another TPP holds it:
 * saying "it exists elsewhere" would tell one TPP about another's resources.
 */
export function perTppNote(tppId: string): string {
  return `ids are per TPP: this request came with the certificate of ${tppId} (its organisation id), which sees only what requests signed with that organisation's certificate created`;
}
