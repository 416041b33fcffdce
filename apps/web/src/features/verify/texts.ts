import { defineTexts } from '@portal/contract';

/** The public verification page of a paid report, and the box on the report that points to it. */
const en = {
  pageTitle: 'Verify a report',
  kicker: '{{product}} report verification',
  genuineTitle: 'This reference belongs to a genuine report',
  genuine: 'Report {{reference}} was sold on {{date}}. These are its figures as they were when it was sold.',
  referenceId: 'Reference ID',
  soldOn: 'Date sold',
  registrationNo: 'Registration number',
  chassisNo: 'Chassis number',
  vehicle: 'Make / model / year',
  claimCount: 'Number of claims',
  worstSeverity: 'Worst severity',
  noClaims: 'No accident recorded',
  fingerprint: 'Fingerprint',
  fingerprintValue: 'Fingerprint: {{fingerprint}}',
  fullFingerprint: 'Full fingerprint (SHA-256 of the report as it was sold)',
  compareTitle: 'How to compare with the printout',
  compareSteps:
    'Check that the printout shows the same reference, registration number, chassis number, vehicle, number of claims and worst severity as this page, and that the fingerprint printed under its QR code starts with the same characters.',
  notGenuine: 'A printout whose figures differ from this page is not genuine.',
  notFoundTitle: 'Not verified',
  notFound:
    'No paid report has the reference {{reference}}. Check the reference printed on the report: a report that cannot be verified here is not genuine.',
  errorTitle: 'Error',
  existsTitle: 'A report with this reference exists',
  exists:
    'Report {{reference}} was sold on {{date}}. To see its figures, scan the QR code on the report, or enter the fingerprint printed under it.',
  fingerprintLabel: 'Fingerprint from the printout',
  fingerprintHint: 'The 16 characters printed under the QR code, with or without spaces.',
  fingerprintExample: '3f9a 1c07 88be 42d0',
  fingerprintInvalid: 'Enter at least the 16 characters printed under the QR code: digits 0 to 9 and letters a to f.',
  verifyButton: 'Verify',
  mismatchTitle: 'Does not match',
  fingerprintMismatch:
    'This fingerprint does not match report {{reference}}. Check that you typed it as printed: a printout whose fingerprint does not match is not genuine.',
  tokenMismatch:
    'This link does not open the figures of report {{reference}}. Enter the fingerprint printed on the report instead.',
  panelTitle: 'Verify this report',
  panelText:
    'Scan the QR code, or open {{address}} and enter the fingerprint below, to see what was sold under this reference. A printout whose figures differ from that page is not genuine.',
  qrAlt: 'QR code to the verification page of report {{reference}}',
  openVerification: 'Open the verification page',
} as const;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    verify: typeof en;
  }
}

