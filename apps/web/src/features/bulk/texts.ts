import { defineTexts } from '@portal/contract';

/** The "Bulk checks" page of company users and administrators. */
const en = {
  title: 'Bulk checks',
  description:
    'Check up to 1,000 vehicles at once: upload a .csv or .xlsx file with one plate or chassis number per row. You see what was found and the cost before anything is charged; only vehicles found are charged.',
  companiesOnly: 'Bulk checks are for company accounts. Register your company or contact us to use them.',
  file: 'File',
  fileHint: '.csv or .xlsx, one plate or chassis number per row (first column), at most 1,000 rows',
  filePlaceholder: 'Choose a file',
  upload: 'Preview',
  preview: 'Preview',
  found: 'Found',
  notFound: 'Not found',
  owned: 'Already owned',
  invalid: 'Invalid',
  duplicate: 'Duplicate',
  totalCost: 'Total cost',
  credits: '{{credit}} credit',
  postpaid: '{{amount}} on your invoice',
  balance: 'Your credit',
  line: 'Row',
  searchKey: 'Plate or chassis number',
  status: 'Status',
  confirm: 'Confirm',
  another: 'Upload another file',
  running: 'Checking the vehicles…',
  progress: '{{done}} / {{total}}',
  done: 'Done. Vehicles checked: {{charged}}.',
  download: 'Download the result (.xlsx)',
  nothingToCharge: 'No vehicle here needs a new check: confirming charges nothing.',
} as const;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    bulk: typeof en;
  }
}

export const bulkTexts = defineTexts('bulk', {
  en,
  ms: {
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
    duplicate: 'Berulang',
    totalCost: 'Jumlah kos',
    credits: '{{credit}} kredit',
    postpaid: '{{amount}} dalam invois anda',
    balance: 'Kredit anda',
    line: 'Baris',
    searchKey: 'Nombor plat atau casis',
    status: 'Status',
    confirm: 'Sahkan',
    another: 'Muat naik fail lain',
    running: 'Sedang menyemak kenderaan…',
    progress: '{{done}} / {{total}}',
    done: 'Selesai. Kenderaan disemak: {{charged}}.',
    download: 'Muat turun keputusan (.xlsx)',
    nothingToCharge: 'Tiada kenderaan di sini yang perlu disemak semula: pengesahan tidak dicaj.',
  },
  zh: {
    title: '批量查询',
    description:
      '一次查询最多 1,000 辆车：上传 .csv 或 .xlsx 文件，每行一个车牌号码或底盘号码。扣费之前您会先看到查到的结果和费用；只有查到的车辆才会收费。',
    companiesOnly: '批量查询仅限公司账户。请注册您的公司或联系我们以使用此功能。',
    file: '文件',
    fileHint: '.csv 或 .xlsx，每行一个车牌或底盘号码（第一列），最多 1,000 行',
    filePlaceholder: '选择文件',
    upload: '预览',
    preview: '预览',
    found: '已找到',
    notFound: '未找到',
    owned: '已拥有',
    invalid: '无效',
    duplicate: '重复',
    totalCost: '总费用',
    credits: '{{credit}} 点',
    postpaid: '{{amount}}，计入您的发票',
    balance: '您的点数',
    line: '行',
    searchKey: '车牌或底盘号码',
    status: '状态',
    confirm: '确认',
    another: '上传另一个文件',
    running: '正在查询车辆…',
    progress: '{{done}} / {{total}}',
    done: '完成。已查询车辆：{{charged}}。',
    download: '下载结果（.xlsx）',
    nothingToCharge: '这里没有需要重新查询的车辆：确认不会收费。',
  },
});
