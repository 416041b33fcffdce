import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type AttachmentListAnswer,
  type CheckResult,
  codeSentences,
  errorTextInEnglish,
  LIMITS,
  MAX_IMAGES_PER_CHECK,
} from '@portal/contract';
import sharp from 'sharp';
import { attachmentsTexts } from '../src/features/attachments/texts.ts';
import { admin, individual as owner, server, company as stranger, useTestServer } from './support/harness.ts';
import { messages } from './support/messages.ts';
import { type UploadFile, upload } from './support/uploads.ts';

let unikey: string;
useTestServer({
  login: ['admin', 'individual', 'company'],
  prepare: async () => {
    unikey = await server.buyCheck('BMK8821', owner);
  },
});

type Posted = AttachmentListAnswer & { Message: string };

const photo = (format: 'jpeg' | 'png' | 'webp', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .toFormat(format)
    .toBuffer();

const post = (query: string, files: UploadFile[], token: string, fields: Record<string, string> = {}) =>
  upload<Posted>(server, `/api/QuoteAttachment/post?${query}`, files, token, fields);

const list = (token: string, isMisc = false, id = unikey) =>
  server.get<AttachmentListAnswer & { Message: string }>(`/api/QuoteAttachment?id=${id}&isMisc=${isMisc}`, token);

/** Rows an upload or delete could change. */
const state = async () => [await server.countRows('attachments'), await server.countRows('audit_log')];

async function refused(query: string, files: UploadFile[], token: string, status: number, message: string) {
  const before = await state();
  const answer = await post(query, files, token);
  assert.equal(answer.status, status, JSON.stringify(answer.body));
  assert.equal(answer.body.Message, message);
  assert.deepEqual(await state(), before, 'nothing changed');
}

/** The owner's upload of one bad image to the report is refused with 400 and what is wrong with that file. */
const refusedImage = (name: string, bytes: Uint8Array, message: (file: string) => string) =>
  refused(`id=${unikey}`, [{ name, bytes }], owner, 400, message(name));

describe('attachments', () => {
  it('attaches photos to a check; the newest vehicle photo becomes the report image, thumbnails are made', async () => {
    const first = await post(
      `id=${unikey}&isMisc=false`,
      [
        { name: 'front.jpg', bytes: await photo('jpeg', 3000, 2000) },
        { name: 'side.png', bytes: await photo('png') },
      ],
      owner,
      { description: 'Front and side' },
    );
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.Message, attachmentsTexts.of('en')('uploaded', { count: 2 }));
    assert.equal(first.body.Images.length, 2);
    const image = first.body.Images.find((item) => item.name === 'front.jpg');
    assert.equal(image?.description, 'Front and side');
    assert.equal(image?.CanDelete, true);

    const full = await fetch(server.baseUrl + (image?.url ?? ''), { headers: { authorization: `Bearer ${owner}` } });
    assert.equal(full.status, 200);
    assert.equal(full.headers.get('content-type'), 'image/jpeg');
    const fullMeta = await sharp(Buffer.from(await full.arrayBuffer())).metadata();
    assert.deepEqual([fullMeta.width, fullMeta.height], [1600, 1067], 'kept at most 1600 pixels a side');
    const thumb = await fetch(server.baseUrl + (image?.thumb ?? ''), { headers: { authorization: `Bearer ${owner}` } });
    assert.equal(thumb.headers.get('content-type'), 'image/webp');
    const thumbMeta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    assert.equal(thumbMeta.width, 320);

    const webp = await post(`id=${unikey}`, [{ name: 'rear.webp', bytes: await photo('webp') }], owner);
    const rear = webp.body.Images.find((item) => item.name === 'rear.webp');
    const report = await server.get<CheckResult>(`/api/Check/GetItem?unikey=${unikey}`, owner);
    assert.equal(report.body.BasicInfo.ImageUrl, rear?.url);
    const asAdmin = await server.get<CheckResult>(`/api/Check/GetItem?unikey=${unikey}`, admin);
    assert.equal(asAdmin.body.BasicInfo.ImageUrl, rear?.url);
  });

  it('keeps other images apart from vehicle photos (isMisc)', async () => {
    const misc = await post(`id=${unikey}&isMisc=true`, [{ name: 'invoice.png', bytes: await photo('png') }], owner);
    assert.equal(misc.status, 200);
    assert.deepEqual(
      (await list(owner, true)).body.Images.map((item) => item.name),
      ['invoice.png'],
    );
    assert.ok(!(await list(owner, false)).body.Images.some((item) => item.name === 'invoice.png'));
  });

  it('types images by content, not by name', async () => {
    const answer = await post(`id=${unikey}`, [{ name: 'really-png.jpg', bytes: await photo('png') }], owner);
    assert.equal(answer.status, 200);
    const stored = await server.db
      .selectFrom('attachments')
      .select('content_type')
      .where('name', '=', 'really-png.jpg')
      .executeTakeFirstOrThrow();
    assert.equal(stored.content_type, 'image/png');
    const text = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    await refusedImage('photo.jpg', text, messages.notImage);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    await refusedImage('a.gif', gif, messages.notImage);
    const truncated = (await photo('jpeg')).subarray(0, 200);
    await refusedImage('cut.jpg', truncated, messages.unreadableImage);
  });

  it('refuses an image of too many pixels, however small its file', async () => {
    const huge = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: 'white' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    assert.ok(huge.length < LIMITS.uploadBytes);
    await refusedImage('huge.png', huge, messages.tooManyPixels);
  });

  it('refuses a file above 5,242,880 bytes with 413 while it streams, keeping none of the upload', async () => {
    const big = new Uint8Array(LIMITS.uploadBytes + 1);
    big.set(await photo('jpeg'));
    await refused(
      `id=${unikey}`,
      [
        { name: 'ok.jpg', bytes: await photo('jpeg') },
        { name: 'big.jpg', bytes: big },
      ],
      owner,
      413,
      messages.imageTooLarge('big.jpg'),
    );
  });

  it('lets nobody but the owner and administrators list, fetch, add or delete', async () => {
    const images = (await list(owner)).body.Images;
    const image = images[0];
    assert.ok(image);
    const listed = await list(stranger);
    assert.equal(listed.status, 403);
    assert.equal(listed.body.Message, messages.forbidden);
    for (const url of [image.url, image.thumb]) {
      assert.equal((await server.get(url, stranger)).status, 403, url);
      assert.equal((await server.get(url)).status, 401, url);
      assert.equal((await server.get(url, admin)).status, 200, url);
    }
    await refused(`id=${unikey}`, [{ name: 'x.jpg', bytes: await photo('jpeg') }], stranger, 403, messages.forbidden);
    const before = await state();
    const removal = await server.post<{ Message: string }>(
      `/api/QuoteAttachment/post?id=${image.id}&del=true`,
      undefined,
      stranger,
    );
    assert.equal(removal.status, 403);
    assert.equal(removal.body.Message, messages.forbidden);
    assert.deepEqual(await state(), before);
    const report = await server.get<CheckResult & { Message: string }>(`/api/Check/GetItem?unikey=${unikey}`, stranger);
    assert.equal(report.status, 403, 'the report, and so its photo, is not the stranger’s to open');
    assert.equal(report.body.Message, messages.forbidden);
    assert.equal(report.body.BasicInfo, undefined);
    assert.equal((await list(stranger, false, 'no-such-check')).status, 404);
  });

  it('lets the uploader and administrators delete; the check owner cannot delete an administrator’s image', async () => {
    const byAdmin = await post(
      `id=${unikey}&isMisc=true`,
      [{ name: 'inspection.jpg', bytes: await photo('jpeg') }],
      admin,
    );
    assert.equal(byAdmin.status, 200, JSON.stringify(byAdmin.body));
    const adminImage = (await list(owner, true)).body.Images.find((item) => item.name === 'inspection.jpg');
    assert.equal(adminImage?.CanDelete, false);
    const before = await state();
    const refusedDelete = await server.post(
      `/api/QuoteAttachment/post?id=${adminImage?.id}&del=true`,
      undefined,
      owner,
    );
    assert.equal(refusedDelete.status, 403);
    assert.deepEqual(await state(), before);

    const own = (await list(owner)).body.Images[0];
    const audits = await server.countRows('audit_log');
    const deleted = await server.post<Posted>(`/api/QuoteAttachment/post?id=${own?.id}&del=true`, undefined, owner);
    assert.equal(deleted.status, 200);
    assert.equal(deleted.body.Message, messages.deleteDone('image'));
    assert.ok(!deleted.body.Images.some((item) => item.id === own?.id));
    assert.equal(await server.countRows('audit_log'), audits + 1);
    assert.equal((await server.get(own?.url ?? '', owner)).status, 404);
    const byAdminDelete = await server.post(
      `/api/QuoteAttachment/post?id=${adminImage?.id}&del=true`,
      undefined,
      admin,
    );
    assert.equal(byAdminDelete.status, 200);
  });

  it(`refuses more than ${MAX_IMAGES_PER_CHECK} images on one check with 409`, async () => {
    const check = await server.buyCheck('BMK8821', owner);
    const bytes = await photo('jpeg', 40, 30);
    const ten = Array.from({ length: 10 }, (_, index) => ({ name: `p${index}.jpg`, bytes }));
    assert.equal((await post(`id=${check}`, ten, owner)).status, 200);
    assert.equal((await post(`id=${check}`, ten, owner)).status, 200);
    await refused(
      `id=${check}`,
      [{ name: 'one-more.jpg', bytes }],
      owner,
      409,
      errorTextInEnglish('IMAGE_TOO_MANY', { max: MAX_IMAGES_PER_CHECK }),
    );
  });

  it('asks for a file', async () => {
    await refused(`id=${unikey}`, [], owner, 400, codeSentences.IMAGE_NO_FILE);
  });
});
