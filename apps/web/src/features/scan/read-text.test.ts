import { describe, expect, it } from 'vitest';
import { keyFromText, plateFromText, vinFromText } from './read-text';

describe('plateFromText', () => {
  it('reads a plate as the search key', () => {
    expect(plateFromText('BMK 8821\n')).toBe('BMK8821');
    expect(plateFromText('wxy1234')).toBe('WXY1234');
    expect(plateFromText('  JQP 4455 A ')).toBe('JQP4455A');
  });

  it('puts letters where the format wants letters and digits where it wants digits', () => {
    expect(plateFromText('8MK 882I')).toBe('BMK8821');
    expect(plateFromText('WXY I234')).toBe('WXY1234');
    expect(plateFromText('JQP 44S5')).toBe('JQP4455');
    expect(plateFromText('ZZZ 99O9')).toBe('ZZZ9909');
  });

  it('skips the lines around the plate and the words beside it', () => {
    expect(plateFromText('SELANGOR\nBMK 8821\n')).toBe('BMK8821');
    expect(plateFromText('PROTON WXY 1234')).toBe('WXY1234');
  });

  it('reads nothing from noise or a guess of too many changes', () => {
    expect(plateFromText('')).toBeNull();
    expect(plateFromText('|||  ~~')).toBeNull();
    expect(plateFromText('VEHICLE IDENTIFICATION NUMBER')).toBeNull();
    expect(plateFromText('8888 BBBB')).toBeNull();
  });
});

describe('vinFromText', () => {
  it('reads a chassis number beside its label', () => {
    expect(vinFromText('VEHICLE IDENTIFICATION NUMBER\nPL1SX5TF6NM104522\n')).toBe('PL1SX5TF6NM104522');
  });

  it('never keeps I, O or Q: they are read as 1 and 0', () => {
    expect(vinFromText('PL1SX5TF6NMI04522')).toBe('PL1SX5TF6NM104522');
    expect(vinFromText('MR0BA3F348JO47791')).toBe('MR0BA3F348J047791');
  });

  it('joins a number OCR split in two, and drops the leading I of a barcode', () => {
    expect(vinFromText('PM2L252S002 107437')).toBe('PM2L252S002107437');
    expect(vinFromText('IMRHGM6530LL203318')).toBe('MRHGM6530LL203318');
  });

  it('prefers the stretch whose check digit holds', () => {
    // Both 17-character stretches of this 18-character word are VIN-shaped; only the second one's check digit holds.
    expect(vinFromText('XMR0BA3F348J047791')).toBe('MR0BA3F348J047791');
  });

  it('reads the last four characters as digits, as every VIN has them', () => {
    expect(vinFromText('PL1SX5TF6NM1045ZZ')).toBe('PL1SX5TF6NM104522');
    expect(vinFromText('MRHGM6530LL2033IB')).toBe('MRHGM6530LL203318');
    expect(vinFromText('PM2L252S00210G4S7')).toBe('PM2L252S002106457');
    // The label above a VIN plate, read at a slant and joined into one line, is not a chassis number.
    expect(vinFromText('IDENTIFICATION NUMBER\nPM2 L2525002')).toBeNull();
  });

  it('reads nothing when no 17 characters fit', () => {
    expect(vinFromText('BMK 8821')).toBeNull();
    expect(vinFromText('PL1SX5TF6NM10452')).toBeNull();
  });
});

describe('keyFromText', () => {
  it('looks for what the button asked for', () => {
    expect(keyFromText('plate', 'BMK 8821')).toBe('BMK8821');
    expect(keyFromText('chassis', 'BMK 8821')).toBeNull();
    expect(keyFromText('chassis', 'PM2L252S002107437')).toBe('PM2L252S002107437');
  });
});
