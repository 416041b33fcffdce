import type { Translation } from '@portal/contract';
import type { en } from './en';

export const zh: Translation<typeof en> = {
  title: '账户设置',
  description: '您的姓名、手机号码、税务资料、电邮地址和密码。',
  detailsTitle: '您的资料',
  name: '姓名',
  mobile: '手机号码',
  saveDetails: '保存资料',
  companyTaxTitle: '公司税务资料',
  companyTaxText:
    '{{company}}的税务识别号（TIN）、销售与服务税（SST）注册号码和地址，由公司的用户共用。今后确认的发票将显示这些资料；已确认的发票保留原有资料。',
  personTaxTitle: '电子发票资料',
  personTaxText: '如希望电子发票写上您的名字，请填写您的税务识别号或身份证号码。两者都可以留空。',
  saveTaxDetails: '保存税务资料',
  emailTitle: '电邮地址',
  currentEmail: '您用 {{email}} 登录。',
  pendingEmail: '确认链接已发送至 {{email}}。打开链接后您的地址才会更改。',
  newEmail: '新电邮地址',
  currentPassword: '当前密码',
  currentPasswordHint: '以确认是您本人。',
  sendLink: '发送确认链接',
  passwordTitle: '密码',
  passwordText: '更改密码后，您将在其他设备上退出登录。',
  newPassword: '新密码',
  confirmPassword: '确认新密码',
  changePassword: '更改密码',
  confirmTitle: '新电邮地址',
  confirmAction: '确认我的新地址',
  confirmFailed: '此链接无效、已使用或已过期。请在账户设置中重新申请更改。',
  toSettings: '账户设置',
  toLogin: '登录',
};
