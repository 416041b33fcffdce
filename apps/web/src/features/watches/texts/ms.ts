import type { Translation } from '@portal/contract';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  title: 'Senarai Pantauan',
  description:
    'Kenderaan yang anda pantau untuk tuntutan baharu. Apabila kemas kini data merekodkan tuntutan baharu, kami maklumkan melalui e-mel dan di sini.',
  watch: 'Pantau kenderaan ini',
  stop: 'Berhenti memantau',
  watching: 'Anda sedang memantau kenderaan ini: kami akan maklumkan apabila tuntutan baharu direkodkan.',
  watchHint: 'Terima e-mel apabila tuntutan baharu direkodkan untuk kenderaan ini. Pemantauan adalah percuma.',
  watchedSince: 'Dipantau sejak {{date}}',
  empty:
    'Anda tidak memantau sebarang kenderaan. Buka salah satu laporan berbayar anda dan pilih “Pantau kenderaan ini”.',
  newClaim: 'Tuntutan baharu direkodkan sejak anda mula memantau: beli laporan baharu untuk melihatnya',
  newClaimsCount: 'Tuntutan baharu: {{number}} (direkodkan {{date}})',
  noChange: 'Tiada tuntutan baharu',
  freshReport: 'Beli laporan baharu',
  openReport: 'Buka laporan saya',
  listLabel: 'Kenderaan yang dipantau',
  stopVehicle: 'Berhenti memantau {{vehicle}}',
};
