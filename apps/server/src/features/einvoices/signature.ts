import { createHash, sign, verify, X509Certificate } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { MyinvoisErrorDetail } from './myinvois.ts';

/**
 * Version 1.1 e-invoices: the seller's signature, made as LHDN's SDK page "Signing a JSON document"
 * (sdk.myinvois.hasil.gov.my/signature-creation-json) makes it, step by step (docs/decisions/0067-signed-e-invoices.md). The document is
 * signed as it is built; the signature covers the document without its UBLExtensions and Signature, minified.
 */

/** The seller's certificate and its RSA private key, as `MYINVOIS_SIGNING_CERT` and `MYINVOIS_SIGNING_KEY` name them. */
export type SigningCredentials = NonNullable<NonNullable<Config['einvoice']>['signing']>;

/** A MyInvois document in JSON: UBL's `Invoice` element (credit, debit and refund notes too) in an array. */
type UblJson = { Invoice: readonly Record<string, unknown>[] };

const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const XADES = 'urn:oasis:names:specification:ubl:dsig:enveloped:xades';
const SIGNATURE_ID = 'urn:oasis:names:specification:ubl:signature:Invoice';
const PROPS_ID = 'id-xades-signed-props';

const value = (v: string) => [{ _: v }];
const digestOf = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('base64');

/** An Invoice element without the signature it may carry. */
function withoutSignature({ UBLExtensions: _extensions, Signature: _signature, ...rest }: Record<string, unknown>) {
  return rest;
}

/**
 * Step 1 (transform): the document without `UBLExtensions` and `Signature`, minified. JSON.stringify keeps the
 * keys in the order they were written, and MyInvois minifies the document it receives the same way.
 */
function signedBytes(document: UblJson): Buffer {
  return Buffer.from(JSON.stringify({ ...document, Invoice: document.Invoice.map(withoutSignature) }), 'utf8');
}

/**
 * A distinguished name as the SDK's sample writes it: most specific first, `, ` between (`CN=…, OU=…, O=…, C=MY`).
 * Node lists the certificate's own order (`C=MY` first), one per line; `E` is how LHDN's samples name the e-mail.
 */
function distinguishedName(lines: string) {
  return lines
    .split('\n')
    .reverse()
    .map((part) => part.replace(/^emailAddress=/, 'E='))
    .join(', ');
}

/** The certificate's serial number in decimal, as the SDK's sample writes it (node gives it in hexadecimal). */
const decimalSerial = (certificate: X509Certificate) => BigInt(`0x${certificate.serialNumber}`).toString();