export const verifyTexts = defineTexts('verify', {
  en,
  ms: {
    pageTitle: 'Sahkan laporan',
    kicker: 'Pengesahan laporan {{product}}',
    genuineTitle: 'Rujukan ini milik laporan yang tulen',
    genuine: 'Laporan {{reference}} dijual pada {{date}}. Inilah angka-angkanya seperti semasa ia dijual.',
    referenceId: 'ID Rujukan',
    soldOn: 'Tarikh dijual',
    registrationNo: 'Nombor pendaftaran',
    chassisNo: 'Nombor casis',
    vehicle: 'Jenama / model / tahun',
    claimCount: 'Bilangan tuntutan',
    worstSeverity: 'Tahap kerosakan paling teruk',
    noClaims: 'Tiada kemalangan direkodkan',
    fingerprint: 'Cap jari digital',
    fingerprintValue: 'Cap jari digital: {{fingerprint}}',
    fullFingerprint: 'Cap jari digital penuh (SHA-256 laporan seperti semasa dijual)',
    compareTitle: 'Cara membandingkan dengan cetakan',
    compareSteps:
      'Pastikan cetakan menunjukkan rujukan, nombor pendaftaran, nombor casis, kenderaan, bilangan tuntutan dan tahap kerosakan paling teruk yang sama seperti halaman ini, dan cap jari digital yang dicetak di bawah kod QR bermula dengan aksara yang sama.',
    notGenuine: 'Cetakan yang angkanya berbeza daripada halaman ini bukan laporan tulen.',
    notFoundTitle: 'Tidak disahkan',
    notFound:
      'Tiada laporan berbayar dengan rujukan {{reference}}. Semak rujukan yang dicetak pada laporan: laporan yang tidak dapat disahkan di sini bukan laporan tulen.',
    errorTitle: 'Ralat',
    existsTitle: 'Laporan dengan rujukan ini wujud',
    exists:
      'Laporan {{reference}} dijual pada {{date}}. Untuk melihat angkanya, imbas kod QR pada laporan, atau masukkan cap jari digital yang dicetak di bawahnya.',
    fingerprintLabel: 'Cap jari digital daripada cetakan',
    fingerprintHint: '16 aksara yang dicetak di bawah kod QR, dengan atau tanpa jarak.',
    fingerprintExample: '3f9a 1c07 88be 42d0',
    fingerprintInvalid:
      'Masukkan sekurang-kurangnya 16 aksara yang dicetak di bawah kod QR: digit 0 hingga 9 dan huruf a hingga f.',
    verifyButton: 'Sahkan',
    mismatchTitle: 'Tidak sepadan',
    fingerprintMismatch:
      'Cap jari digital ini tidak sepadan dengan laporan {{reference}}. Pastikan anda menaipnya seperti yang dicetak: cetakan yang cap jari digitalnya tidak sepadan bukan laporan tulen.',
    tokenMismatch:
      'Pautan ini tidak membuka angka laporan {{reference}}. Sebaliknya, masukkan cap jari digital yang dicetak pada laporan.',
    panelTitle: 'Sahkan laporan ini',
    panelText:
      'Imbas kod QR, atau buka {{address}} dan masukkan cap jari digital di bawah, untuk melihat apa yang dijual di bawah rujukan ini. Cetakan yang angkanya berbeza daripada halaman itu bukan laporan tulen.',
    qrAlt: 'Kod QR ke halaman pengesahan laporan {{reference}}',
    openVerification: 'Buka halaman pengesahan',
  },
  zh: {
    pageTitle: '验证报告',
    kicker: '{{product}} 报告验证',
    genuineTitle: '此参考编号属于一份真实的报告',
    genuine: '报告 {{reference}} 于 {{date}} 售出。以下是该报告售出时的各项数字。',
    referenceId: '参考编号',
    soldOn: '售出日期',
    registrationNo: '车牌号码',
    chassisNo: '底盘号码',
    vehicle: '品牌 / 型号 / 年份',
    claimCount: '索赔数量',
    worstSeverity: '最高严重程度',
    noClaims: '没有事故记录',
    fingerprint: '数字指纹',
    fingerprintValue: '数字指纹：{{fingerprint}}',
    fullFingerprint: '完整数字指纹（报告售出时的 SHA-256）',
    compareTitle: '如何与打印件核对',
    compareSteps:
      '请核对打印件上的参考编号、车牌号码、底盘号码、车辆、索赔数量和最高严重程度是否与本页相同，以及二维码下方印的数字指纹开头字符是否一致。',
    notGenuine: '数字与本页不符的打印件并非真实报告。',
    notFoundTitle: '未能验证',
    notFound: '没有已付款的报告使用参考编号 {{reference}}。请核对报告上印的参考编号：无法在此验证的报告并非真实报告。',
    errorTitle: '错误',
    existsTitle: '此参考编号的报告确实存在',
    exists:
      '报告 {{reference}} 于 {{date}} 售出。如需查看其详细内容，请扫描报告上的二维码，或输入二维码下方印的数字指纹。',
    fingerprintLabel: '打印件上的数字指纹',
    fingerprintHint: '二维码下方印的 16 个字符，可带或不带空格。',
    fingerprintExample: '3f9a 1c07 88be 42d0',
    fingerprintInvalid: '请至少输入二维码下方印的 16 个字符：数字 0 至 9 和字母 a 至 f。',
    verifyButton: '验证',
    mismatchTitle: '不相符',
    fingerprintMismatch:
      '此数字指纹与报告 {{reference}} 不相符。请检查是否按打印内容输入：数字指纹不相符的打印件并非真实报告。',
    tokenMismatch: '此链接无法打开报告 {{reference}} 的详细内容。请改为输入报告上印的数字指纹。',
    panelTitle: '验证此报告',
    panelText:
      '扫描二维码，或打开 {{address}} 并输入下方的数字指纹，查看此参考编号所售出的内容。内容与该页面不符的打印件并非真实报告。',
    qrAlt: '报告 {{reference}} 验证页面的二维码',
    openVerification: '打开验证页面',
  },
});
