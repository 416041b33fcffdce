import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { ERASED_VALUE } from '@portal/contract';
import type { Db } from '../../db/connection.ts';
import * as q from './queries.ts';

/**
 * The fields of an account's audit entries that hold the person: their values, now and before every change, are what
 * a closure erases wherever they were copied.
 */
const PERSONAL_FIELDS = new Set(['username', 'name', 'email', 'phone', 'mykad', 'emailchangeaskedfor', 'newemail']);

/** Shorter than this, a value would match inside unrelated words (a one-letter name), so it is not searched for. */
const SHORTEST_SEARCHED = 3;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each string under a personal field of a recorded change, however deep. */
function personalStringsIn(value: unknown, personal = false): string[] {
  if (typeof value === 'string') return personal ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => personalStringsIn(item, personal));
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([field, inner]) =>
    personalStringsIn(inner, personal || PERSONAL_FIELDS.has(field.toLowerCase())),
  );
}

/** The person's values to look for: what the account holds now, and every earlier value its audit entries recorded. */
async function personalValuesOf(db: Db, userId: number): Promise<string[]> {
  const [account, entries, contacts] = await Promise.all([
    q.accountValues(db, userId),
    q.entriesAboutAccount(db, userId),
    q.contactValues(db, userId),
  ]);
  const recorded = entries.flatMap((entry) => [...personalStringsIn(entry.before), ...personalStringsIn(entry.after)]);
  const values = [account.username, account.email, account.phone, account.mykad, ...recorded, ...contacts]
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim())
    .filter((value) => value.length >= SHORTEST_SEARCHED && value !== ERASED_VALUE);
  return [...new Map(values.map((value) => [value.toLowerCase(), value])).values()];
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Finds and replaces the person's values in any text, whatever their case. */
function personMatcher(values: string[]) {
  const pattern = new RegExp(values.map(escapeForPattern).join('|'), 'gi');
  return {
    mentions: (text: string) => {
      pattern.lastIndex = 0;
      return pattern.test(text);
    },
    erase: (text: string) => text.replace(pattern, ERASED_VALUE),
  };
}
type PersonMatcher = ReturnType<typeof personMatcher>;

/**
 * A recorded change with the person taken out: each string under a personal field of an entry about them, and each
 * string anywhere that mentions them, becomes the marker. Field names, numbers and the rest stay.
 */
function scrubbed(value: unknown, person: PersonMatcher, aboutThem: boolean, personal = false): unknown {
  if (typeof value === 'string') return (aboutThem && personal) || person.mentions(value) ? ERASED_VALUE : value;
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, person, aboutThem, personal));
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([field, inner]) => [
      field,
      scrubbed(inner, person, aboutThem, personal || PERSONAL_FIELDS.has(field.toLowerCase())),
    ]),
  );
}

/**
 * Takes the person out of every copy the portal kept besides the account row: audit entries (the entries stay, the
 * values go), mails to them or naming them, guest purchases and report links under their e-mail or mobile number,
 * login counters, API key names. Runs inside the closure's transaction, before the account row is overwritten.
 * Answers the values erased, for the files on disk (`eraseFromMailFolder`) once the transaction has committed.
 */
export async function eraseCopies(
  trx: Db,
  userId: number,
  placeholder: { name: string; email: string },
): Promise<string[]> {
  const values = await personalValuesOf(trx, userId);
  if (values.length === 0) return values;
  const person = personMatcher(values);

  for (const entry of await q.auditEntriesMentioning(trx, userId, values)) {
    const aboutThem = entry.entity === 'user' && entry.entity_id === String(userId);
    await q.rewriteAuditEntry(trx, entry.id, {
      before: scrubbed(entry.before, person, aboutThem),
      after: scrubbed(entry.after, person, aboutThem),
    });
  }
  for (const mail of await q.mailsMentioning(trx, values)) {
    if (person.mentions(mail.to_address)) await q.deleteMail(trx, mail.id);
    else {
      await q.rewriteMail(trx, mail.id, {
        subject: person.erase(mail.subject),
        text_body: person.erase(mail.text_body),
        html_body: person.erase(mail.html_body),
      });
    }
  }
  await q.eraseGuestCopies(trx, userId, values, placeholder);
  await q.deleteLoginCounters(trx, values);
  for (const key of await q.apiKeysOf(trx, userId)) {
    await q.closeApiKey(trx, key.id, person.mentions(key.name) ? ERASED_VALUE : key.name);
  }
  for (const batch of await q.bulkFilesNamed(trx, userId)) {
    if (person.mentions(batch.file_name)) await q.renameBulkFile(trx, batch.id, ERASED_VALUE);
  }
  return values;
}

/**
 * The demo's mailbox keeps each sent mail as files under the data folder (`platform/mail.ts`): the mails to or about
 * the person go too. Files are not part of the database's transaction, so this runs after it has committed.
 */
export async function eraseFromMailFolder(mailDir: string, values: string[]) {
  if (values.length === 0) return;
  const person = personMatcher(values);
  const names = await readdir(mailDir).catch(() => [] as string[]);
  const mails = new Set(names.filter((name) => /\.(eml|json)$/.test(name)).map((name) => name.replace(/\.\w+$/, '')));
  for (const mail of mails) {
    const files = [`${mail}.json`, `${mail}.eml`].map((name) => path.join(mailDir, name));
    // The .json holds the mail as written; the .eml may fold or encode the same words, so the .json decides for both.
    const written = await Promise.all(files.map((file) => readFile(file, 'utf8').catch(() => '')));
    if (written.some((text) => person.mentions(text))) {
      await Promise.all(files.map((file) => rm(file, { force: true })));
    }
  }
}
