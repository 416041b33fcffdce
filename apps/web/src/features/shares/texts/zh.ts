import type { Translation } from '@portal/contract';
import type { en } from './en';

export const zh: Translation<typeof en> = {
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
};
