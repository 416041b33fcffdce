import type { Translation } from '@portal/contract';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  title: 'Dasar Privasi',
  description:
    'Cara {{company}} mengendalikan data peribadi anda di bawah Akta Perlindungan Data Peribadi 2010 (PDPA).',
  who: {
    title: 'Siapa yang bertanggungjawab',
    text: '{{company}} mengendalikan {{product}} dan merupakan pengguna data bagi data peribadi yang anda berikan kepada kami. Tulis kepada {{email}} untuk sebarang pertanyaan atau permintaan tentang data peribadi anda.',
  },
  collect: {
    title: 'Data yang kami kumpul',
    accountLabel: 'Butiran akaun:',
    account:
      'nama, alamat e-mel, nombor telefon bimbit dan kod rujukan anda, serta kata laluan anda (disimpan hanya dalam bentuk yang tidak boleh ditukar semula kepada kata laluan).',
    companyLabel: 'Butiran syarikat:',
    company: 'bagi akaun syarikat: nama syarikat, nombor pendaftaran dan nombor telefon.',
    searchesLabel: 'Semakan:',
    searches:
      'nombor pendaftaran dan nombor casis yang anda semak, masa anda menyemak dan laporan yang anda beli. Tetamu memberikan alamat e-mel dan nombor telefon bimbit bersama semakan mereka.',
    paymentsLabel: 'Bayaran:',
    payments:
      'amaun, tambah nilai kredit, rujukan dan status bayaran, invois dan bayaran invois. Butiran kad dan bank dimasukkan di halaman penyedia pembayaran kami dan tidak disimpan oleh kami.',
    technicalLabel: 'Data teknikal:',
    technical: 'alamat IP anda, sesi log masuk dan rekod cubaan log masuk, disimpan untuk melindungi akaun.',
  },
  why: {
    title: 'Tujuan kami menggunakannya',
    account: 'Untuk membuka dan mengendalikan akaun anda, dan mengesahkan alamat e-mel anda.',
    checks:
      'Untuk menjalankan semakan yang anda beli, menyimpan sejarah semakan anda dan membolehkan anda membuka semula laporan yang telah dibayar.',
    payments: 'Untuk menerima bayaran, menyimpan baki kredit anda, dan mengeluarkan invois serta resit.',
    mails: 'Untuk menghantar e-mel perkhidmatan seperti pengesahan, tetapan semula kata laluan dan makluman bayaran.',
    fraud: 'Untuk mencegah penipuan dan penyalahgunaan, serta memenuhi kewajipan undang-undang dan perakaunan kami.',
    noSale: 'Kami tidak menjual data peribadi anda dan tidak menggunakannya untuk pengiklanan pihak ketiga.',
  },
  receivers: {
    title: 'Siapa yang menerimanya',
    text: 'Penyedia pembayaran, penyedia e-mel dan penyedia pengehosan kami memproses data bagi pihak kami, hanya setakat yang perlu untuk menyediakan perkhidmatan mereka. Kami mendedahkan data peribadi kepada pihak berkuasa hanya apabila dikehendaki oleh undang-undang.',
  },
  keep: {
    title: 'Tempoh kami menyimpannya',
    account:
      'Data akaun, syarikat dan semakan: selagi akaun anda masih aktif, dan sehingga 12 bulan selepas akaun ditutup.',
    payments: 'Rekod bayaran, transaksi dan invois: 7 tahun, seperti yang dikehendaki undang-undang cukai Malaysia.',
    security: 'Rekod log masuk dan keselamatan: sehingga 12 bulan.',
  },
  rights: {
    title: 'Hak anda',
    intro: 'Di bawah PDPA, anda boleh:',
    access: 'meminta akses kepada data peribadi anda yang kami simpan dan salinannya;',
    correct: 'meminta kami membetulkan data yang tidak tepat, tidak lengkap atau lapuk;',
    withdraw:
      'menarik balik persetujuan anda atau meminta kami mengehadkan pemprosesan data anda, termasuk untuk pemasaran langsung;',
    close: 'meminta kami menutup akaun anda.',
    how: 'Hantar permintaan kepada {{email}} daripada alamat e-mel akaun anda. Kami akan menjawab dalam tempoh 21 hari. Jika anda menarik balik persetujuan bagi data yang kami perlukan untuk mengendalikan akaun anda, kami tidak lagi dapat menyediakan perkhidmatan kepada anda.',
  },
  yourData: {
    title: 'Muat turun data anda atau tutup akaun anda',
    download:
      'Apabila anda log masuk, halaman {{page}} membolehkan anda memuat turun data peribadi anda yang kami simpan pada bila-bila masa: profil, semakan, bayaran dan transaksi anda, sebagai fail JSON atau fail Excel (.xlsx).',
    close:
      'Di halaman yang sama, anda boleh memohon untuk menutup akaun anda dengan mengesahkan kata laluan anda. Pentadbir akan menyelesaikan permohonan itu: nama, alamat e-mel dan nombor telefon bimbit anda kemudiannya dipadam, sesi log masuk anda ditamatkan dan anda tidak boleh log masuk lagi.',
    kept: 'Laporan yang dibayar, bayaran, invois dan transaksi disimpan untuk tujuan perakaunan seperti yang dikehendaki undang-undang, tetapi tidak lagi mengandungi nama, alamat e-mel atau nombor telefon bimbit anda.',
    credit:
      'Kredit yang tinggal dalam akaun akan lupus apabila akaun ditutup. Jika anda mahukan bayaran balik bagi kredit yang belum digunakan, tulis kepada {{email}} sebelum anda memohon untuk menutup akaun.',
    page: 'Data peribadi saya',
  },
  security: {
    title: 'Keselamatan',
    text: 'Data dihantar melalui sambungan yang disulitkan, kata laluan disimpan dalam bentuk cincangan, dan hanya kakitangan yang diberi kuasa boleh mengakses data akaun. Jaga kerahsiaan kata laluan anda dan log keluar apabila menggunakan komputer yang dikongsi.',
  },
  changes: {
    title: 'Perubahan',
    text: 'Kami akan menerbitkan sebarang perubahan pada dasar ini di halaman ini, dan memaklumkan pemegang akaun melalui e-mel tentang perubahan yang penting bagi mereka.',
  },
};
