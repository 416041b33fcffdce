import { defineTexts } from '@portal/contract';

/** Words of the attachments panel on a report. English is the specification's words. */
const en = {
  title: 'Photos and documents',
  lead: 'Only you and the portal’s administrators can see these images. The newest vehicle photo is shown with the report.',
  vehicleTab: 'Vehicle photos',
  miscTab: 'Other images',
  choose: 'Add images',
  chooseHint: 'JPEG, PNG or WebP, at most {{limit}} bytes each.',
  description: 'Description (optional)',
  upload: 'Upload',
  sending: 'Sending {{percent}}%',
  none: 'No images yet.',
  delete: 'Delete {{name}}',
  deleteTitle: 'Delete image',
  open: 'Open {{name}}',
  rejectedFiles: 'Not uploaded',
  bytes: '{{size}} bytes',
  noAnswer: 'The server could not be reached. Please try again.',
  somethingWrong: 'Something wrong',
  errorTitle: 'Opps!',
  imageTooLarge: '{{name}} is larger than {{limit}} bytes and was not uploaded',
  uploaded_one: '{{number}} image uploaded.',
  uploaded_other: '{{number}} images uploaded.',
} as const;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    attachments: typeof en;
  }
}

export const attachmentsTexts = defineTexts('attachments', {
  en,
  ms: {
    title: 'Foto dan dokumen',
    lead: 'Hanya anda dan pentadbir portal boleh melihat gambar ini. Foto kenderaan terbaharu dipaparkan bersama laporan.',
    vehicleTab: 'Foto kenderaan',
    miscTab: 'Gambar lain',
    choose: 'Tambah gambar',
    chooseHint: 'JPEG, PNG atau WebP, setiap satu tidak melebihi {{limit}} bait.',
    description: 'Keterangan (pilihan)',
    upload: 'Muat Naik',
    sending: 'Menghantar {{percent}}%',
    none: 'Belum ada gambar.',
    delete: 'Padam {{name}}',
    deleteTitle: 'Padam gambar',
    open: 'Buka {{name}}',
    rejectedFiles: 'Tidak dimuat naik',
    bytes: '{{size}} bait',
    noAnswer: 'Pelayan tidak dapat dihubungi. Sila cuba lagi.',
    somethingWrong: 'Ada masalah berlaku',
    errorTitle: 'Alamak!',
    imageTooLarge: '{{name}} melebihi {{limit}} bait dan tidak dimuat naik',
    uploaded_one: '{{number}} gambar dimuat naik.',
    uploaded_other: '{{number}} gambar dimuat naik.',
  },
  zh: {
    title: '照片和文件',
    lead: '只有您和本网站的管理员可以查看这些图片。最新的车辆照片会显示在报告中。',
    vehicleTab: '车辆照片',
    miscTab: '其他图片',
    choose: '添加图片',
    chooseHint: 'JPEG、PNG 或 WebP，每张不超过 {{limit}} 字节。',
    description: '说明（可选）',
    upload: '上传',
    sending: '正在发送 {{percent}}%',
    none: '尚无图片。',
    delete: '删除 {{name}}',
    deleteTitle: '删除图片',
    open: '打开 {{name}}',
    rejectedFiles: '未上传',
    bytes: '{{size}} 字节',
    noAnswer: '无法连接服务器，请重试。',
    somethingWrong: '出了点问题',
    errorTitle: '哎呀！',
    imageTooLarge: '{{name}} 超过 {{limit}} 字节，未上传',
    uploaded_one: '已上传 {{number}} 张图片。',
    uploaded_other: '已上传 {{number}} 张图片。',
  },
});
