import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { admin, company, demo, server, useTestServer } from './support/harness.ts';
import { confirmedPostpaidInvoice, dealerOnPostpaid } from './support/myinvois.ts';

/*
 * A confirmed postpaid invoice reaches the company it bills (issue 39): each user with a line on it gets it by mail,
 * in their language, its PDF attached, queued with the confirmation.
 */

useTestServer({
  env: { RUN_WORKER: 'false', PUBLIC_URL: 'https://check.example.my' },
  login: ['admin', 'company'],
  prepare: async () => {
    await dealerOnPostpaid(server);
    await server.db.updateTable('users').set({ language: 'ms' }).where('email', '=', demo.company.username).execute();
  },
});

const mailsTo = (address: string) =>
  server.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'attachment_name', 'attachment'])
    .where('to_address', '=', address)
    .execute();

describe('a confirmed postpaid invoice', () => {
  it('is mailed to the user it bills, in their language, with its PDF', async () => {
    const before = await mailsTo(demo.company.username);
    const invoice = await confirmedPostpaidInvoice(server, { admin, company }, 2);
    const number = String(invoice.DocumentNo);
    const mails = (await mailsTo(demo.company.username)).slice(before.length);
    assert.equal(mails.length, 1, 'one mail');
    const [mail] = mails;
    assert.match(mail?.subject ?? '', new RegExp(`: invois ${number}$`), 'in Malay, the language the dealer chose');
    assert.match(mail?.text_body ?? '', /RM ?25\.00/, 'its total, two checks at RM 12.50');
    assert.match(mail?.text_body ?? '', /Tarikh akhir/);
    assert.match(mail?.text_body ?? '', /https:\/\/check\.example\.my\/Home/);
    assert.equal(mail?.attachment_name, `${number}.pdf`);
    assert.equal(
      Buffer.from(mail?.attachment ?? [])
        .subarray(0, 5)
        .toString(),
      '%PDF-',
      'the invoice PDF',
    );
    assert.deepEqual(await mailsTo(demo.admin.username), [], 'the administrator who confirmed it is not billed');
  });
});
