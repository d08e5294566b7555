/**
 * PSD2 roles in a qualified certificate (ETSI TS 119 495): the QCStatements extension holds a
 * statement `0.4.0.19495.2` whose info is
 * `PSD2QcType ::= SEQUENCE { rolesOfPSP SEQUENCE OF RoleOfPSP, nCAName UTF8String, nCAId UTF8String }`
 * with `RoleOfPSP ::= SEQUENCE { roleOfPspOid OID, roleOfPspName UTF8String }`.
 */
import { decodeOid, decodeString, derChildren, readDer, TAG } from "./der-read.js";
import { oid, sequence, utf8 } from "./der-write.js";

export const QC_STATEMENTS_OID = "1.3.6.1.5.5.7.1.3";
const PSD2_STATEMENT_OID = "0.4.0.19495.2";

export const PSD2_ROLES = {
  PSP_AS: "0.4.0.19495.1.1",
  PSP_PI: "0.4.0.19495.1.2",
  PSP_AI: "0.4.0.19495.1.3",
  PSP_IC: "0.4.0.19495.1.4",
} as const;
export type Psd2Role = keyof typeof PSD2_ROLES;

const ROLE_BY_OID = new Map<string, string>(Object.entries(PSD2_ROLES).map(([name, id]) => [id, name]));

export interface Psd2QcType {
  roles: Psd2Role[];
  ncaName: string;
  ncaId: string;
}

/** The DER value of a QCStatements extension carrying one PSD2 statement. */
export function encodeQcStatements({ roles, ncaName, ncaId }: Psd2QcType): Uint8Array {
  const rolesOfPsp = sequence(...roles.map((role) => sequence(oid(PSD2_ROLES[role]), utf8(role))));
  return sequence(sequence(oid(PSD2_STATEMENT_OID), sequence(rolesOfPsp, utf8(ncaName), utf8(ncaId))));
}

/**
 * The PSD2 role names in a QCStatements extension value. A role with an unknown OID keeps the
 * name it carries. Anything unreadable yields no roles: roles inform, they never reject a request.
 */
export function psd2Roles(extensionValue: Uint8Array | undefined): string[] {
  if (extensionValue === undefined) return [];
  try {
    for (const statement of derChildren(readDer(extensionValue))) {
      const [id, info] = derChildren(statement);
      if (id?.tag !== TAG.oid || decodeOid(id.content) !== PSD2_STATEMENT_OID || info === undefined) continue;
      const rolesOfPsp = derChildren(info)[0];
      if (rolesOfPsp === undefined) return [];
      return derChildren(rolesOfPsp).flatMap((role) => {
        const [roleOid, roleName] = derChildren(role);
        const known = roleOid?.tag === TAG.oid ? ROLE_BY_OID.get(decodeOid(roleOid.content)) : undefined;
        const name = known ?? (roleName ? decodeString(roleName) : undefined);
        return name === undefined ? [] : [name];
      });
    }
  } catch {
    // Fall through: a malformed statement means no roles we can vouch for.
  }
  return [];
}
