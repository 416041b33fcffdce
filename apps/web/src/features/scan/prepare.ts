/**
 * The pixel work before OCR, on plain arrays so that it runs (and is tried) the same in the browser and in Node: the
 * guide box's part of a grey frame, turned, its contrast stretched, and a black-on-white copy of its characters.
 */

/** A grey picture: one value (0–255) a pixel, row by row. */
export interface Grey {
  width: number;
  height: number;
  data: Float32Array;
}

/** RGBA pixels (as a canvas holds them) to grey. */
export function greyOf(rgba: ArrayLike<number>, width: number, height: number): Grey {
  const data = new Float32Array(width * height);
  for (let i = 0; i < data.length; i++) {
    data[i] = 0.299 * (rgba[i * 4] ?? 0) + 0.587 * (rgba[i * 4 + 1] ?? 0) + 0.114 * (rgba[i * 4 + 2] ?? 0);
  }
  return { width, height, data };
}

/** How the guide box is cut out of the frame: its size as shares of the frame, and the turn. */
interface Cut {
  width: number;
  height: number;
  /** Degrees the frame is turned (clockwise) before the box is cut: a plate held askew the other way comes level. */
  turn: number;
}

/** The guide box's part of `frame`, centred and turned as `cut` says, sampled bilinearly (as a canvas draws it). */
export function cutOut(frame: Grey, cut: Cut): Grey {
  const width = Math.round(frame.width * cut.width);
  const height = Math.round(frame.height * cut.height);
  const data = new Float32Array(width * height);
  const radians = (cut.turn * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const [frameX, frameY] = [frame.width / 2, frame.height / 2];
  const source = frame.data;
  for (let y = 0; y < height; y++) {
    const boxY = y + 0.5 - height / 2;
    for (let x = 0; x < width; x++) {
      // The point of the frame this pixel of the box shows.
      const boxX = x + 0.5 - width / 2;
      const sx = cos * boxX + sin * boxY + frameX - 0.5;
      const sy = -sin * boxX + cos * boxY + frameY - 0.5;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= frame.width || y0 + 1 >= frame.height) continue;
      const [fx, fy] = [sx - x0, sy - y0];
      const at = y0 * frame.width + x0;
      const top = (source[at] ?? 0) * (1 - fx) + (source[at + 1] ?? 0) * fx;
      const bottom = (source[at + frame.width] ?? 0) * (1 - fx) + (source[at + frame.width + 1] ?? 0) * fx;
      data[y * width + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return { width, height, data };
}

/** The 2nd and 98th percentiles become black and white: a few glints or shadows do not set the range. */
export function stretch(picture: Grey): Grey {
  const sorted = Float32Array.from(picture.data).sort();
  const low = sorted[Math.floor(sorted.length * 0.02)] ?? 0;
  const high = sorted[Math.floor(sorted.length * 0.98)] ?? 255;
  const scale = 255 / Math.max(1, high - low);
  const data = picture.data.map((value) => Math.min(255, Math.max(0, (value - low) * scale)));
  return { ...picture, data };
}

/** The grey level that best splits the picture in two (Otsu's method). */
function otsuLevel(picture: Grey): number {
  const histogram = new Float64Array(256);
  for (const value of picture.data) {
    const level = Math.min(255, Math.max(0, Math.round(value)));
    histogram[level] = (histogram[level] ?? 0) + 1;
  }
  const total = picture.data.length;
  let sum = 0;
  for (let level = 0; level < 256; level++) sum += level * (histogram[level] ?? 0);
  let [below, sumBelow, best, bestVariance] = [0, 0, 128, -1];
  for (let level = 0; level < 256; level++) {
    below += histogram[level] ?? 0;
    if (below === 0 || below === total) continue;
    sumBelow += level * (histogram[level] ?? 0);
    const above = total - below;
    const difference = sumBelow / below - (sum - sumBelow) / above;
    const variance = below * above * difference * difference;
    if (variance > bestVariance) [best, bestVariance] = [level, variance];
  }
  return best;
}

/** Black and white at Otsu's level. */
export function threshold(picture: Grey): Grey {
  const level = otsuLevel(picture);
  return { ...picture, data: picture.data.map((value) => (value > level ? 255 : 0)) };
}

/** Grey to RGBA pixels, as a canvas (or an encoder) takes them. */
export function rgbaOf(picture: Grey): Uint8ClampedArray<ArrayBuffer> {
  const rgba = new Uint8ClampedArray(picture.width * picture.height * 4);
  for (let i = 0; i < picture.data.length; i++) {
    rgba.fill(picture.data[i] ?? 0, i * 4, i * 4 + 3);
    rgba[i * 4 + 3] = 255;
  }
  return rgba;
}

/**
 * A black-and-white picture with what lies around the subject taken away and its characters made black on white:
 * the parts of the colour at the picture's edge that touch the edge (the car's paint around a plate) become part of
 * the background, and of what is left, the colour that covers less is taken as the characters' (white letters on a
 * black plate and black letters on a white one both come out black on white).
 */
export function cleaned(binary: Grey): Grey {
  const { width, height, data } = binary;
  const outside = new Uint8Array(width * height);
  const stack: number[] = [];
  const visit = (at: number, colour: number) => {
    if (outside[at] || data[at] !== colour) return;
    outside[at] = 1;
    stack.push(at);
  };
  for (let x = 0; x < width; x++) {
    visit(x, data[x] ?? 0);
    visit((height - 1) * width + x, data[(height - 1) * width + x] ?? 0);
  }
  for (let y = 0; y < height; y++) {
    visit(y * width, data[y * width] ?? 0);
    visit(y * width + width - 1, data[y * width + width - 1] ?? 0);
  }
  while (stack.length > 0) {
    const at = stack.pop() ?? 0;
    const colour = data[at] ?? 0;
    const [x, y] = [at % width, Math.floor(at / width)];
    if (x > 0) visit(at - 1, colour);
    if (x < width - 1) visit(at + 1, colour);
    if (y > 0) visit(at - width, colour);
    if (y < height - 1) visit(at + width, colour);
  }
  let white = 0;
  let inside = 0;
  for (let at = 0; at < data.length; at++) {
    if (outside[at]) continue;
    inside++;
    if (data[at]) white++;
  }
  const ink = white * 2 < inside ? 255 : 0;
  return { width, height, data: data.map((value, at) => (!outside[at] && value === ink ? 0 : 255)) };
}
