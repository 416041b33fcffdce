/**
 * Pictures for Chromium's fake camera (`--use-file-for-fake-video-capture`): the demo plates in Malaysian plate style
 * and the demo chassis numbers as VIN plates and VIN barcodes, each at its own angle, size and lighting, written as
 * .y4m video (a few identical frames; Chromium loops the file). Drawn as SVG, turned and lit by sharp.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import bwipjs from 'bwip-js';
import sharp from 'sharp';

const WIDTH = 640;
const HEIGHT = 480;

/** What one picture shows, and what a scan of it should read (null: nothing readable). */
export interface ScanPicture {
  name: string;
  /** The scan button pressed: beside the vehicle number or beside the chassis number. */
  field: 'vehicleNo' | 'vehChassisNo';
  expected: string | null;
  draw: () => Promise<Buffer>;
}

interface Look {
  /** Degrees, clockwise. */
  angle: number;
  /** The subject's width as a share of the frame's. */
  size: number;
  /** 1 is daylight; below dims the whole scene, above washes it out. */
  light: number;
  /** Horizontal shear, as a camera held off to one side. */
  slant?: number;
}

const svg = (width: number, height: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  );

/** A Malaysian plate: bold white letters on black (or black on white), letters and number apart. */
function plateSvg(plate: string, whiteOnBlack: boolean): Buffer {
  const [background, ink] = whiteOnBlack ? ['#111', '#f4f4f4'] : ['#f7f7f2', '#111'];
  return svg(
    520,
    130,
    `<rect x="0" y="0" width="520" height="130" rx="10" fill="${background}" stroke="#777" stroke-width="6"/>
     <text x="260" y="92" font-family="DejaVu Sans" font-weight="bold" font-size="76" fill="${ink}"
       text-anchor="middle" letter-spacing="2">${plate}</text>`,
  );
}

/** A riveted VIN plate: the label and the chassis number engraved in dark ink on brushed metal. */
function vinPlateSvg(vin: string): Buffer {
  return svg(
    600,
    150,
    `<defs><linearGradient id="metal" x1="0" x2="1"><stop offset="0" stop-color="#d9dadb"/>
       <stop offset="0.5" stop-color="#f0f0ee"/><stop offset="1" stop-color="#cfd0d1"/></linearGradient></defs>
     <rect width="600" height="150" rx="8" fill="url(#metal)" stroke="#888" stroke-width="3"/>
     <circle cx="18" cy="18" r="6" fill="#999"/><circle cx="582" cy="18" r="6" fill="#999"/>
     <text x="300" y="52" font-family="DejaVu Sans" font-size="24" fill="#333" text-anchor="middle">VEHICLE IDENTIFICATION NUMBER</text>
     <text x="300" y="115" font-family="DejaVu Sans Mono" font-weight="bold" font-size="44" fill="#1a1a1a"
       text-anchor="middle">${vin}</text>`,
  );
}

/** A VIN label as printed on a door pillar: the barcode on a white sticker. */
async function vinBarcode(vin: string, symbology: 'code39' | 'datamatrix'): Promise<Buffer> {
  const sticker = { text: vin, paddingwidth: 12, paddingheight: 12, backgroundcolor: 'FFFFFF' };
  return symbology === 'code39'
    ? bwipjs.toBuffer({ ...sticker, bcid: 'code39', scale: 2, height: 18, includetext: true, textxalign: 'center' })
    : bwipjs.toBuffer({ ...sticker, bcid: 'datamatrix', scale: 6 });
}

