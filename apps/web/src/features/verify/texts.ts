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
  panelTitle: 'Verify this report',
  panelText:
    'Scan the QR code or open {{address}} to see what was sold under this reference. A printout whose figures differ from that page is not genuine.',
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
    vehicle: 'Buatan / model / tahun',
    claimCount: 'Bilangan tuntutan',
    worstSeverity: 'Tahap keterukan paling teruk',
    noClaims: 'Tiada kemalangan direkodkan',
    fingerprint: 'Cap jari digital',
    fingerprintValue: 'Cap jari digital: {{fingerprint}}',
    fullFingerprint: 'Cap jari digital penuh (SHA-256 laporan seperti semasa dijual)',
    compareTitle: 'Cara membandingkan dengan cetakan',
    compareSteps:
      'Pastikan cetakan menunjukkan rujukan, nombor pendaftaran, nombor casis, kenderaan, bilangan tuntutan dan tahap keterukan paling teruk yang sama seperti halaman ini, dan cap jari digital yang dicetak di bawah kod QR bermula dengan aksara yang sama.',
    notGenuine: 'Cetakan yang angkanya berbeza daripada halaman ini bukan laporan tulen.',
    notFoundTitle: 'Tidak disahkan',
    notFound:
      'Tiada laporan berbayar dengan rujukan {{reference}}. Semak rujukan yang dicetak pada laporan: laporan yang tidak dapat disahkan di sini bukan laporan tulen.',
    errorTitle: 'Ralat',
    panelTitle: 'Sahkan laporan ini',
    panelText:
      'Imbas kod QR atau buka {{address}} untuk melihat apa yang dijual di bawah rujukan ini. Cetakan yang angkanya berbeza daripada halaman itu bukan laporan tulen.',
    qrAlt: 'Kod QR ke halaman pengesahan laporan {{reference}}',
    openVerification: 'Buka halaman pengesahan',
  },
  zh: {
    pageTitle: '验证报告',
    kicker: '{{product}} 报告验证',
    genuineTitle: '此参考编号属于一份真实的报告',
    genuine: '报告 {{reference}} 于 {{date}} 售出。以下是该报告售出时的数据。',
    referenceId: '参考编号',
    soldOn: '售出日期',
    registrationNo: '车牌号码',
    chassisNo: '底盘号码',
    vehicle: '品牌 / 型号 / 年份',
    claimCount: '索赔数量',
    worstSeverity: '最严重程度',
    noClaims: '没有事故记录',
    fingerprint: '数字指纹',
    fingerprintValue: '数字指纹：{{fingerprint}}',
    fullFingerprint: '完整数字指纹（报告售出时的 SHA-256）',
    compareTitle: '如何与打印件核对',
    compareSteps:
      '请核对打印件上的参考编号、车牌号码、底盘号码、车辆、索赔数量和最严重程度是否与本页相同，以及二维码下方印的数字指纹开头字符是否一致。',
    notGenuine: '数据与本页不符的打印件并非真实报告。',
    notFoundTitle: '未能验证',
    notFound: '没有已付款的报告使用参考编号 {{reference}}。请核对报告上印的参考编号：无法在此验证的报告并非真实报告。',
    errorTitle: '错误',
    panelTitle: '验证此报告',
    panelText: '扫描二维码或打开 {{address}}，查看此参考编号所售出的内容。数据与该页面不符的打印件并非真实报告。',
    qrAlt: '报告 {{reference}} 验证页面的二维码',
    openVerification: '打开验证页面',
  },
});
