/**
 * PSD2 roles in a qualified certificate (ETSI TS 119 495): the QCStatements extension (RFC 3739,
 * read with @peculiar/asn1-x509-qualified) holds a statement `0.4.0.19495.2` whose info is
 * `PSD2QcType ::= SEQUENCE { rolesOfPSP SEQUENCE OF RoleOfPSP, nCAName UTF8String, nCAId UTF8String }`
 * with `RoleOfPSP ::= SEQUENCE { roleOfPspOid OID, roleOfPspName UTF8String }`. No @peculiar
 * package declares PSD2QcType, so it is declared here as an asn1-schema type.
 */
import { asn1, once, recentReads } from "./asn1.js";

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

/** The schema classes, declared with the library on first use; decorators applied as calls. */
const psd2Schema = once(() => {
  const { AsnProp, AsnPropTypes } = asn1().schema;
  class RoleOfPsp {
    roleOfPspOid = "";
    roleOfPspName = "";
  }
  AsnProp({ type: AsnPropTypes.ObjectIdentifier })(RoleOfPsp.prototype, "roleOfPspOid");
  AsnProp({ type: AsnPropTypes.Utf8String })(RoleOfPsp.prototype, "roleOfPspName");
  class Psd2QcType {
    rolesOfPSP: RoleOfPsp[] = [];
    nCAName = "";
    nCAId = "";
  }
  AsnProp({ type: RoleOfPsp, repeated: "sequence" })(Psd2QcType.prototype, "rolesOfPSP");
  AsnProp({ type: AsnPropTypes.Utf8String })(Psd2QcType.prototype, "nCAName");
  AsnProp({ type: AsnPropTypes.Utf8String })(Psd2QcType.prototype, "nCAId");
  return { Psd2QcType, RoleOfPsp };
});

/** The DER value of a QCStatements extension carrying one PSD2 statement. */
export function encodeQcStatements({ roles, ncaName, ncaId }: Psd2QcType): Uint8Array {
  const named = roles.map((role) => ({ oid: PSD2_ROLES[role], name: role }));
  return encodePsd2Statement(named, ncaName, ncaId);
}

/** As encodeQcStatements, with any role OID and name (a certificate of another issuer may carry those). */
export function encodePsd2Statement(
  roles: { oid: string; name: string }[],
  ncaName: string,
  ncaId: string,
): Uint8Array {
  const { schema, qualified } = asn1();
  const { Psd2QcType, RoleOfPsp } = psd2Schema();
  const info = Object.assign(new Psd2QcType(), {
    rolesOfPSP: roles.map(({ oid, name }) =>
      Object.assign(new RoleOfPsp(), { roleOfPspOid: oid, roleOfPspName: name }),
    ),
    nCAName: ncaName,
    nCAId: ncaId,
  });
  const statement = Object.assign(new qualified.QCStatement(), {
    statementId: PSD2_STATEMENT_OID,
    statementInfo: schema.AsnConvert.serialize(info),
  });
  return new Uint8Array(schema.AsnConvert.serialize(new qualified.QCStatements([statement])));
}

/** psd2Roles, kept per extension value (certificates repeat). */
const rolesIn = recentReads((extensionValue): readonly string[] => {
  const { schema, qualified } = asn1();
  try {
    const statements = schema.AsnConvert.parse(extensionValue, qualified.QCStatements);
    const psd2 = statements.find((s) => s.statementId === PSD2_STATEMENT_OID);
    if (psd2 === undefined) return [];
    const info = schema.AsnConvert.parse(psd2.statementInfo, psd2Schema().Psd2QcType);
    return info.rolesOfPSP.map((role) => ROLE_BY_OID.get(role.roleOfPspOid) ?? role.roleOfPspName);
  } catch {
    // A malformed statement means no roles we can vouch for.
    return [];
  }
});

/**
 * The PSD2 role names in a QCStatements extension value. A role with an unknown OID keeps the
 * name it carries. Anything unreadable yields no roles: roles inform, they never reject a request.
 */
export function psd2Roles(extensionValue: Uint8Array | undefined): string[] {
  return extensionValue === undefined ? [] : [...rolesIn(extensionValue)];
}
