import { createHash, createPrivateKey, verify, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeSigningCertificates, signingCertificate } from '../../../test/support/signing-certificate.ts';
import { splitSst } from '../../domain/money/sst.ts';
import { buildDocument, type EinvoiceParty } from './document.ts';
import {
  propsDigestOf,
  qualifyingProperties,
  type SigningCredentials,
  signatureProblems,
  signDocument,
} from './signature.ts';

const party = (name: string, tin: string): EinvoiceParty => ({
  name,
  tin,
  id: { type: 'BRN', value: '202401012345' },
  sstNo: 'NA',
  address: { lines: ['Lot 5, Jalan Ipoh'], postcode: '51200', city: 'Kuala Lumpur', stateCode: '14' },
  phone: '+60321234567',
});

const unsigned = buildDocument(
  {
    typeCode: '01',
    codeNumber: 'INV-000123',
    issuedAt: new Date('2026-03-04T05:06:07Z'),
    supplier: party('CarSemak Sdn. Bhd.', 'C2584563200'),
    buyer: party('Syarikat Kereta Jaya', 'C1234567890'),
    lines: [{ description: 'Vehicle report BMK8821', classification: '022', amount: splitSst(1250, 8) }],
    ratePercent: 8,
  },
  '1.1',
);

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('base64');

/** What the SDK hashes and signs, rebuilt here on its own: the document without the two sections, minified. */
const minifiedWithoutSignature = (document: { Invoice: Record<string, unknown>[] }) => {
  const { UBLExtensions: _extensions, Signature: _signature, ...invoice } = document.Invoice[0] ?? {};
  return Buffer.from(JSON.stringify({ ...document, Invoice: [invoice] }));
};

// biome-ignore lint/suspicious/noExplicitAny: the signed UBL tree, read by path as the SDK's sample lays it out.
type Tree = any;

let credentials: SigningCredentials;
let signed: Tree;
// Now, within the test certificate's validity; its milliseconds are dropped from the SigningTime.
const signedAt = new Date();

afterAll(removeSigningCertificates);
beforeAll(() => {
  const files = signingCertificate();
  credentials = {
    certificate: new X509Certificate(readFileSync(files.cert)),
    privateKey: createPrivateKey(readFileSync(files.key)),
  };
  signed = signDocument(unsigned, credentials, signedAt);
});

const signatureOf = (document: Tree) =>
  document.Invoice[0].UBLExtensions[0].UBLExtension[0].ExtensionContent[0].UBLDocumentSignatures[0]
    .SignatureInformation[0].Signature[0];

