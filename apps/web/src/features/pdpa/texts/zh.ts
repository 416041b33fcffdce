import type { Translation } from '@portal/contract';
import type { en } from './en';

export const zh: Translation<typeof en> = {
  title: '我的个人资料',
  description: '您在《2010年个人资料保护法令》（PDPA）下的权利：下载我们所持有的您的个人资料，或申请注销您的账户。',
  downloadTitle: '下载您的资料',
  downloadText:
    '您的账户资料、查询记录（查询及已购买的报告）、付款及交易记录。JSON 适用于其他程序；.xlsx 文件可用电子表格打开。',
  downloadJson: '下载 JSON',
  downloadXlsx: '下载 .xlsx',
  closeTitle: '注销您的账户',
  closeText:
    '管理员处理您的申请后，您的姓名、电邮地址和手机号码将被删除，您会在所有设备上退出登录，且无法再登录。之后您的电邮地址可再次用于注册。',
  closeKept: '已付款的报告、付款、发票及交易记录将依法保留作会计用途，但不再包含您的姓名、电邮地址或手机号码。',
  creditWarning_one:
    '您还有 {{credit}} 点。账户注销后，剩余点数将作废。如需先申请退款，请在提交此申请前发电邮至 {{email}}。',
  creditWarning_other:
    '您还有 {{credit}} 点。账户注销后，剩余点数将作废。如需先申请退款，请在提交此申请前发电邮至 {{email}}。',
  noCredit: '您的账户已没有剩余点数。',
  passwordLabel: '密码',
  passwordHint: '请输入密码，以确认您要注销账户。',
  askClosure: '申请注销我的账户',
  confirmTitle: '注销您的账户？',
  confirmText: '管理员处理后，此操作无法恢复。',
  cancel: '取消',
  requested: '您已于 {{date}} 提交注销账户申请，管理员将会处理。',
  withdraw: '撤回我的申请',
  withdrawn: '您的注销账户申请已撤回，账户将继续保留。',
  requestSent: '您的注销账户申请已提交。',
  completed: '您的账户已于 {{date}} 注销。',
  privacyLink: '我们如何处理您的个人资料：隐私政策',
  adminTitle: '账户注销',
  adminDescription:
    '注销账户的申请（PDPA）。处理后，该用户的姓名、电邮地址和手机号码将被删除，并无法再登录；已付款的报告、付款、发票及账目将保留。如用户要求退还点数，请在处理前先退款。',
  statusFilter: '状态',
  statusRequested: '已申请',
  statusCompleted: '已完成',
  statusAll: '全部',
  emptyRequested: '没有等待注销的账户。',
  emptyOther: '暂无账户注销记录。',
  requestedOn: '申请日期',
  account: '账户',
  credit: '点数',
  status: '状态',
  complete: '完成注销',
  completeTitle: '完成注销？',
  completeText_one:
    '{{name}}（{{email}}）的资料将被删除，且无法再登录。账户中剩余的 {{credit}} 点将作废。此操作无法恢复。',
  completeText_other:
    '{{name}}（{{email}}）的资料将被删除，且无法再登录。账户中剩余的 {{credit}} 点将作废。此操作无法恢复。',
  completedNotice: '账户已注销。',
  completedBy: '由 {{name}} 于 {{date}} 完成',
};