/** Step 5: the SignedProperties inside their QualifyingProperties, whose minified JSON is the PropsDigest's input. */
export function qualifyingProperties(props: {
  signingTime: string;
  certDigest: string;
  issuerName: string;
  serialNumber: string;
}) {
  return {
    Target: 'signature',
    SignedProperties: [
      {
        Id: PROPS_ID,
        SignedSignatureProperties: [
          {
            SigningTime: value(props.signingTime),
            SigningCertificate: [
              {
                Cert: [
                  {
                    CertDigest: [
                      { DigestMethod: [{ _: '', Algorithm: SHA256 }], DigestValue: value(props.certDigest) },
                    ],
                    IssuerSerial: [
                      {
                        X509IssuerName: value(props.issuerName),
                        X509SerialNumber: value(props.serialNumber),
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

/** Step 6: the SignedProperties digest is of the whole QualifyingProperties object, minified (the SDK's sample). */
export const propsDigestOf = (qualifying: ReturnType<typeof qualifyingProperties>) =>
  digestOf(JSON.stringify(qualifying));

/** The document, signed: version 1.1 once its InvoiceTypeCode says so (`buildDocument(content, '1.1')`). */
export function signDocument(document: UblJson, credentials: SigningCredentials, signedAt = new Date()) {
  const { certificate, privateKey } = credentials;
  // Steps 1 and 2: the document digest.
  const bytes = signedBytes(document);
  const docDigest = digestOf(bytes);
  // Step 3: RSA-SHA256 (PKCS #1 v1.5) over the same bytes, i.e. a signature of their SHA-256, as the SDK's SignHash.
  const signatureValue = sign('sha256', bytes, privateKey).toString('base64');
  // Step 4: the certificate digest, of its DER bytes.
  const certDigest = digestOf(certificate.raw);
  const issuerName = distinguishedName(certificate.issuer);
  const serialNumber = decimalSerial(certificate);
  // Step 5: the signed properties; UTC to the second, as the sample's `2024-07-23T15:14:54Z`.
  const qualifying = qualifyingProperties({
    signingTime: `${signedAt.toISOString().slice(0, 19)}Z`,
    certDigest,
    issuerName,
    serialNumber,
  });
  // Step 6: their digest.
  const propsDigest = propsDigestOf(qualifying);
  // Step 7: UBLExtensions and Signature, at the end of the Invoice element as in the sample.
  const UBLExtensions = [
    {
      UBLExtension: [
        {
          ExtensionURI: value(XADES),
          ExtensionContent: [
            {
              UBLDocumentSignatures: [
                {
                  SignatureInformation: [
                    {
                      ID: value('urn:oasis:names:specification:ubl:signature:1'),
                      ReferencedSignatureID: value(SIGNATURE_ID),
                      Signature: [
                        {
                          Id: 'signature',
                          Object: [{ QualifyingProperties: [qualifying] }],
                          KeyInfo: [
                            {
                              X509Data: [
                                {
                                  X509Certificate: value(certificate.raw.toString('base64')),
                                  X509SubjectName: value(distinguishedName(certificate.subject)),
                                  X509IssuerSerial: [
                                    { X509IssuerName: value(issuerName), X509SerialNumber: value(serialNumber) },
                                  ],
                                },
                              ],
                            },
                          ],
                          SignatureValue: value(signatureValue),
                          SignedInfo: [
                            {
                              SignatureMethod: [{ _: '', Algorithm: RSA_SHA256 }],
                              Reference: [
                                {
                                  Type: 'http://uri.etsi.org/01903/v1.3.2#SignedProperties',
                                  URI: `#${PROPS_ID}`,
                                  DigestMethod: [{ _: '', Algorithm: SHA256 }],
                                  DigestValue: value(propsDigest),
                                },
                                {
                                  Type: '',
                                  URI: '',
                                  DigestMethod: [{ _: '', Algorithm: SHA256 }],
                                  DigestValue: value(docDigest),
                                },
                              ],
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
  const Signature = [{ ID: value(SIGNATURE_ID), SignatureMethod: value(XADES) }];
  return {
    ...document,
    Invoice: document.Invoice.map((invoice, index) =>
      index === 0 ? { ...withoutSignature(invoice), UBLExtensions, Signature } : invoice,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Checking a signature as MyInvois's Signature Validator does (the sandbox's side).

type Leaf = { _?: unknown; [attribute: string]: unknown };
type Node = Record<string, unknown>;

/** The first element of a UBL JSON array property, if it is there. */
const first = (node: unknown, key: string): Node | undefined => {
  const list = (node as Node | undefined)?.[key];
  return Array.isArray(list) ? (list[0] as Node | undefined) : undefined;
};
const text = (node: unknown, key: string) => {
  const leaf = first(node, key) as Leaf | undefined;
  return typeof leaf?._ === 'string' ? leaf._ : undefined;
};

const SIGNATURE_PATH = 'Invoice.UBLExtensions.UBLExtension.ExtensionContent.UBLDocumentSignatures';

/**
 * What MyInvois would find wrong with a version 1.1 document's signature, with its DS codes (LHDN's Signature
 * Validator): none when the document digest, the signature against the embedded certificate, the certificate
 * digest, the signed properties' digest, and the issuer and serial number all hold, and the signing time is within
 * the certificate's validity. The chain of trust to a licensed Malaysian authority is not checked here.
 */
export function signatureProblems(document: UblJson): MyinvoisErrorDetail[] {
  const problem = (code: string, message: string, path = SIGNATURE_PATH) => [{ code, message, propertyPath: path }];
  const invoice = document.Invoice[0];
  const extension = first(first(invoice, 'UBLExtensions'), 'UBLExtension');
  const signature = first(
    first(first(first(extension, 'ExtensionContent'), 'UBLDocumentSignatures'), 'SignatureInformation'),
    'Signature',
  );
  if (!signature || text(extension, 'ExtensionURI') !== XADES) return problem('DS301', 'Signature not found.');
  if (text(first(invoice, 'Signature'), 'SignatureMethod') !== XADES) {
    return problem(
      'DS323',
      `Signature method used doesn't match the expected value of ${XADES}.`,
      'Invoice.Signature.SignatureMethod',
    );
  }
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(
      Buffer.from(text(first(first(signature, 'KeyInfo'), 'X509Data'), 'X509Certificate') ?? '', 'base64'),
    );
  } catch {
    return problem('DS305', 'X509Certificate is not valid.');
  }
  const qualifying = first(first(signature, 'Object'), 'QualifyingProperties');
  const properties = first(first(qualifying, 'SignedProperties'), 'SignedSignatureProperties');
  const cert = first(first(properties, 'SigningCertificate'), 'Cert');
  const issuerSerial = first(cert, 'IssuerSerial');
  const listed = first(signature, 'SignedInfo')?.Reference;
  const references = (Array.isArray(listed) ? (listed as Node[]) : []).map((reference) => ({
    uri: reference.URI,
    digest: text(reference, 'DigestValue'),
  }));
  const signingTime = text(properties, 'SigningTime');
  if (!signingTime) return problem('DS303', 'Signing time not found.');
  const signedAt = new Date(signingTime);
  if (Number.isNaN(signedAt.getTime())) {
    return problem('DS336', 'Unable to parse Signing Time. Signing Time format is invalid.');
  }
  if (!(signedAt >= certificate.validFromDate && signedAt <= certificate.validToDate)) {
    return problem('DS304', 'Signing time is not within validity period.');
  }
  if (text(first(cert, 'CertDigest'), 'DigestValue') !== digestOf(certificate.raw)) {
    return problem(
      'DS318',
      "Certificate digest value doesn't match digest calculated value from provided certificate.",
    );
  }
  if (text(issuerSerial, 'X509IssuerName') !== distinguishedName(certificate.issuer)) {
    return problem(
      'DS326',
      "Certificate X509IssuerName doesn't match the X509IssuerName value provided in the signed properties section.",
    );
  }
  if (text(issuerSerial, 'X509SerialNumber') !== decimalSerial(certificate)) {
    return problem(
      'DS328',
      "Certificate X509SerialNumber doesn't match the X509SerialNumber value provided in the signed properties section.",
    );
  }
  const propsDigest = references.find((reference) => reference.uri === `#${PROPS_ID}`)?.digest;
  if (propsDigest !== digestOf(JSON.stringify(qualifying))) {
    return problem(
      'DS320',
      "Signed properties digest value doesn't match digest calculated value from provided signed properties section where ID is id-xades-signed-props.",
    );
  }
  const bytes = signedBytes(document);
  if (references.find((reference) => reference.uri === '')?.digest !== digestOf(bytes)) {
    return problem(
      'DS322',
      "Document digest value doesn't match digest calculated value from existing document content. Document content might have changed.",
    );
  }
  const signatureValue = Buffer.from(text(signature, 'SignatureValue') ?? '', 'base64');
  if (!verify('sha256', bytes, certificate.publicKey, signatureValue)) {
    return problem(
      'DS333',
      'Document signature value is not a valid signature of the document digest using the public key of the certificate provided.',
    );
  }
  return [];
}
