import type { Translation } from '@portal/contract';
import type { en } from './en';

export const zh: Translation<typeof en> = {
  pageTitle: '{{title}} · {{product}}',
  unauthorizedTitle: '401 未获授权',
  unauthorizedText: '您无权访问此页面。',
  notFoundTitle: '404 哎呀，您迷路了',
  notFoundText: '找不到您要访问的页面。',
  serverErrorTitle: '500 服务器内部错误',
  serverErrorText: '请联系管理员。',
  backToHome: '返回首页',
  contactUs: '联系我们',
  loginPromptTitle: '前往登录？',
  loginPromptText: '请先登录才能使用此功能。',
  sessionEndedNothingCharged: '您的登录已失效，本次未收取任何费用。',
  login: '登录',
  register: '注册',
  goToLogin: '前往登录',
  errorPopupTitle: '哎呀！',
  errorReference: '联系我们时请提供此参考编号：{{reference}}',
  ok: '确定',
};
