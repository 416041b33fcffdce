import assert from 'node:assert/strict';
import { createPrivateKey, generateKeyPairSync, verify, X509Certificate } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { after, describe, it } from 'node:test';
import type { EinvoiceRow } from '@portal/contract';
import { ConfigError, loadConfig } from '../src/config.ts';
import { encodeDocument, myinvoisClient } from '../src/features/einvoices/myinvois.ts';
import { admin, company, server, useTestServer } from './support/harness.ts';
import {
  confirmedPostpaidInvoice,
  dealerOnPostpaid,
  myinvoisOnItsOwnPort,
  runEinvoiceJobOnce,
} from './support/myinvois.ts';
import { killPortalProcesses, startPortalProcess } from './support/portal-process.ts';
import { removeSigningCertificates, signingCertificate } from './support/signing-certificate.ts';

// Version 1.1: the portal signs with a certificate of its own (self-signed here; LHDN's chain of trust is not the
// sandbox's to check), and the sandbox, on its own port, checks the signature as LHDN's Signature Validator does.
const myinvois = myinvoisOnItsOwnPort();
const files = signingCertificate();
after(killPortalProcesses);
after(removeSigningCertificates);

useTestServer({
  env: () => myinvois.portalEnv({ MYINVOIS_SIGNING_CERT: files.cert, MYINVOIS_SIGNING_KEY: files.key }),
  login: ['admin', 'company'],
  prepare: async () => {
    await dealerOnPostpaid(server);
  },
});

const work = () => runEinvoiceJobOnce(server);

const einvoiceOf = async (codeNumber: string) => {
  const list = await server.get<{ items: EinvoiceRow[] }>(`/api/Einvoice?rows=100&q=${codeNumber}`, admin);
  const row = list.body.items.find((item) => item.CodeNumber === codeNumber);
  assert.ok(row, `an e-invoice for ${codeNumber}`);
  return row;
};

/** The dealer's new postpaid search, invoiced and confirmed by the administrator: the invoice's number. */
const confirmedInvoice = async () =>
  (await confirmedPostpaidInvoice(server, { admin, company }, 1)).DocumentNo as string;

// biome-ignore lint/suspicious/noExplicitAny: the UBL document as sent, a deep tree read by path.
type Ubl = { Invoice: Record<string, any>[] };
const storedDocument = async (id: number) =>
  (await server.db.selectFrom('einvoices').select('document').where('id', '=', id).executeTakeFirstOrThrow())
    .document as Ubl;
const signatureOf = (document: Ubl) =>
  document.Invoice[0]?.UBLExtensions[0].UBLExtension[0].ExtensionContent[0].UBLDocumentSignatures[0]
    .SignatureInformation[0].Signature[0];
/** What the signature covers, per LHDN's SDK: the document without UBLExtensions and Signature, minified. */
const coveredBytes = (document: Ubl) => {
  const { UBLExtensions: _extensions, Signature: _signature, ...invoice } = document.Invoice[0] ?? {};
  return Buffer.from(JSON.stringify({ ...document, Invoice: [invoice] }));
};

