/** Characters a VIN may hold: digits and capitals without I, O and Q (ISO 3779). */
export const VIN_CHARACTERS = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

/** Letter values A–Z for the check digit (I, O and Q never occur). */
const letterValues = '12345678012345070923456789';
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit (position 9) a 17-character VIN should carry: '0'–'9' or 'X'. */
export function vinCheckDigit(vin: string) {
  if (!/^[0-9A-HJ-NPR-Z]{17}$/.test(vin)) throw new RangeError(`not a 17-character VIN: ${vin}`);
  let sum = 0;
  for (let position = 0; position < 17; position += 1) {
    const character = vin[position]!;
    const value = /\d/.test(character) ? Number(character) : Number(letterValues[character.charCodeAt(0) - 65]);
    sum += value * weights[position]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export const hasValidCheckDigit = (vin: string) => vinCheckDigit(vin) === vin[8];

/** Model-year code (position 10); the 30 codes repeat every 30 years from 1980. */
export function vinYearCode(year: number) {
  const codes = 'ABCDEFGHJKLMNPRSTVWXY123456789';
  return codes[(((year - 1980) % 30) + 30) % 30]!;
}

/** A VIN from its parts, with the check digit worked out. */
export function buildVin(wmi: string, descriptor: string, year: number, plant: string, serial: string) {
  const draft = `${wmi}${descriptor}0${vinYearCode(year)}${plant}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}
