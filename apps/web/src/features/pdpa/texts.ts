import { defineTexts } from '@portal/contract';

/** The personal data page (PDPA) and the administrators' account closure list. */
const en = {
  title: 'My personal data',
  description:
    'Your rights under the Personal Data Protection Act 2010 (PDPA): download the personal data we hold about you, or ask us to close your account.',
  downloadTitle: 'Download your data',
  downloadText:
    'Your profile, your checks (searches and reports bought), your payments and your transactions. JSON suits other programs; the .xlsx file opens in a spreadsheet.',
  downloadJson: 'Download JSON',
  downloadXlsx: 'Download .xlsx',
  closeTitle: 'Close your account',
  closeText:
    'When an administrator completes your request, your name, e-mail address and mobile number are erased, you are logged out everywhere and you can no longer log in. Your e-mail address can then be used to register again.',
  closeKept:
    'Paid reports, payments, invoices and transactions are kept for accounting, as the law requires, without your name, e-mail address or mobile number.',
  creditWarning_one:
    'You still have {{credit}} credit. Credit left on the account is forfeited when the account is closed. To ask for a refund first, write to {{email}} before you send this request.',
  creditWarning_other:
    'You still have {{credit}} credits. Credit left on the account is forfeited when the account is closed. To ask for a refund first, write to {{email}} before you send this request.',
  noCredit: 'You have no credit left on the account.',
  passwordLabel: 'Password',
  passwordHint: 'Enter your password to confirm that you want to close your account.',
  askClosure: 'Ask to close my account',
  confirmTitle: 'Close your account?',
  confirmText: 'This cannot be undone once an administrator completes it.',
  cancel: 'Cancel',
  requested: 'Your request to close the account was sent on {{date}}. An administrator will complete it.',
  requestSent: 'Your request to close the account was sent.',
  completed: 'Your account was closed on {{date}}.',
  privacyLink: 'How we handle your personal data: Privacy Policy',
  adminTitle: 'Account closures',
  adminDescription:
    "Requests to close an account (PDPA). Completing one erases the person's name, e-mail address and mobile number and ends its logins; paid reports, payments, invoices and the ledger stay. Refund any credit the user asked for before completing.",
  statusFilter: 'Status',
  statusRequested: 'Requested',
  statusCompleted: 'Completed',
  statusAll: 'All',
  emptyRequested: 'No account is waiting to be closed.',
  emptyOther: 'No account closure yet.',
  requestedOn: 'Requested',
  account: 'Account',
  credit: 'Credit',
  status: 'Status',
  complete: 'Complete',
  completeTitle: 'Complete the closure?',
  completeText_one:
    '{{name}} ({{email}}) will be erased and can no longer log in. {{credit}} credit left on the account is forfeited. This cannot be undone.',
  completeText_other:
    '{{name}} ({{email}}) will be erased and can no longer log in. {{credit}} credits left on the account is forfeited. This cannot be undone.',
  completedNotice: 'The account is closed.',
  completedBy: 'Completed on {{date}} by {{name}}',
} as const;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    pdpa: typeof en;
  }
}

