import type { Translation } from '@portal/contract';
import type { en } from './en';

export const zh: Translation<typeof en> = {
  checkWithoutAccount: '无需账户即可查询',
  guestDoorNote: '无需账户：以信用卡、扣账卡或网上银行按次付款，报告将通过电邮发送给您。',

  guestCheckout: '访客付款',
  guestCheckoutSwitch: '访客付款',
  loginInstead: '改用您的账户登录',
  registerNewAccount: '注册新账户',
  email: '电邮',
  guestPaysNote: '您以信用卡、扣账卡或网上银行按次付款；付款完成后即可打开报告。',

  creditTopUp: '点数充值',
  creditTopUpNote: '点数余额 = {{balance}}。购买点数后，每查询一辆车扣除一点。',
  perCheck: '每次查询 {{price}}',
  creditPackage: '点数配套',
  noPackage: '目前没有提供点数配套，请稍后再试。',
  name: '姓名',
  phone: '电话',
  gatewayNote: '您将在付款网关页面以信用卡、扣账卡或网上银行付款。',
  payNow: '立即付款',

  waitingForGateway: '正在等待付款网关…',
  completed: '付款成功',
  failed: '付款失败',
  completedReport: '谢谢。您的报告已准备好，附有报告链接的收据正发送到您的电邮。',
  completedCredit: '谢谢。{{credits}} 点已加入您的余额。',
  completedOther: '感谢您的付款。',
  failedText: '付款未成功，我们没有收取任何费用。您可以再试一次。',
  viewSearchedResult: '查看车辆查询结果',
  tryAgain: '再试一次',
  topUpAgain: '再次充值',
  checkVehicle: '查询车辆',
  description: '说明',
  amount: '金额',
  reference: '参考编号',
  date: '日期',
  payer: '付款人',
  paidBy: '付款人',
};
