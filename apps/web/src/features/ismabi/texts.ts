import { defineTexts } from '@portal/contract';

/** Words of the ISMABI Upload screen. English is the specification's words; column names are the files' own. */
const en = {
  title: 'ISMABI Upload',
  description:
    'Upload the ISM ABI valuation files: ISMData (new prices and market values per NVIC) and ISMDataStandardFeature (standard equipment per NVIC). Reports paid from now on use the new values; reports already paid stay as they were sold.',
  uploadTitle: 'Upload files',
  kindLabel: 'File type',
  filesLabel: 'Files',
  filesPlaceholder: 'Choose .xlsx or .csv files',
  filesHint: 'Several files at once, each at most {{limit}} bytes. Each file is imported whole or not at all.',
  upload: 'Upload',
  sending: 'Sending {{percent}}%',
  importing: 'Importing…',
  rejectedFiles: 'Not uploaded',
  rejectedRows: 'Rejected rows',
  line: 'Line',
  reason: 'Reason',
  seconds: '{{seconds}} s',
  noAnswer: 'The server could not be reached. Please try again.',
  somethingWrong: 'Something wrong',
  listTitle: 'ISM ABI data',
  search: 'Search',
  searchPlaceholder: 'Search NVIC, make or family',
  bytes: '{{size}} bytes',
  tooLarge: '{{name}} is larger than {{limit}} bytes and was not uploaded',
  moreRejected: '… and {{number}} more rejected rows',
  columns: {
    nvic: 'NVIC',
    make: 'MAKE',
    family: 'FAMILY',
    em: 'EMNEWPR',
    wm: 'WMNEWPR',
    created: 'CreatedDate',
  },
} as const;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    ismabi: typeof en;
  }
}

export const ismabiTexts = defineTexts('ismabi', {
  en,
  ms: {
    title: 'Muat Naik ISMABI',
    description:
      'Muat naik fail penilaian ISM ABI: ISMData (harga baharu dan nilai pasaran bagi setiap NVIC) dan ISMDataStandardFeature (kelengkapan standard bagi setiap NVIC). Laporan yang dibayar mulai sekarang menggunakan nilai baharu; laporan yang sudah dibayar kekal seperti semasa dijual.',
    uploadTitle: 'Muat naik fail',
    kindLabel: 'Jenis fail',
    filesLabel: 'Fail',
    filesPlaceholder: 'Pilih fail .xlsx atau .csv',
    filesHint:
      'Beberapa fail sekali gus, setiap satu tidak melebihi {{limit}} bait. Setiap fail diimport sepenuhnya atau tidak langsung.',
    upload: 'Muat Naik',
    sending: 'Menghantar {{percent}}%',
    importing: 'Mengimport…',
    rejectedFiles: 'Tidak dimuat naik',
    rejectedRows: 'Baris ditolak',
    line: 'Baris',
    reason: 'Sebab',
    seconds: '{{seconds}} saat',
    noAnswer: 'Pelayan tidak dapat dihubungi. Sila cuba lagi.',
    somethingWrong: 'Ada masalah berlaku',
    listTitle: 'Data ISM ABI',
    search: 'Cari',
    searchPlaceholder: 'Cari NVIC, jenama atau model',
    bytes: '{{size}} bait',
    tooLarge: '{{name}} melebihi {{limit}} bait dan tidak dimuat naik',
    moreRejected: '… dan {{number}} lagi baris ditolak',
    columns: {
      nvic: 'NVIC',
      make: 'Jenama',
      family: 'Model',
      em: 'Harga Baharu M. Timur',
      wm: 'Harga Baharu M. Barat',
      created: 'Tarikh Dicipta',
    },
  },
  zh: {
    title: 'ISMABI 上传',
    description:
      '上传 ISM ABI 估价文件：ISMData（每个 NVIC 的新车价格及市场价值）和 ISMDataStandardFeature（每个 NVIC 的标准配备）。从现在起付款的报告使用新数值；已付款的报告维持售出时的内容。',
    uploadTitle: '上传文件',
    kindLabel: '文件类型',
    filesLabel: '文件',
    filesPlaceholder: '选择 .xlsx 或 .csv 文件',
    filesHint: '可一次上传多个文件，每个不超过 {{limit}} 字节。每个文件要么全部导入，要么完全不导入。',
    upload: '上传',
    sending: '正在发送 {{percent}}%',
    importing: '正在导入…',
    rejectedFiles: '未上传',
    rejectedRows: '被拒绝的行',
    line: '行',
    reason: '原因',
    seconds: '{{seconds}} 秒',
    noAnswer: '无法连接服务器，请重试。',
    somethingWrong: '出了点问题',
    listTitle: 'ISM ABI 资料',
    search: '搜索',
    searchPlaceholder: '搜索 NVIC、品牌或型号',
    bytes: '{{size}} 字节',
    tooLarge: '{{name}} 超过 {{limit}} 字节，未上传',
    moreRejected: '… 另有 {{number}} 行被拒绝',
    columns: {
      nvic: 'NVIC 编号',
      make: '品牌',
      family: '型号',
      em: '东马新车价',
      wm: '西马新车价',
      created: '创建日期',
    },
  },
});