describe('with MYINVOIS_SIGNING_CERT and MYINVOIS_SIGNING_KEY', () => {
  it('sends a confirmed invoice as a signed version 1.1 document, which becomes Valid', async () => {
    const code = await confirmedInvoice();
    await work();
    await work();
    const row = await einvoiceOf(code);
    assert.equal(row.Status, 'Valid', JSON.stringify(row.Errors));
    assert.deepEqual(row.Errors, []);
    const document = await storedDocument(row.id);
    assert.equal(document.Invoice[0]?.InvoiceTypeCode[0].listVersionID, '1.1');
    const signature = signatureOf(document);
    const certificate = new X509Certificate(readFileSync(files.cert));
    assert.equal(signature.KeyInfo[0].X509Data[0].X509Certificate[0]._, certificate.raw.toString('base64'));
    const value = Buffer.from(signature.SignatureValue[0]._, 'base64');
    assert.ok(verify('sha256', coveredBytes(document), certificate.publicKey, value), 'the signature verifies');
  });

  it('has a tampered document found Invalid by MyInvois, with the error naming the digest', async () => {
    const code = await confirmedInvoice();
    await work();
    const document = await storedDocument((await einvoiceOf(code)).id);
    const tampered = JSON.parse(
      JSON.stringify(document).replace('"PayableAmount":[{"_":12.5', '"PayableAmount":[{"_":12.6'),
    );
    assert.notDeepEqual(tampered, document, 'one character changed');
    const client = myinvoisClient(server.config.einvoice as NonNullable<typeof server.config.einvoice>);
    const answer = await client.submit([encodeDocument(tampered, `${code}-X`)]);
    const uuid = answer.acceptedDocuments[0]?.uuid as string;
    const status = await client.submission(answer.submissionUid as string);
    assert.equal(status.documentSummary.find((d) => d.uuid === uuid)?.status, 'Invalid');
    // LHDN's details name a failed step's error `errorCode` and `error`.
    const errors = ((await client.details(uuid)).validationResults?.validationSteps ?? []).map(
      (step) => step.error as { errorCode?: string; error?: string } | undefined,
    );
    assert.deepEqual(
      errors.map((error) => error?.errorCode),
      ['DS322'],
    );
    assert.match(errors[0]?.error ?? '', /Document digest value doesn't match/);
  });

  it('shows MyInvois’s signature error on the E-invoices screen when the key signing is not the certificate’s', async () => {
    const signing = server.config.einvoice?.signing;
    assert.ok(signing);
    const own = signing.privateKey;
    // What the start refuses (below), done behind its back: documents signed with another key.
    signing.privateKey = createPrivateKey(readFileSync(files.otherKey));
    try {
      const code = await confirmedInvoice();
      await work();
      await work();
      const row = await einvoiceOf(code);
      assert.equal(row.Status, 'Invalid');
      assert.equal(row.Errors[0]?.Code, 'DS333');
      assert.match(row.Errors[0]?.Message ?? '', /not a valid signature of the document digest/);
      assert.equal(row.CanRetry, true);
    } finally {
      signing.privateKey = own;
    }
  });
});

describe('the signing variables at start', () => {
  it('refuses to start with a key that is not the certificate’s, naming it', async () => {
    const start = await startPortalProcess({ MYINVOIS_SIGNING_CERT: files.cert, MYINVOIS_SIGNING_KEY: files.otherKey });
    try {
      assert.equal(await start.exited, 1);
      assert.match(
        start.output().stderr,
        /MYINVOIS_SIGNING_KEY: .*other-key\.pem is not the private key of the certificate in .*cert\.pem/,
      );
    } finally {
      await start.stop();
    }
  });

  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.message;
      throw error;
    }
    assert.fail('the configuration was accepted');
  };

  it('refuses one without the other, an unreadable file, a file that is not PEM, a key not RSA, an expired certificate', () => {
    assert.match(
      refusal({ MYINVOIS_SIGNING_CERT: files.cert }),
      /MYINVOIS_SIGNING_CERT and MYINVOIS_SIGNING_KEY must be set together/,
    );
    assert.match(refusal({ MYINVOIS_SIGNING_KEY: files.key }), /must be set together/);
    assert.match(
      refusal({ MYINVOIS_SIGNING_CERT: `${files.dir}/missing.pem`, MYINVOIS_SIGNING_KEY: files.key }),
      /MYINVOIS_SIGNING_CERT: cannot read .*missing\.pem \(ENOENT/,
    );
    assert.match(
      refusal({ MYINVOIS_SIGNING_CERT: files.key, MYINVOIS_SIGNING_KEY: files.cert }),
      /MYINVOIS_SIGNING_CERT: .*key\.pem is not a PEM X\.509 certificate\n {2}MYINVOIS_SIGNING_KEY: .*cert\.pem is not an unencrypted PEM private key/,
    );
    const ecKey = `${files.dir}/ec-key.pem`;
    writeFileSync(
      ecKey,
      generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
    );
    assert.match(
      refusal({ MYINVOIS_SIGNING_CERT: files.cert, MYINVOIS_SIGNING_KEY: ecKey }),
      /MYINVOIS_SIGNING_KEY: .*ec-key\.pem is not an RSA key/,
    );
    const expired = signingCertificate({ validFrom: new Date('2024-01-01'), validTo: new Date('2025-01-01') });
    assert.match(
      refusal({ MYINVOIS_SIGNING_CERT: expired.cert, MYINVOIS_SIGNING_KEY: expired.key }),
      /MYINVOIS_SIGNING_CERT: the certificate expired on 2025-01-01/,
    );
  });

  it('signs with both set, and sends version 1.0 unsigned with neither', () => {
    assert.ok(loadConfig({ MYINVOIS_SIGNING_CERT: files.cert, MYINVOIS_SIGNING_KEY: files.key }).einvoice?.signing);
    assert.equal(loadConfig({}).einvoice?.signing, undefined);
  });
});
