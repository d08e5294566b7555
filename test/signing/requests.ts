/** A valid signed SEPA payment request and ways to alter it, shared by the signing tests. */
import { X509Certificate } from "node:crypto";
import { loadFixtureTpp } from "../helpers/tpp.js";
import { cavageSignature, type Harness, SEPA_PATH } from "./harness.js";

export const tpp = loadFixtureTpp("tpp");
export const serial = new X509Certificate(tpp.certificate).serialNumber;
export const CA_DN = "CN=psd2-sandbox Test CA - NOT FOR PRODUCTION,O=psd2-sandbox TEST ONLY,C=NO";
export const body = Buffer.from(JSON.stringify({ instructedAmount: { currency: "NOK", amount: "100.00" } }));
export const base = {
  "Content-Type": "application/json",
  "PSU-ID": "6f1c3d3e-7d6a-4a43-9a57-0c1f0e7f2b11",
  "TPP-Redirect-URI": "https://tpp.example/callback",
};
/** The headers list the client signs for `base`. */
export const SIGNED = ["digest", "x-request-id", "psu-id", "tpp-redirect-uri"];

export interface ResignOptions {
  keyId?: string;
  names?: string[];
  privateKey?: string;
  algorithm?: string | null;
}

export function requestFactory(h: Harness) {
  const client = h.client();
  return {
    client,
    /** Headers of a correctly signed POST of `bytes`. */
    signed: (extra: Record<string, string> = {}, bytes: Buffer = body) =>
      client.signHeaders("POST", SEPA_PATH, { ...base, ...extra }, bytes),
    /** The same headers with a Signature made by the test's plain signer. */
    resign: (headers: Record<string, string>, over: ResignOptions) => ({
      ...headers,
      Signature: cavageSignature({
        method: "POST",
        target: SEPA_PATH,
        headers,
        names: over.names ?? SIGNED,
        keyId: over.keyId ?? client.keyId,
        privateKey: over.privateKey ?? tpp.privateKey,
        algorithm: over.algorithm,
      }),
    }),
  };
}

export function without(headers: Record<string, string>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => k.toLowerCase() !== name.toLowerCase()));
}
