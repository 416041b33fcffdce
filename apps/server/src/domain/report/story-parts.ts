import type { InspectArea } from '@portal/contract';

type Side = 'LH' | 'RH';

/**
 * The parts the insurers' records name, in English or in Malay, and where on the car each sits. `part` is the
 * records' English word (`recordedWords` translates it for the reader); `sided` parts carry LH or RH after it, as the
 * records write them; `names` are the other ways the records spell it, side words left out. Matching is on the whole
 * name, so "REAR DOOR" is never taken for "DOOR".
 */
const partTable: readonly { part: string; area: InspectArea; sided?: true; names: readonly string[] }[] = [
  { part: 'FRONT BUMPER', area: 'FRONT', names: ['BAMPAR HADAPAN', 'BAMPAR DEPAN', 'BAMPER DEPAN', 'BAMPER HADAPAN'] },
  { part: 'BONNET', area: 'FRONT', names: ['HOOD', 'BONET'] },
  { part: 'GRILLE', area: 'FRONT', names: ['GRILL', 'GRIL'] },
  { part: 'RADIATOR', area: 'FRONT', names: [] },
  { part: 'CONDENSER', area: 'FRONT', names: ['KONDENSER'] },
  { part: 'RADIATOR SUPPORT', area: 'FRONT', names: ['PENYOKONG RADIATOR', 'SOKONGAN RADIATOR'] },
  { part: 'HEADLAMP', area: 'FRONT', sided: true, names: ['HEADLIGHT', 'HEAD LAMP', 'LAMPU HADAPAN', 'LAMPU DEPAN'] },
  { part: 'FOG LAMP', area: 'FRONT', sided: true, names: ['FOG LIGHT', 'LAMPU KABUS'] },
  { part: 'FRONT FENDER', area: 'FRONT', sided: true, names: ['FENDER', 'FENDER HADAPAN', 'SPAKBOR HADAPAN'] },
  { part: 'WINDSCREEN', area: 'FRONT', names: ['WINDSHIELD', 'FRONT WINDSCREEN', 'CERMIN HADAPAN', 'CERMIN DEPAN'] },
  { part: 'REAR BUMPER', area: 'REAR', names: ['BAMPAR BELAKANG', 'BAMPER BELAKANG'] },
  { part: 'TAIL LAMP', area: 'REAR', sided: true, names: ['TAIL LIGHT', 'REAR LAMP', 'LAMPU BELAKANG'] },
  { part: 'BOOT LID', area: 'REAR', names: ['TRUNK LID', 'TAILGATE', 'PENUTUP BUT', 'PINTU BUT'] },
  { part: 'REAR WINDSCREEN', area: 'REAR', names: ['REAR WINDSHIELD', 'CERMIN BELAKANG'] },
  { part: 'FRONT DOOR', area: 'SIDES', sided: true, names: ['PINTU HADAPAN', 'PINTU DEPAN'] },
  { part: 'REAR DOOR', area: 'SIDES', sided: true, names: ['PINTU BELAKANG'] },
  { part: 'SIDE MIRROR', area: 'SIDES', sided: true, names: ['WING MIRROR', 'DOOR MIRROR', 'CERMIN SISI'] },
  { part: 'QUARTER PANEL', area: 'SIDES', sided: true, names: ['PANEL SISI BELAKANG', 'PANEL SUKU'] },
  { part: 'SUSPENSION ARM', area: 'UNDERBODY', names: ['LOWER ARM', 'CONTROL ARM', 'LENGAN SUSPENSI'] },
  { part: 'WHEEL RIM', area: 'UNDERBODY', names: ['RIM', 'RIM RODA'] },
  { part: 'DRIVE SHAFT', area: 'UNDERBODY', names: ['DRIVESHAFT', 'ACI PEMACU'] },
  { part: 'ENGINE', area: 'UNDERBODY', names: ['ENJIN'] },
  { part: 'GEARBOX', area: 'UNDERBODY', names: ['TRANSMISSION', 'KOTAK GEAR'] },
  { part: 'ROOF PANEL', area: 'STRUCTURE', names: ['ROOF', 'PANEL BUMBUNG', 'BUMBUNG'] },
  { part: 'CHASSIS', area: 'STRUCTURE', names: ['CHASSIS FRAME', 'CASIS', 'RANGKA CASIS'] },
  { part: 'PILLAR', area: 'STRUCTURE', names: ['A PILLAR', 'B PILLAR', 'C PILLAR', 'TIANG'] },
  { part: 'FLOOR PANEL', area: 'STRUCTURE', names: ['FLOOR', 'PANEL LANTAI', 'LANTAI'] },
  { part: 'AIRBAG MODULE', area: 'AIRBAGS', names: ['AIRBAG', 'SRS AIRBAG', 'MODUL BEG UDARA', 'BEG UDARA'] },
  { part: 'SEAT BELT', area: 'AIRBAGS', names: ['SEATBELT', 'TALI PINGGANG KELEDAR'] },
  { part: 'ECU', area: 'ELECTRICS', names: [] },
  { part: 'WIRING HARNESS', area: 'ELECTRICS', names: ['WIRING', 'PENDAWAIAN'] },
  { part: 'STARTER MOTOR', area: 'ELECTRICS', names: ['STARTER', 'MOTOR PENGHIDUP'] },
  { part: 'ALTERNATOR', area: 'ELECTRICS', names: [] },
  { part: 'INTERIOR CARPET', area: 'INTERIOR', names: ['CARPET', 'KARPET DALAMAN', 'KARPET'] },
  { part: 'SEATS', area: 'INTERIOR', names: ['SEAT', 'TEMPAT DUDUK'] },
];

const byName = new Map(partTable.flatMap((entry) => [entry.part, ...entry.names].map((name) => [name, entry])));

/** The words that say which side, in English and Malay; `L/H` and `R/H` are read once the slash is gone. */
const sideWords: Record<string, Side> = { LH: 'LH', RH: 'RH', LEFT: 'LH', RIGHT: 'RH', KIRI: 'LH', KANAN: 'RH' };

/** A part as a checklist shows it: the records' English word (with its side) and the area of the car. */
interface RecognisedPart {
  part: string;
  area: InspectArea;
}

/**
 * One part as recorded ("LAMPU HADAPAN KANAN", "Headlamp R/H", "FRONT BUMPER") recognised: its English word and its
 * area; a part the table does not know keeps its recorded words (tidied to capitals) in the area OTHER.
 */
export function recognisePart(recorded: string): RecognisedPart {
  const words = recorded
    .toUpperCase()
    .replace(/\b([LR])\s*\/\s*H\b/g, '$1H')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const side = words.map((word) => sideWords[word]).find(Boolean);
  const name = words.filter((word) => !sideWords[word]).join(' ');
  const entry = byName.get(name);
  if (!entry) return { part: words.join(' '), area: 'OTHER' };
  return { part: entry.sided && side ? `${entry.part} ${side}` : entry.part, area: entry.area };
}

/** A claim's recorded parts, one per comma or semicolon, blanks left out. */
export const recordedParts = (parts: string | null): RecognisedPart[] =>
  (parts ?? '')
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map(recognisePart);