/** The subject on a car's grey body, turned, slanted, scaled and lit as `look` says, as one RGB frame. */
async function scene(subject: Buffer, look: Look): Promise<Buffer> {
  const width = Math.round(WIDTH * look.size);
  const resized = await sharp(subject).resize({ width }).png().toBuffer();
  const slanted = look.slant
    ? await sharp(resized)
        .affine(
          [
            [1, look.slant],
            [0, 1],
          ],
          { background: { r: 0, g: 0, b: 0, alpha: 0 } },
        )
        .png()
        .toBuffer()
    : resized;
  const turned = await sharp(slanted)
    .rotate(look.angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const fitted = await sharp(turned)
    .resize({ width: WIDTH - 20, height: HEIGHT - 20, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  const body = svg(
    WIDTH,
    HEIGHT,
    `<defs><radialGradient id="paint" cx="0.4" cy="0.3" r="0.9"><stop offset="0" stop-color="#9ea3a8"/>
       <stop offset="1" stop-color="#4d5257"/></radialGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#paint)"/>`,
  );
  return sharp(body)
    .composite([{ input: fitted, gravity: 'centre' }])
    .linear(look.light, look.light > 1 ? -40 * (look.light - 1) : 0)
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** A frame of nothing a scan can read: the car's paint, out of focus. */
async function blurredPaint(): Promise<Buffer> {
  const body = svg(
    WIDTH,
    HEIGHT,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#6b7075"/><ellipse cx="320" cy="240" rx="260" ry="120" fill="#8d9296"/>`,
  );
  return sharp(body).blur(30).removeAlpha().raw().toBuffer();
}

/** RGB to the I420 planes of a .y4m frame (BT.601, full range as Chromium's reader takes it). */
function toI420(rgb: Buffer): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT);
  const chroma = (WIDTH / 2) * (HEIGHT / 2);
  const u = Buffer.alloc(chroma);
  const v = Buffer.alloc(chroma);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const at = (y * WIDTH + x) * 3;
      const [r, g, b] = [rgb[at] ?? 0, rgb[at + 1] ?? 0, rgb[at + 2] ?? 0];
      luma[y * WIDTH + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (y % 2 === 0 && x % 2 === 0) {
        const c = (y / 2) * (WIDTH / 2) + x / 2;
        u[c] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        v[c] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
  }
  return Buffer.concat([luma, u, v]);
}

/** Writes the picture as a .y4m file of a few identical frames and answers its path. */
export async function writeY4m(picture: ScanPicture, folder: string): Promise<string> {
  const frame = toI420(await picture.draw());
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F5:1 Ip A1:1 C420jpeg\n`);
  const frames = Array.from({ length: 3 }, () => [Buffer.from('FRAME\n'), frame]).flat();
  const file = path.join(folder, `${picture.name}.y4m`);
  writeFileSync(file, Buffer.concat([header, ...frames]));
  return file;
}

const plate = (name: string, text: string, whiteOnBlack: boolean, look: Look): ScanPicture => ({
  name,
  field: 'vehicleNo',
  expected: text.replace(/\s/g, ''),
  draw: () => scene(plateSvg(text, whiteOnBlack), look),
});

const vin = (name: string, chassis: string, kind: 'plate' | 'code39' | 'datamatrix', look: Look): ScanPicture => ({
  name,
  field: 'vehChassisNo',
  expected: chassis,
  draw: async () => scene(kind === 'plate' ? vinPlateSvg(chassis) : await vinBarcode(chassis, kind), look),
});

/** The ten pictures a scan should read, and one it cannot. */
export const readablePictures: readonly ScanPicture[] = [
  plate('plate-bmk-straight', 'BMK 8821', true, { angle: 0, size: 0.8, light: 1 }),
  plate('plate-wxy-tilted', 'WXY 1234', true, { angle: -7, size: 0.7, light: 0.85 }),
  plate('plate-jqp-dim-slanted', 'JQP 4455', true, { angle: 4, size: 0.6, light: 0.6, slant: 0.15 }),
  plate('plate-zzz-white', 'ZZZ 9999', false, { angle: 5, size: 0.75, light: 1.15 }),
  plate('plate-bmk-small-white', 'BMK 8821', false, { angle: -3, size: 0.5, light: 0.9 }),
  vin('vin-plate-bmk', 'PM2L252S002107437', 'plate', { angle: 2, size: 0.95, light: 1 }),
  vin('vin-plate-wxy-dim', 'PL1SX5TF6NM104522', 'plate', { angle: -3, size: 0.95, light: 0.75 }),
  vin('vin-code39-bmk', 'PM2L252S002107437', 'code39', { angle: 0, size: 0.9, light: 1 }),
  vin('vin-code39-jqp-tilted', 'MRHGM6530LL203318', 'code39', { angle: 6, size: 0.85, light: 0.8 }),
  vin('vin-datamatrix-wxy', 'PL1SX5TF6NM104522', 'datamatrix', { angle: -10, size: 0.4, light: 1.1 }),
];

export const unreadablePicture: ScanPicture = {
  name: 'nothing-readable',
  field: 'vehicleNo',
  expected: null,
  draw: blurredPaint,
};
