import { defineTexts } from '@portal/contract';

/**
 * The Privacy Policy page (PDPA). `{{email}}` is the support address and `{{page}}` the personal data page's name:
 * the page turns both into links.
 */
const en = {
  title: 'Privacy Policy',
  description: 'How {{company}} handles your personal data under the Personal Data Protection Act 2010 (PDPA).',
  who: {
    title: 'Who is responsible',
    text: '{{company}} runs {{product}} and is the data user of the personal data you give us. Write to {{email}} with any question or request about your personal data.',
  },
  collect: {
    title: 'What we collect',
    accountLabel: 'Account details:',
    account:
      'your name, e-mail address, mobile number and referral code, and your password (stored only in a form that cannot be turned back into the password).',
    companyLabel: 'Company details:',
    company: 'for company accounts: company name, registration number and contact number.',
    searchesLabel: 'Searches:',
    searches:
      'the registration and chassis numbers you search, when you searched and the reports you bought. Guests give an e-mail address and mobile number with their search.',
    paymentsLabel: 'Payments:',
    payments:
      "amounts, credit top-ups, payment references and status, invoices and invoice payments. Card and bank details are entered on our payment provider's page and are not stored by us.",
    technicalLabel: 'Technical data:',
    technical: 'your IP address, login sessions and records of sign-in attempts, kept to protect accounts.',
  },
  why: {
    title: 'Why we use it',
    account: 'To open and run your account, and to verify your e-mail address.',
    checks: 'To carry out the checks you buy, keep your check history and let you open paid reports again.',
    payments: 'To take payments, keep your credit balance, and issue invoices and receipts.',
    mails: 'To send service e-mails such as verification, password reset and payment messages.',
    fraud: 'To prevent fraud and misuse, and to meet our legal and accounting obligations.',
    noSale: 'We do not sell your personal data and do not use it for third-party advertising.',
  },
  receivers: {
    title: 'Who receives it',
    text: 'Our payment provider, e-mail and hosting providers process data on our behalf, only as needed to provide their service. We disclose personal data to authorities only where the law requires it.',
  },
  keep: {
    title: 'How long we keep it',
    account: 'Account, company and search data: while your account is open, and up to 12 months after it is closed.',
    payments: 'Payment, transaction and invoice records: 7 years, as Malaysian tax law requires.',
    security: 'Sign-in and security records: up to 12 months.',
  },
  rights: {
    title: 'Your rights',
    intro: 'Under the PDPA you may:',
    access: 'ask for access to the personal data we hold about you and a copy of it;',
    correct: 'ask us to correct data that is inaccurate, incomplete or out of date;',
    withdraw: 'withdraw your consent or ask us to limit the processing of your data, including for direct marketing;',
    close: 'ask us to close your account.',
    how: 'Send requests to {{email}} from the e-mail address of your account. We answer within 21 days. Withdrawing consent for data we need to run your account means we can no longer provide the service to you.',
  },
  yourData: {
    title: 'Download your data or close your account',
    download:
      'When you are logged in, the {{page}} page lets you download the personal data we hold about you at any time: your profile, your checks, your payments and your transactions, as a JSON file or an Excel (.xlsx) file.',
    close:
      'On the same page you can ask us to close your account, confirming with your password. An administrator completes the request: your name, e-mail address and mobile number are then erased, your logins end and you can no longer log in.',
    kept: 'Paid reports, payments, invoices and transactions are kept for accounting, as the law requires, but no longer carry your name, e-mail address or mobile number.',
    credit:
      'Credit left on the account is forfeited when the account is closed. If you want a refund of unused credit, write to {{email}} before you ask to close the account.',
    page: 'My personal data',
  },
  security: {
    title: 'Security',
    text: 'Data travels over encrypted connections, passwords are stored hashed, and only authorised staff can reach account data. Keep your password private and log out on shared computers.',
  },
  changes: {
    title: 'Changes',
    text: 'We will publish any change to this policy on this page, and tell account holders by e-mail of changes that matter to them.',
  },
} as const;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    privacy: typeof en;
  }
}

