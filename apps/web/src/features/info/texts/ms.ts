import type { Translation } from '@portal/contract';
import type { en } from './en';

/** Bahasa Malaysia: as a Malaysian legal and marketing writer would put it, not word for word. */
export const ms: Translation<typeof en> = {
  terms: {
    title: 'Terma Perkhidmatan',
    description: 'Terma ini terpakai bagi setiap penggunaan {{product}}, perkhidmatan yang disediakan oleh {{company}}',
    serviceTitle: '1. Perkhidmatan',
    service:
      '{{product}} menjual laporan sejarah kemalangan insurans bagi kenderaan, yang disemak menggunakan nombor pendaftaran atau nombor casis. Kandungan laporan dan had data diterangkan di halaman <about>Tentang Kami</about> dan <disclaimer>Penafian</disclaimer>, yang merupakan sebahagian daripada terma ini.',
    accountsTitle: '2. Akaun',
    accounts1: 'Berikan maklumat yang benar semasa mendaftar dan pastikan maklumat tersebut sentiasa dikemas kini.',
    accounts2:
      'Rahsiakan kata laluan anda. Anda bertanggungjawab atas semua semakan yang dibuat dan kredit yang digunakan melalui akaun anda.',
    accounts3:
      'Daftar sebagai syarikat hanya bagi pihak perniagaan yang anda diberi kuasa untuk mewakilinya. Akaun syarikat boleh menikmati harga pakej atau kadar pascabayar mengikut perjanjian.',
    accounts4:
      'Tetamu boleh membeli satu semakan menggunakan alamat e-mel dan nombor telefon bimbit, tanpa perlu membuka akaun.',
    paidTitle: '3. Semakan berbayar dan kredit',
    paid1:
      'Setiap semakan mempunyai harga, yang dipaparkan dalam kredit atau RM sebelum anda mengesahkannya. Semua harga adalah dalam ringgit Malaysia.',
    paid2:
      'Anda membayar daripada baki kredit prabayar anda, atau bagi setiap semakan dengan kad atau perbankan dalam talian melalui penyedia pembayaran kami. Kredit dibeli dalam pakej tambah nilai dan dimasukkan ke dalam baki anda sebaik sahaja pembayaran selesai.',
    paid3:
      'Kredit ditolak apabila anda bersetuju dengan terma ini dan mengesahkan sesuatu semakan. Kredit tidak mempunyai nilai tunai dan tidak boleh dipindahkan ke akaun lain.',
    paid4:
      'Akaun syarikat pascabayar dikenakan kadar yang dipersetujui bagi setiap semakan dan dibilkan melalui invois; invois perlu dijelaskan dalam tempoh yang dinyatakan padanya.',
    refundsTitle: '4. Kenderaan tiada dalam rekod dan bayaran balik',
    refunds:
      'Semakan yang tidak menemui sebarang rekod kenderaan tidak akan dikenakan bayaran. Laporan yang telah dibuka tidak boleh dikembalikan. Jika anda dikenakan bayaran bagi semakan yang tidak menghasilkan laporan, atau dikenakan bayaran dua kali, sila e-mel kepada <mail>{{email}}</mail> dalam tempoh 30 hari dan kami akan memulangkan kredit anda atau membuat bayaran balik.',
    useTitle: '5. Penggunaan yang dibenarkan',
    use1: 'Gunakan laporan hanya untuk menilai kenderaan yang anda bercadang untuk beli, jual, biayai, insuranskan atau baiki.',
    use2: 'Anda boleh berkongsi laporan dengan pihak satu lagi dalam urus niaga jual beli kenderaan tersebut. Jangan jual semula, terbitkan atau bina pangkalan data daripada laporan.',
    use3: 'Jangan membuat semakan secara automatik, menguji kelemahan perkhidmatan, atau cuba mengakses laporan atau akaun yang bukan milik anda.',
    use4: 'Jangan gunakan perkhidmatan ini untuk mengenal pasti, menjejak atau mengganggu mana-mana individu.',
    useAfter:
      'Sesiapa yang memiliki pautan laporan boleh membuka laporan tersebut, jadi kongsikan pautan dengan berhati-hati. Kami boleh menggantung akaun yang melanggar peraturan ini dan tidak memulangkan kredit yang telah digunakan bagi semakan yang sudah dibuat.',
    liabilityTitle: '6. Liabiliti',
    liability:
      'Laporan disediakan berdasarkan rekod pihak ketiga yang mungkin tidak lengkap. Setakat yang dibenarkan oleh undang-undang, liabiliti kami bagi sebarang semakan adalah terhad kepada harga yang anda bayar untuknya, dan kami tidak bertanggungjawab atas kerugian tidak langsung seperti kehilangan keuntungan.',
    changesTitle: '7. Pindaan dan undang-undang yang mentadbir',
    changes:
      'Kami boleh meminda terma ini; versi yang dipaparkan semasa anda mengesahkan sesuatu semakan terpakai bagi semakan tersebut. Terma ini ditadbir oleh undang-undang Malaysia, dan mahkamah Kuala Lumpur mempunyai bidang kuasa.',
  },
  disclaimer: {
    title: 'Penafian',
    sourceTitle: 'Sumber maklumat',
    source:
      'Laporan {{product}} disusun daripada rekod tuntutan kemalangan insurans yang dikumpul oleh syarikat induk kami, sebuah syarikat pengumpulan data, serta data kenderaan dan harga daripada industri insurans. Kami tidak memeriksa kenderaan, dan kami tidak mencipta atau mengubah rekod asal.',
    incompleteTitle: 'Data mungkin tidak lengkap',
    incomplete:
      '{{coverage}} Kemalangan yang dibaiki tanpa tuntutan insurans, tuntutan yang belum dilaporkan kepada kami, dan tuntutan yang direkodkan dengan nombor pendaftaran atau nombor casis yang salah mungkin tidak dipaparkan dalam laporan.',
    readingTitle: 'Cara membaca laporan',
    reading1:
      'Laporan bukan pernyataan tentang keadaan semasa kenderaan dan tidak menggantikan pemeriksaan oleh mekanik yang bertauliah.',
    reading2:
      'Tahap kerosakan dikira berdasarkan anggaran kos pembaikan yang diluluskan berbanding jumlah yang diinsuranskan: Ringan 1 hingga 5 %, Sederhana 6 hingga 15 %, Berat 16 hingga 30 % dan Teruk melebihi 30 %. Ia menggambarkan kos tuntutan, bukan mutu pembaikan.',
    reading3:
      'Nilai pasaran dan harga kereta baharu adalah anggaran bagi varian tersebut dan mungkin berbeza daripada harga sesebuah kenderaan tertentu.',
    reading4:
      'Nombor pendaftaran boleh dipindahkan antara kenderaan. Jika kemalangan direkodkan di bawah nombor pendaftaran yang sama tetapi nombor casis yang berbeza, laporan akan menyatakannya; bandingkan nombor casis dengan kenderaan di hadapan anda.',
    liabilityTitle: 'Liabiliti',
    liability:
      'Laporan disediakan seadanya, sebagai maklumat, untuk membantu anda membuat keputusan tentang sesebuah kenderaan. Kami berusaha memaparkan rekod dengan tepat tetapi tidak dapat menjamin bahawa rekod tersebut lengkap atau bebas daripada kesilapan. Setakat yang dibenarkan oleh undang-undang, liabiliti kami bagi sebarang laporan adalah terhad kepada amaun yang anda bayar untuknya.',
  },
  about: {
    title: 'Tentang Kami',
    tagline: 'Sejarah kemalangan insurans kenderaan terpakai di Malaysia',
    whoTitle: 'Siapa kami',
    who: '{{product}} ialah perkhidmatan sejarah kenderaan oleh {{company}}. Syarikat induk kami ialah sebuah syarikat pengumpulan data yang mengumpul dan menyimpan rekod tuntutan kemalangan insurans bagi kenderaan di Malaysia. {{product}} membuka akses kepada rekod ini kepada sesiapa sahaja yang ingin membeli, menjual atau menukar beli kenderaan terpakai, supaya harganya mencerminkan sejarah sebenar kenderaan tersebut.',
    reportTitle: 'Kandungan laporan',
    report:
      'Anda menyemak kenderaan menggunakan nombor pendaftaran atau nombor casis (VIN), salah satu daripadanya. Laporan memaparkan:',
    report1:
      '<b>Butiran kenderaan</b>: jenama, model, varian, tahun dibuat, transmisi, enjin dan nombor casis yang berkaitan dengan rekod.',
    report2: '<b>Nilai</b>: nilai pasaran dan harga kereta baharu bagi varian tersebut.',
    report3: '<b>Kelengkapan standard</b> varian tersebut semasa keluar dari kilang.',
    report4:
      '<b>Tuntutan kemalangan insurans</b>: setiap tuntutan yang direkodkan bagi kenderaan, beserta tarikh kemalangan, anggaran kos pembaikan yang diluluskan dan tahap kerosakan (Ringan, Sederhana, Berat atau Teruk), jenis kerugian dan bahagian yang terlibat.',
    reportAfter:
      'Jika kemalangan direkodkan di bawah nombor pendaftaran yang sama tetapi pada nombor casis yang berbeza, laporan akan menyatakannya, kerana nombor pendaftaran boleh berpindah dari satu kenderaan ke kenderaan lain.',
    completeTitle: 'Sejauh mana data ini lengkap',
    complete:
      'Rekod diperoleh daripada tuntutan insurans. Kemalangan yang dibaiki secara persendirian, atau tidak pernah dituntut daripada syarikat insurans, tidak akan ada dalam rekod kami. {{coverage}}',
    evidence:
      'Laporan ini hanyalah salah satu bukti. Dapatkan pemeriksaan kenderaan oleh mekanik bertauliah sebelum membeli. Rujuk <disclaimer>Penafian</disclaimer> untuk had data.',
    usersTitle: 'Siapa yang menggunakan {{product}}',
    users:
      'Pembeli persendirian mendaftar sebagai individu dan membayar bagi setiap semakan, daripada kredit prabayar atau dengan kad atau perbankan dalam talian. Peniaga kereta dan syarikat lain yang menyemak banyak kenderaan mendaftar sebagai syarikat dan boleh menikmati harga pakej, kadar pascabayar dan invois bulanan.',
    questions: 'Ada pertanyaan? Lawati <contact>Hubungi Kami</contact>.',
  },
  contact: {
    title: 'Hubungi Kami',
    description:
      'Ada pertanyaan tentang laporan, bayaran, kredit anda atau akaun syarikat? Pasukan sokongan kami sedia membantu.',
    emailTitle: 'E-mel',
    emailHint: 'Bagi pertanyaan tentang laporan, sertakan nombor pendaftaran kenderaan atau pautan laporan.',
    phoneTitle: 'Telefon',
    phoneHint: 'Panggilan dijawab pada waktu pejabat.',
    hoursTitle: 'Waktu pejabat',
    hours: 'Isnin hingga Jumaat, 9.00 pagi hingga 6.00 petang (8.30 pagi hingga 4.30 petang pada bulan Ramadan)',
    hoursHint: 'Tutup pada hari Sabtu, Ahad dan cuti umum.',
    officeTitle: 'Pejabat',
    dealers:
      '<b>Peniaga kereta dan syarikat:</b> tanya kami tentang harga pakej, kadar pascabayar dan invois bulanan untuk semakan berjumlah besar.',
  },
};
