import { recordedWords } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { recognisePart, recordedParts } from './story-parts.ts';

describe('the parts the records name', () => {
  it('recognises English names, with their side however it is written', () => {
    expect(recognisePart('FRONT BUMPER')).toEqual({ part: 'FRONT BUMPER', area: 'FRONT' });
    expect(recognisePart('Headlamp R/H')).toEqual({ part: 'HEADLAMP RH', area: 'FRONT' });
    expect(recognisePart('LEFT HEADLIGHT')).toEqual({ part: 'HEADLAMP LH', area: 'FRONT' });
    expect(recognisePart('rear door lh')).toEqual({ part: 'REAR DOOR LH', area: 'SIDES' });
    expect(recognisePart('Hood')).toEqual({ part: 'BONNET', area: 'FRONT' });
    expect(recognisePart('Airbag')).toEqual({ part: 'AIRBAG MODULE', area: 'AIRBAGS' });
  });

  it('recognises Malay names, KIRI as LH and KANAN as RH', () => {
    expect(recognisePart('BAMPAR HADAPAN')).toEqual({ part: 'FRONT BUMPER', area: 'FRONT' });
    expect(recognisePart('Bamper Belakang')).toEqual({ part: 'REAR BUMPER', area: 'REAR' });
    expect(recognisePart('LAMPU HADAPAN KANAN')).toEqual({ part: 'HEADLAMP RH', area: 'FRONT' });
    expect(recognisePart('PINTU BELAKANG KIRI')).toEqual({ part: 'REAR DOOR LH', area: 'SIDES' });
    expect(recognisePart('LAMPU BELAKANG KIRI')).toEqual({ part: 'TAIL LAMP LH', area: 'REAR' });
    expect(recognisePart('BEG UDARA')).toEqual({ part: 'AIRBAG MODULE', area: 'AIRBAGS' });
    expect(recognisePart('PENDAWAIAN')).toEqual({ part: 'WIRING HARNESS', area: 'ELECTRICS' });
    expect(recognisePart('RANGKA CASIS')).toEqual({ part: 'CHASSIS', area: 'STRUCTURE' });
    expect(recognisePart('KARPET')).toEqual({ part: 'INTERIOR CARPET', area: 'INTERIOR' });
    expect(recognisePart('LENGAN SUSPENSI')).toEqual({ part: 'SUSPENSION ARM', area: 'UNDERBODY' });
  });

  it('matches the whole name, so a rear door is never taken for a front one', () => {
    expect(recognisePart('REAR DOOR RH').part).toBe('REAR DOOR RH');
    expect(recognisePart('REAR WINDSCREEN')).toEqual({ part: 'REAR WINDSCREEN', area: 'REAR' });
    expect(recognisePart('WINDSCREEN')).toEqual({ part: 'WINDSCREEN', area: 'FRONT' });
  });

  it('keeps a part it does not know as recorded, under other parts', () => {
    expect(recognisePart('Sunroof motor')).toEqual({ part: 'SUNROOF MOTOR', area: 'OTHER' });
  });

  it('reads a claim’s list of parts, commas or semicolons, blanks and no parts at all', () => {
    expect(recordedParts('FRONT BUMPER, BONNET;RADIATOR SUPPORT, ')).toEqual([
      { part: 'FRONT BUMPER', area: 'FRONT' },
      { part: 'BONNET', area: 'FRONT' },
      { part: 'RADIATOR SUPPORT', area: 'FRONT' },
    ]);
    expect(recordedParts(null)).toEqual([]);
  });

  it('names every part it recognises in Malay and Chinese on the report', () => {
    const known = ['FRONT BUMPER', 'HEADLAMP', 'HEADLAMP RH', 'CHASSIS', 'PILLAR', 'SEAT BELT', 'QUARTER PANEL LH'];
    for (const part of known) {
      expect(recordedWords(recognisePart(part).part, 'ms')).not.toBe(part);
      expect(recordedWords(recognisePart(part).part, 'zh')).not.toBe(part);
    }
  });
});
