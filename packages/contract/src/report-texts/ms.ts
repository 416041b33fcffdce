import type { Translation } from '../i18n/texts.ts';
import type { en } from './en.ts';

export const ms: Translation<typeof en> = {
  vehicleDetails: 'Butiran kenderaan',
  make: 'Jenama',
  family: 'Model',
  variant: 'Varian',
  yearOfManufacture: 'Tahun dibuat',
  vehicleAge: 'Usia kenderaan',
  years_one: '{{count}} tahun',
  years_other: '{{count}} tahun',
  transmission: 'Transmisi',
  engine: 'Enjin',
  marketValue: 'Nilai pasaran',
  newNetSellingPrice: 'Harga kereta baharu (Malaysia Timur)',
  newCarPrice: 'Harga kereta baharu (Semenanjung Malaysia)',
  vinChassis: 'Nombor casis (VIN)',
  recordedOnOtherVin: 'Direkodkan pada VIN lain: {{chassis}}',
  estimateAuthorised: 'Anggaran diluluskan',
  accidentLossType: 'Jenis kemalangan / kerugian',
  typeOfLoss: 'Jenis kerugian',
  mileage: 'Perbatuan',
  kilometres: '{{km}} km',
  parts: 'Bahagian',
  policyStatus: 'Status polisi',
  insurer: 'Syarikat insurans',
  severity: {
    LOW: 'RINGAN',
    MEDIUM: 'SEDERHANA',
    HIGH: 'BERAT',
    SEVERE: 'TERUK',
  },
  standardEquipment: 'Kelengkapan standard',
  disclaimer: 'Penafian',
  noAccidentRecorded: 'Tiada sejarah kemalangan direkodkan bagi kenderaan ini.',
  claimsOnVehicle_one: '{{count}} tuntutan kemalangan direkodkan bagi kenderaan ini',
  claimsOnVehicle_other: '{{count}} tuntutan kemalangan direkodkan bagi kenderaan ini',
  claimsOnOtherVin_one:
    'Terdapat juga {{count}} tuntutan yang direkodkan di bawah nombor pendaftaran yang sama pada VIN yang berlainan.',
  claimsOnOtherVin_other:
    'Terdapat juga {{count}} tuntutan yang direkodkan di bawah nombor pendaftaran yang sama pada VIN yang berlainan.',
  absenceDisclaimer:
    'Ketiadaan sejarah kemalangan tidak bermakna kenderaan ini tidak pernah terlibat dalam kemalangan: bukan semua kemalangan dituntut atau direkodkan.',
  sameRegistrationOtherVin:
    'Satu kemalangan direkodkan di bawah nombor pendaftaran yang sama pada VIN (nombor casis) yang berlainan. Nombor pendaftaran ini mungkin telah dipindahkan dari kenderaan lain.',
  claimsUnderOtherRegistration:
    'Sebahagian kemalangan pada nombor casis ini direkodkan di bawah nombor pendaftaran yang berlainan.',
};
