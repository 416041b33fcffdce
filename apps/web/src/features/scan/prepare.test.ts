import { describe, expect, it } from 'vitest';
import { cleaned, cutOut, type Grey, greyOf, rgbaOf, stretch, threshold } from './prepare';

/** A picture drawn from rows of characters: `#` is `ink`, `.` is `paper`, ` ` is `around`. */
function drawn(rows: readonly string[], shades = { ink: 200, paper: 20, around: 120 }): Grey {
  const width = rows[0]?.length ?? 0;
  const data = Float32Array.from(
    rows.join('').split(''),
    (char) => ({ '#': shades.ink, '.': shades.paper })[char] ?? shades.around,
  );
  return { width, height: rows.length, data };
}

const rowsOf = (picture: Grey) =>
  Array.from({ length: picture.height }, (_, y) =>
    Array.from(picture.data.slice(y * picture.width, (y + 1) * picture.width), (value) => (value ? '.' : '#')).join(''),
  );

const plate = ['          ', ' ........ ', ' .##..#.. ', ' .##..#.. ', ' ........ ', '          '];

describe('prepare', () => {
  it('cuts the centre of the frame out, straight or turned', () => {
    const frame = drawn(['....', '.##.', '.##.', '....']);
    expect(Array.from(cutOut(frame, { width: 0.5, height: 0.5, turn: 0 }).data)).toEqual([200, 200, 200, 200]);
    const turned = cutOut(frame, { width: 0.5, height: 0.5, turn: 90 });
    expect(Array.from(turned.data)).toEqual([200, 200, 200, 200]);
  });

  it('stretches the contrast between the 2nd and the 98th percentile', () => {
    const dim = stretch({ width: 4, height: 1, data: Float32Array.from([10, 20, 30, 40]) });
    expect(Array.from(dim.data)).toEqual([0, 85, 170, 255]);
  });

  it('makes a white-on-black plate black on white, without the paint around it', () => {
    expect(rowsOf(cleaned(threshold(drawn(plate))))).toEqual([
      '..........',
      '..........',
      '..##..#...',
      '..##..#...',
      '..........',
      '..........',
    ]);
  });

  it('keeps a black-on-white plate black on white', () => {
    const light = drawn(plate, { ink: 20, paper: 230, around: 120 });
    expect(rowsOf(cleaned(threshold(light)))[2]).toBe('..##..#...');
  });

  it('goes to and from the RGBA pixels of a canvas', () => {
    const grey = greyOf([255, 255, 255, 255, 0, 0, 0, 255], 2, 1);
    expect(Array.from(grey.data).map(Math.round)).toEqual([255, 0]);
    expect(Array.from(rgbaOf(grey))).toEqual([255, 255, 255, 255, 0, 0, 0, 255]);
  });
});