export const privacyTexts = defineTexts('privacy', {
  en,
  ms: {
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
        'Data akaun, syarikat dan semakan: selagi akaun anda dibuka, dan sehingga 12 bulan selepas akaun ditutup.',
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
  },
  zh: {
    title: '隐私政策',
    description: '{{company}} 如何根据《2010年个人资料保护法令》（PDPA）处理您的个人资料。',
    who: {
      title: '负责方',
      text: '{{company}} 经营 {{product}}，是您提供给我们的个人资料的资料使用者。如对您的个人资料有任何疑问或要求，请写信至 {{email}}。',
    },
    collect: {
      title: '我们收集的资料',
      accountLabel: '账户资料：',
      account: '您的姓名、电邮地址、手机号码和推荐码，以及您的密码（仅以无法还原为密码的形式储存）。',
      companyLabel: '公司资料：',
      company: '公司账户的公司名称、注册号码和联系电话。',
      searchesLabel: '查询：',
      searches: '您查询的车牌号码和底盘号码、查询时间以及您购买的报告。访客在查询时须提供电邮地址和手机号码。',
      paymentsLabel: '付款：',
      payments:
        '金额、点数充值、付款参考编号和状态、发票及发票付款。银行卡和银行资料在付款服务商的页面上填写，我们不会储存。',
      technicalLabel: '技术资料：',
      technical: '您的 IP 地址、登录会话及登录尝试记录，用于保护账户安全。',
    },
    why: {
      title: '我们使用资料的目的',
      account: '开设和管理您的账户，并验证您的电邮地址。',
      checks: '执行您购买的查询，保存您的查询记录，让您可再次打开已付款的报告。',
      payments: '收取付款、记录您的点数余额，并开具发票和收据。',
      mails: '发送服务电邮，例如验证、重设密码和付款通知。',
      fraud: '防止欺诈和滥用，并履行我们的法律及会计义务。',
      noSale: '我们不会出售您的个人资料，也不会将其用于第三方广告。',
    },
    receivers: {
      title: '资料接收方',
      text: '我们的付款服务商、电邮及主机服务商代表我们处理资料，仅限于提供其服务所需。只有在法律要求时，我们才会向有关当局披露个人资料。',
    },
    keep: {
      title: '资料保存期限',
      account: '账户、公司及查询资料：在您的账户开启期间，以及账户注销后最多 12 个月。',
      payments: '付款、交易及发票记录：按马来西亚税务法律要求保存 7 年。',
      security: '登录及安全记录：最多 12 个月。',
    },
    rights: {
      title: '您的权利',
      intro: '根据 PDPA，您可以：',
      access: '要求查阅我们所持有的您的个人资料，并索取副本；',
      correct: '要求我们更正不准确、不完整或过时的资料；',
      withdraw: '撤回您的同意，或要求我们限制处理您的资料，包括用于直接营销；',
      close: '要求我们注销您的账户。',
      how: '请使用您账户的电邮地址将要求发送至 {{email}}。我们会在 21 天内回复。若您撤回对运营账户所需资料的同意，我们将无法继续为您提供服务。',
    },
    yourData: {
      title: '下载您的资料或注销账户',
      download:
        '登录后，您可随时在「{{page}}」页面下载我们所持有的您的个人资料：您的个人资料、查询、付款及交易记录，格式为 JSON 文件或 Excel（.xlsx）文件。',
      close:
        '您也可在同一页面输入密码确认，申请注销账户。管理员处理申请后，您的姓名、电邮地址和手机号码将被删除，所有登录会话结束，且您无法再登录。',
      kept: '已付款的报告、付款、发票及交易记录将依法保留作会计用途，但不再包含您的姓名、电邮地址或手机号码。',
      credit: '账户注销后，剩余点数将作废。如需就未使用的点数申请退款，请在申请注销账户前写信至 {{email}}。',
      page: '我的个人资料',
    },
    security: {
      title: '安全',
      text: '资料通过加密连接传输，密码经哈希处理后储存，只有获授权的员工才能查阅账户资料。请妥善保管您的密码，并在共用电脑上使用后退出登录。',
    },
    changes: {
      title: '政策变更',
      text: '本政策的任何变更都会在此页面公布，对账户持有人有重要影响的变更，我们也会以电邮通知。',
    },
  },
});