export const pdpaTexts = defineTexts('pdpa', {
  en,
  ms: {
    title: 'Data peribadi saya',
    description:
      'Hak anda di bawah Akta Perlindungan Data Peribadi 2010 (PDPA): muat turun data peribadi anda yang kami simpan, atau mohon untuk menutup akaun anda.',
    downloadTitle: 'Muat turun data anda',
    downloadText:
      'Profil anda, semakan anda (semakan yang dibuat dan laporan yang dibeli), bayaran anda dan transaksi anda. JSON sesuai untuk program lain; fail .xlsx boleh dibuka dalam hamparan.',
    downloadJson: 'Muat turun JSON',
    downloadXlsx: 'Muat turun .xlsx',
    closeTitle: 'Tutup akaun anda',
    closeText:
      'Apabila pentadbir menyelesaikan permohonan anda, nama, alamat e-mel dan nombor telefon bimbit anda dipadam, anda dilog keluar di semua peranti dan tidak boleh log masuk lagi. Alamat e-mel anda boleh digunakan untuk mendaftar semula selepas itu.',
    closeKept:
      'Laporan yang dibayar, bayaran, invois dan transaksi disimpan untuk tujuan perakaunan seperti yang dikehendaki undang-undang, tanpa nama, alamat e-mel atau nombor telefon bimbit anda.',
    creditWarning_one:
      'Anda masih ada {{credit}} kredit. Kredit yang tinggal dalam akaun akan lupus apabila akaun ditutup. Untuk memohon bayaran balik dahulu, tulis kepada {{email}} sebelum anda menghantar permohonan ini.',
    creditWarning_other:
      'Anda masih ada {{credit}} kredit. Kredit yang tinggal dalam akaun akan lupus apabila akaun ditutup. Untuk memohon bayaran balik dahulu, tulis kepada {{email}} sebelum anda menghantar permohonan ini.',
    noCredit: 'Tiada kredit yang tinggal dalam akaun anda.',
    passwordLabel: 'Kata laluan',
    passwordHint: 'Masukkan kata laluan anda untuk mengesahkan bahawa anda mahu menutup akaun.',
    askClosure: 'Mohon tutup akaun saya',
    confirmTitle: 'Tutup akaun anda?',
    confirmText: 'Tindakan ini tidak boleh dibuat asal selepas pentadbir menyelesaikannya.',
    cancel: 'Batal',
    requested: 'Permohonan tutup akaun anda dihantar pada {{date}}. Pentadbir akan menyelesaikannya.',
    requestSent: 'Permohonan tutup akaun anda telah dihantar.',
    completed: 'Akaun anda ditutup pada {{date}}.',
    privacyLink: 'Cara kami mengendalikan data peribadi anda: Dasar Privasi',
    adminTitle: 'Penutupan akaun',
    adminDescription:
      'Permohonan untuk menutup akaun (PDPA). Apabila diselesaikan, nama, alamat e-mel dan nombor telefon bimbit pengguna dipadam dan log masuknya ditamatkan; laporan yang dibayar, bayaran, invois dan lejar kekal. Buat bayaran balik kredit yang diminta pengguna sebelum menyelesaikannya.',
    statusFilter: 'Status',
    statusRequested: 'Dimohon',
    statusCompleted: 'Selesai',
    statusAll: 'Semua',
    emptyRequested: 'Tiada akaun yang menunggu untuk ditutup.',
    emptyOther: 'Belum ada penutupan akaun.',
    requestedOn: 'Dimohon',
    account: 'Akaun',
    credit: 'Kredit',
    status: 'Status',
    complete: 'Selesaikan',
    completeTitle: 'Selesaikan penutupan?',
    completeText_one:
      '{{name}} ({{email}}) akan dipadam dan tidak boleh log masuk lagi. {{credit}} kredit yang tinggal dalam akaun akan lupus. Tindakan ini tidak boleh dibuat asal.',
    completeText_other:
      '{{name}} ({{email}}) akan dipadam dan tidak boleh log masuk lagi. {{credit}} kredit yang tinggal dalam akaun akan lupus. Tindakan ini tidak boleh dibuat asal.',
    completedNotice: 'Akaun telah ditutup.',
    completedBy: 'Diselesaikan pada {{date}} oleh {{name}}',
  },
  zh: {
    title: '我的个人资料',
    description: '您在《2010年个人资料保护法令》（PDPA）下的权利：下载我们所持有的您的个人资料，或申请注销您的账户。',
    downloadTitle: '下载您的资料',
    downloadText:
      '您的个人资料、查询记录（查询及已购买的报告）、付款及交易记录。JSON 适用于其他程序；.xlsx 文件可用电子表格打开。',
    downloadJson: '下载 JSON',
    downloadXlsx: '下载 .xlsx',
    closeTitle: '注销您的账户',
    closeText:
      '管理员处理您的申请后，您的姓名、电邮地址和手机号码将被删除，您会在所有设备上退出登录，且无法再登录。之后您的电邮地址可再次用于注册。',
    closeKept: '已付款的报告、付款、发票及交易记录将依法保留作会计用途，但不再包含您的姓名、电邮地址或手机号码。',
    creditWarning_one:
      '您还有 {{credit}} 点。账户注销后，剩余点数将作废。如需先申请退款，请在提交此申请前写信至 {{email}}。',
    creditWarning_other:
      '您还有 {{credit}} 点。账户注销后，剩余点数将作废。如需先申请退款，请在提交此申请前写信至 {{email}}。',
    noCredit: '您的账户已没有剩余点数。',
    passwordLabel: '密码',
    passwordHint: '请输入密码，以确认您要注销账户。',
    askClosure: '申请注销我的账户',
    confirmTitle: '注销您的账户？',
    confirmText: '管理员处理后，此操作无法撤销。',
    cancel: '取消',
    requested: '您已于 {{date}} 提交注销账户申请，管理员将会处理。',
    requestSent: '您的注销账户申请已提交。',
    completed: '您的账户已于 {{date}} 注销。',
    privacyLink: '我们如何处理您的个人资料：隐私政策',
    adminTitle: '账户注销',
    adminDescription:
      '注销账户的申请（PDPA）。处理后，该用户的姓名、电邮地址和手机号码将被删除，并无法再登录；已付款的报告、付款、发票及账目将保留。如用户要求退还点数，请在处理前先退款。',
    statusFilter: '状态',
    statusRequested: '已申请',
    statusCompleted: '已完成',
    statusAll: '全部',
    emptyRequested: '没有等待注销的账户。',
    emptyOther: '暂无账户注销记录。',
    requestedOn: '申请日期',
    account: '账户',
    credit: '点数',
    status: '状态',
    complete: '完成注销',
    completeTitle: '完成注销？',
    completeText_one:
      '{{name}}（{{email}}）的资料将被删除，且无法再登录。账户中剩余的 {{credit}} 点将作废。此操作无法撤销。',
    completeText_other:
      '{{name}}（{{email}}）的资料将被删除，且无法再登录。账户中剩余的 {{credit}} 点将作废。此操作无法撤销。',
    completedNotice: '账户已注销。',
    completedBy: '由 {{name}} 于 {{date}} 完成',
  },
});