describe('signing a version 1.1 document (LHDN SDK, "Signing a JSON document")', () => {
  it('is the same document with UBLExtensions and Signature added at the end of the Invoice element', () => {
    const invoice = signed.Invoice[0];
    expect(invoice.InvoiceTypeCode[0]).toEqual({ _: '01', listVersionID: '1.1' });
    expect(Object.keys(invoice).slice(-2)).toEqual(['UBLExtensions', 'Signature']);
    expect(minifiedWithoutSignature(signed).toString()).toBe(JSON.stringify(unsigned));
    expect(invoice.Signature).toEqual([
      {
        ID: [{ _: 'urn:oasis:names:specification:ubl:signature:Invoice' }],
        SignatureMethod: [{ _: 'urn:oasis:names:specification:ubl:dsig:enveloped:xades' }],
      },
    ]);
    const extension = invoice.UBLExtensions[0].UBLExtension[0];
    expect(extension.ExtensionURI).toEqual([{ _: 'urn:oasis:names:specification:ubl:dsig:enveloped:xades' }]);
    const information = extension.ExtensionContent[0].UBLDocumentSignatures[0].SignatureInformation[0];
    expect(information.ID).toEqual([{ _: 'urn:oasis:names:specification:ubl:signature:1' }]);
    expect(information.ReferencedSignatureID).toEqual([{ _: 'urn:oasis:names:specification:ubl:signature:Invoice' }]);
  });

  it('signs the minified document with RSA-SHA256: node:crypto verifies it with the certificate’s public key', () => {
    const signature = signatureOf(signed);
    expect(signature.SignedInfo[0].SignatureMethod[0].Algorithm).toBe(
      'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    );
    const embedded = new X509Certificate(Buffer.from(signature.KeyInfo[0].X509Data[0].X509Certificate[0]._, 'base64'));
    expect(embedded.raw.equals(credentials.certificate.raw)).toBe(true);
    const value = Buffer.from(signature.SignatureValue[0]._, 'base64');
    expect(verify('sha256', minifiedWithoutSignature(signed), embedded.publicKey, value)).toBe(true);
    expect(signatureProblems(signed)).toEqual([]);
  });

  it('carries each digest as the SDK computes it: document, certificate, signed properties', () => {
    const signature = signatureOf(signed);
    const [props, doc] = signature.SignedInfo[0].Reference;
    expect(doc.URI).toBe('');
    expect(doc.DigestValue[0]._).toBe(sha256(minifiedWithoutSignature(signed)));
    const qualifying = signature.Object[0].QualifyingProperties[0];
    expect(props.URI).toBe('#id-xades-signed-props');
    expect(props.Type).toBe('http://uri.etsi.org/01903/v1.3.2#SignedProperties');
    expect(props.DigestValue[0]._).toBe(sha256(JSON.stringify(qualifying)));
    const properties = qualifying.SignedProperties[0].SignedSignatureProperties[0];
    expect(properties.SigningTime[0]._).toBe(`${signedAt.toISOString().slice(0, 19)}Z`);
    expect(properties.SigningTime[0]._).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const cert = properties.SigningCertificate[0].Cert[0];
    expect(cert.CertDigest[0].DigestValue[0]._).toBe(sha256(credentials.certificate.raw));
    expect(cert.IssuerSerial[0].X509IssuerName[0]._).toBe(
      'CN=CarSemak Sdn. Bhd., serialNumber=202401012345, organizationIdentifier=C2584563200, O=CarSemak Sdn. Bhd., C=MY',
    );
    expect(cert.IssuerSerial[0].X509SerialNumber[0]._).toBe(
      BigInt(`0x${credentials.certificate.serialNumber}`).toString(),
    );
  });

  it('hashes the signed properties as the SDK’s own sample does (its PropsDigest, from its inputs)', () => {
    const sample = qualifyingProperties({
      signingTime: '2024-07-23T15:14:54Z',
      certDigest: 'KKBSTyiPKGkGl1AFqcPziKCEIDYGtnYUTQN4ukO7G40=',
      issuerName: 'CN=Trial LHDNM Sub CA V1, OU=Terms of use at http://www.posdigicert.com.my, O=LHDNM, C=MY',
      serialNumber: '162880276254639189035871514749820882117',
    });
    expect(propsDigestOf(sample)).toBe('Rzuzz+70GSnGBF1YxhHnjSzFpQ1MW4vyX/Q9bTHkE2c=');
  });

  it('writes an issuer as the SDK’s sample does, most specific first', () => {
    const files = signingCertificate({
      subject: '/C=MY/O=LHDNM/OU=Terms of use at http:\\/\\/www.posdigicert.com.my/CN=Trial LHDNM Sub CA V1',
    });
    const certificate = new X509Certificate(readFileSync(files.cert));
    const document = signDocument(unsigned, { certificate, privateKey: createPrivateKey(readFileSync(files.key)) });
    const cert =
      signatureOf(document).Object[0].QualifyingProperties[0].SignedProperties[0].SignedSignatureProperties[0]
        .SigningCertificate[0].Cert[0];
    expect(cert.IssuerSerial[0].X509IssuerName[0]._).toBe(
      'CN=Trial LHDNM Sub CA V1, OU=Terms of use at http://www.posdigicert.com.my, O=LHDNM, C=MY',
    );
  });

  it('breaks when one character of the document changes', () => {
    const text = JSON.stringify(signed);
    const tampered: Tree = JSON.parse(text.replace('Syarikat Kereta Jaya', 'Syarikat Kereta Jayb'));
    const value = Buffer.from(signatureOf(tampered).SignatureValue[0]._, 'base64');
    expect(verify('sha256', minifiedWithoutSignature(tampered), credentials.certificate.publicKey, value)).toBe(false);
    expect(signatureProblems(tampered).map((problem) => problem.code)).toEqual(['DS322']);
    // The document digest put right too: the signature itself still fails.
    signatureOf(tampered).SignedInfo[0].Reference[1].DigestValue[0]._ = sha256(minifiedWithoutSignature(tampered));
    expect(signatureProblems(tampered).map((problem) => problem.code)).toEqual(['DS333']);
  });

  it('is refused when unsigned, or when the signed properties or the certificate were changed', () => {
    expect(signatureProblems(unsigned).map((problem) => problem.code)).toEqual(['DS301']);
    const properties: Tree = JSON.parse(JSON.stringify(signed));
    const time =
      signatureOf(properties).Object[0].QualifyingProperties[0].SignedProperties[0].SignedSignatureProperties[0]
        .SigningTime[0];
    time._ = `${new Date(signedAt.getTime() + 1000).toISOString().slice(0, 19)}Z`;
    expect(signatureProblems(properties).map((problem) => problem.code)).toEqual(['DS320']);
    const other = signingCertificate();
    const swapped: Tree = JSON.parse(JSON.stringify(signed));
    signatureOf(swapped).KeyInfo[0].X509Data[0].X509Certificate[0]._ = new X509Certificate(
      readFileSync(other.cert),
    ).raw.toString('base64');
    expect(signatureProblems(swapped).map((problem) => problem.code)).toEqual(['DS318']);
  });

  it('is refused when signed outside the certificate’s validity', () => {
    const late = signDocument(unsigned, credentials, new Date(credentials.certificate.validToDate.getTime() + 1000));
    expect(signatureProblems(late).map((problem) => problem.code)).toEqual(['DS304']);
  });
});
