import type { Translation } from '../i18n/texts.ts';
import type { en } from './en.ts';

export const ms: Translation<typeof en> = {
  summarySentence: '{{parts}}.',
  summaryJoin: '; ',
  summaryNoClaims: 'Tiada tuntutan direkodkan bagi kenderaan ini',
  summaryClaims_one: '{{count}} tuntutan: {{severity}}',
  summaryClaims_other: '{{count}} tuntutan, yang paling teruk: {{severity}}',
  summaryWrittenOff: 'DIHAPUS KIRA pada {{date}}',
  summaryNotWrittenOff: 'tiada rekod dihapus kira',
  summaryRollback: 'bacaan odometer pernah menurun',
  summaryUnusualUse: 'penggunaan luar biasa banyak',
  summaryMileageConsistent: 'bacaan odometer sentiasa meningkat',
  summaryMileageMissing: 'tiada bacaan odometer direkodkan',
  writtenOffTitle: 'Dihapus kira',
  writtenOffText:
    'Satu tuntutan pada {{date}} merekodkan kereta ini sebagai {{reason}} ({{recorded}}). Tanya penjual bagaimana kereta ini kembali ke jalan raya, dan minta ia diperiksa sebelum membayar.',
  reason: {
    TOTAL_LOSS: 'kerugian menyeluruh',
    BEYOND_REPAIR: 'tidak ekonomik untuk dibaiki',
    THEFT_NOT_RECOVERED: 'dicuri dan tidak ditemui semula',
  },
  mileageTitle: 'Bacaan odometer mengikut masa',
  mileageChartLabel: 'Bacaan odometer yang direkodkan pada setiap tuntutan',
  accidentDate: 'Tarikh kemalangan',
  mileageReading: 'Bacaan odometer',
  mileageNotRecorded: 'tidak direkodkan',
  mileageNoReadings: 'Tiada tuntutan yang merekodkan bacaan odometer.',
  rollbackTitle: 'Bacaan odometer menurun',
  rollbackReading: 'Bacaan yang kurang daripada bacaan sebelumnya',
  rollbackText:
    'Tuntutan pada {{toDate}} merekodkan {{toKm}}, kurang daripada {{fromKm}} yang direkodkan pada {{fromDate}}. Odometer mungkin telah diputar balik atau diganti: minta rekod servis kereta ini.',
  unusualUseTitle: 'Penggunaan luar biasa banyak',
  unusualUseText:
    'Kira-kira {{km}} setahun antara {{fromDate}} dan {{toDate}}, lebih dua kali ganda purata Malaysia iaitu {{average}} setahun (MIROS, 2013). Jangkakan kehausan pada enjin, kotak gear, suspensi dan tempat duduk.',
  inspectTitle: 'Apa yang perlu diperiksa sebelum membeli',
  inspectNone: 'Tiada alat ganti yang dibaiki direkodkan.',
  inspectRepaired: '{{parts}}: dibaiki selepas tuntutan {{severity}} pada {{date}}.',
  area: {
    FRONT: 'Hadapan',
    REAR: 'Belakang',
    SIDES: 'Sisi',
    UNDERBODY: 'Bahagian bawah, enjin dan roda',
    STRUCTURE: 'Struktur',
    AIRBAGS: 'Beg udara',
    ELECTRICS: 'Elektrik',
    INTERIOR: 'Bahagian dalam',
    OTHER: 'Bahagian lain',
  },
  advice: {
    FRONT:
      'Periksa jurang panel yang tidak sekata, bolt bonet dan fender yang dicat semula, dan penyokong radiator yang bengkok.',
    REAR: 'Periksa jurang penutup but yang tidak sekata, bolt yang dicat semula, dan karat atau air di ruang tayar ganti.',
    SIDES:
      'Pastikan pintu tertutup rata, warna cat sepadan antara panel, dan tiada kesan semburan cat pada getah pintu.',
    UNDERBODY:
      'Lihat bahagian bawah untuk lengan yang bengkok, kesan kimpalan baharu, kebocoran minyak dan tayar yang haus tidak sekata; semasa pandu uji, enjin dan kotak gear mesti berjalan lancar.',
    STRUCTURE:
      'Minta tiang, lantai dan rangka casis diperiksa untuk kesan kimpalan, lipatan atau dempul: struktur yang bengkok mahal untuk dibetulkan.',
    AIRBAGS:
      'Lampu beg udara mesti menyala semasa enjin dihidupkan dan kemudian padam; periksa tali pinggang keledar dan pastikan papan pemuka terpasang rata.',
    ELECTRICS:
      'Minta kereta diimbas untuk kod ralat, dan periksa penyambung yang berkarat, kesan paras air dan bau hapak (tanda banjir).',
    INTERIOR: 'Angkat karpet: periksa kesan air, karat pada rel tempat duduk dan bau hapak.',
    OTHER: 'Minta invois pembaikan alat ganti ini daripada penjual.',
  },
};
