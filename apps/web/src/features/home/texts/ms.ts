import type { Translation } from '@portal/contract';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  pageTitle: '{{product}} · Sejarah kemalangan insurans kenderaan terpakai di Malaysia',
  kicker: 'Sejarah kemalangan insurans · Malaysia',
  heroTitle: 'Ketahui sejarah kemalangan kereta terpakai sebelum anda membeli',
  heroText:
    'Semak menggunakan nombor pendaftaran atau nombor casis dan lihat setiap tuntutan insurans yang direkodkan bagi kenderaan itu.',
  checkNow: 'Semak kenderaan sekarang',
  pointNotFound: 'Tiada rekod? Anda tidak dikenakan bayaran',
  quickCheckLabel: 'Nombor pendaftaran atau casis',
  quickCheckPlaceholder: 'cth. BMK 8821',
  quickCheckButton: 'Semak',
  pricePerCheck: '{{price}} setiap semakan',
  priceInCredits_one: 'atau {{count}} kredit daripada pakej:',
  priceInCredits_other: 'atau {{count}} kredit daripada pakej:',
  packagePrice: '{{name}} {{price}}',
  packagePricePerCheck: '{{name}} {{price}} ({{perCheck}} setiap semakan)',
  trustVerify: 'Setiap laporan mempunyai kod QR yang boleh diimbas oleh sesiapa untuk mengesahkannya.',
  sampleReport: 'Lihat contoh laporan',
  checkWithAccount: 'Log masuk untuk menggunakan kredit',
  newHere: 'Pengguna baharu?',
  registerNewAccount: 'Daftar akaun baharu',
  reportTitle: 'Kandungan laporan',
  claimsTitle: 'Setiap tuntutan insurans yang direkodkan',
  claimsText:
    'Setiap tuntutan kemalangan beserta tarikh, amaun pembaikan yang diluluskan dan tahap kerosakan: Ringan, Sederhana, Berat atau Teruk.',
  vehicleTitle: 'Butiran kenderaan',
  vehicleText: 'Jenama, model, varian, tahun dibuat, transmisi, enjin dan nombor casis.',
  valueTitle: 'Nilai pasaran',
  valueText: 'Nilai pasaran dan harga kereta baharu bagi varian itu, untuk dibandingkan dengan harga yang diminta.',
  equipmentTitle: 'Kelengkapan standard',
  equipmentText: 'Kelengkapan yang disertakan dari kilang bagi varian itu.',
  howTitle: 'Cara penggunaan',
  step: '{{number}}. {{title}}',
  searchTitle: 'Semak',
  searchText: 'Masukkan nombor pendaftaran atau nombor casis.',
  payTitle: 'Bayar setiap semakan',
  payText:
    'Guna kredit anda, atau bayar dengan kad atau perbankan dalam talian. Kenderaan yang tiada dalam rekod tidak dikenakan bayaran.',
  readTitle: 'Baca laporan',
  readText: 'Buka dalam talian, cetak, dan cari semula dalam sejarah semakan anda.',
  audienceTitle: 'Untuk pembeli dan peniaga',
  individualsTitle: 'Individu',
  individualsText:
    'Mahu beli kereta terpakai? Daftar sebagai individu, tambah nilai kredit atau bayar setiap semakan, dan semak mana-mana kenderaan dalam beberapa minit.',
  individualsAction: 'Daftar sebagai individu',
  companiesTitle: 'Syarikat dan peniaga kereta',
  companiesText:
    'Perlu menyemak banyak kenderaan? Daftar sebagai syarikat untuk pakej semakan dalam jumlah besar, kadar pascabayar dan invois bulanan.',
  companiesAction: 'Daftar syarikat anda',
  dataTitle: 'Mengenai data',
  dataText:
    'Rekod kemalangan diambil daripada tuntutan insurans yang disimpan oleh syarikat induk kami, sebuah syarikat pengumpulan data. {{coverage}}',
  historyTitle: 'Sejarah Semakan',
};
