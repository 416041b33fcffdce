import { defineTexts } from '@portal/contract';

/** Read-only share links of a paid report: the owner's panel on the report, and the page a link opens. */
const en = {
  panelTitle: 'Share this report',
  panelText: 'Make a read-only link to this report for someone else. It works for 7 days unless you revoke it.',
  create: 'Make a share link',
  createdText: 'Copy this link now: it is shown only once.',
  linkLabel: 'Share link',
  copy: 'Copy',
  copied: 'Copied',
  links: 'Share links',
  created: 'Made',
  expires: 'Expires',
  status: 'Status',
  active: 'Active',
  revoked: 'Revoked',
  expired: 'Expired',
  revoke: 'Revoke',
  revokeLink: 'Revoke the link made {{date}}',
  revokeTitle: 'Revoke this share link?',
  revokeText: 'Whoever holds the link made {{date}} will no longer see this report. This cannot be undone.',
  pageTitle: 'Shared vehicle report',
  sharedTitle: 'A read-only copy shared by the report’s owner',
  sharedText: 'This link works until {{date}}.',
  notFoundTitle: 'Link not available',
  errorTitle: 'Error',
} as const;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    shares: typeof en;
  }
}

export const sharesTexts = defineTexts('shares', {
  en,
  ms: {
    panelTitle: 'Kongsi laporan ini',
    panelText:
      'Buat pautan baca sahaja ke laporan ini untuk orang lain. Pautan ini sah selama 7 hari melainkan anda menarik baliknya.',
    create: 'Buat pautan kongsi',
    createdText: 'Salin pautan ini sekarang: ia hanya ditunjukkan sekali.',
    linkLabel: 'Pautan kongsi',
    copy: 'Salin',
    copied: 'Disalin',
    links: 'Pautan kongsi',
    created: 'Dibuat',
    expires: 'Tamat tempoh',
    status: 'Status',
    active: 'Aktif',
    revoked: 'Ditarik balik',
    expired: 'Tamat tempoh',
    revoke: 'Tarik balik',
    revokeLink: 'Tarik balik pautan yang dibuat {{date}}',
    revokeTitle: 'Tarik balik pautan kongsi ini?',
    revokeText:
      'Sesiapa yang memegang pautan yang dibuat {{date}} tidak akan dapat melihat laporan ini lagi. Tindakan ini tidak boleh dibuat asal.',
    pageTitle: 'Laporan kenderaan yang dikongsi',
    sharedTitle: 'Salinan baca sahaja yang dikongsi oleh pemilik laporan',
    sharedText: 'Pautan ini sah sehingga {{date}}.',
    notFoundTitle: 'Pautan tidak tersedia',
    errorTitle: 'Ralat',
  },
  zh: {
    panelTitle: '分享此报告',
    panelText: '为他人创建此报告的只读链接。除非您撤销，链接在 7 天内有效。',
    create: '创建分享链接',
    createdText: '请现在复制此链接：它只显示一次。',
    linkLabel: '分享链接',
    copy: '复制',
    copied: '已复制',
    links: '分享链接',
    created: '创建时间',
    expires: '到期时间',
    status: '状态',
    active: '有效',
    revoked: '已撤销',
    expired: '已过期',
    revoke: '撤销',
    revokeLink: '撤销于 {{date}} 创建的链接',
    revokeTitle: '撤销此分享链接？',
    revokeText: '持有于 {{date}} 创建的链接的人将无法再查看此报告。此操作无法撤回。',
    pageTitle: '分享的车辆报告',
    sharedTitle: '报告拥有者分享的只读副本',
    sharedText: '此链接在 {{date}} 之前有效。',
    notFoundTitle: '链接不可用',
    errorTitle: '错误',
  },
});
