import type { Translation } from '@portal/contract';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  title: 'Semakan pukal',
  description:
    'Semak sehingga 1,000 kenderaan sekali gus: muat naik fail .csv atau .xlsx dengan satu nombor plat atau nombor casis bagi setiap baris. Anda akan melihat apa yang dijumpai dan kosnya sebelum sebarang caj dikenakan; hanya kenderaan yang dijumpai dicaj.',
  companiesOnly:
    'Semakan pukal adalah untuk akaun syarikat. Daftarkan syarikat anda atau hubungi kami untuk menggunakannya.',
  file: 'Fail',
  fileHint: '.csv atau .xlsx, satu nombor plat atau casis setiap baris (lajur pertama), paling banyak 1,000 baris',
  filePlaceholder: 'Pilih fail',
  upload: 'Pratonton',
  preview: 'Pratonton',
  found: 'Dijumpai',
  notFound: 'Tidak dijumpai',
  owned: 'Sudah dimiliki',
  invalid: 'Tidak sah',
  duplicate: 'Pendua',
  totalCost: 'Jumlah kos',
  credits_one: '{{credit}} kredit',
  credits_other: '{{credit}} kredit',
  postpaid: '{{amount}} dalam invois anda',
  balance: 'Kredit anda',
  line: 'Baris',
  searchKey: 'Nombor plat atau casis',
  vehicle: 'Jenama dan model',
  termsIntro: 'Dengan menekan SAYA SETUJU, anda menerima terma berikut bagi setiap semakan dalam fail ini:',
  termRefundBefore:
    'Setiap kenderaan yang ditemui dicaj apabila anda menekan Sahkan, dan laporan yang telah dihasilkan tidak boleh dipulangkan. Jika anda dicaj dua kali, atau dicaj tanpa menerima laporan, tulis kepada',
  status: 'Status',
  confirm: 'Sahkan',
  another: 'Muat naik fail lain',
  running: 'Sedang menyemak kenderaan…',
  progress: '{{done}} / {{total}}',
  done: 'Selesai. Kenderaan disemak: {{charged}}.',
  download: 'Muat turun keputusan (.xlsx)',
  downloadPdfs: 'Muat turun laporan (PDF, .zip)',
  preparePdfs: 'Sediakan laporan (PDF, .zip)',
  preparingPdfs: 'Sedang menyediakan laporan PDF… Anda boleh kekal di halaman ini atau kembali kemudian.',
  reading: 'Sedang membaca fail anda…',
  refused: 'Fail ini tidak dibaca',
  nothingToCharge: 'Tiada kenderaan di sini yang perlu disemak semula: tiada caj dikenakan jika anda mengesahkan.',
};
