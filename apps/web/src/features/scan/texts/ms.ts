import type { Translation } from '@portal/contract';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  plateTitle: 'Imbas nombor pendaftaran',
  chassisTitle: 'Imbas nombor casis',
  plateAim: 'Letakkan plat nombor di dalam bingkai dan pegang dengan stabil.',
  chassisAim: 'Letakkan plat nombor casis atau kod barnya di dalam bingkai dan pegang dengan stabil.',
  cameraView: 'Paparan kamera',
  starting: 'Menghidupkan kamera…',
  gettingReady: 'Menyediakan pembaca ({{received}} daripada {{total}} MB)',
  keptAfterFirst: 'Hanya imbasan pertama memuat turun pembaca; ia disimpan pada peranti ini untuk imbasan seterusnya.',
  reading: 'Membaca…',
  readLabel: 'Hasil imbasan',
  readHint: 'Semak dengan kenderaan dan betulkan jika perlu.',
  use: 'Guna nombor ini',
  again: 'Imbas semula',
  couldNotRead: 'Tidak dapat membacanya. Sila taip sendiri.',
  noCamera: 'Kamera tidak dapat dibuka. Sila taip nombor itu sendiri.',
  typeInstead: 'Taip sendiri',
  staysOnPhone: 'Gambar kekal pada peranti anda: hanya nombor yang anda sahkan digunakan.',
};
