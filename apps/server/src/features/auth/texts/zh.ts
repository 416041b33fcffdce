import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const zh: Translation<typeof en> = {
  registered: '感谢您的注册。请查看您的电邮，并点击其中的链接以验证您的账户。',
  verificationEmailResent: '如果该账户存在且尚未验证，我们已发送一封新的验证电邮。',
  verified: '账户验证成功，请登录。',
  alreadyVerified: '您的账户已经验证，请登录。',
  resetEmailSent: '电邮已发送。请查看您的电邮，并按照指示重设密码。',
  passwordResetDone: '您的密码已重设。现在可以用新密码登录。',
  loggedOut: '已退出登录',
  greeting: '{{name}}，您好：',
  orOpenLink: '或打开此链接：',
  verifySubject: '验证您的 {{product}} 账户',
  verifyBody: '感谢您注册 {{product}}。请验证您的电邮地址，即可开始查询车辆。',
  verifyAction: '验证我的账户',
  verifyAfter: '此链接只能使用一次，48 小时后失效。如果您没有注册，请忽略此电邮。',
  resetSubject: '重设您的 {{product}} 密码',
  resetBody: '我们收到了重设您账户密码的请求。',
  resetAction: '重设我的密码',
  resetAfter: '此链接只能使用一次，1 小时后失效。如果这不是您的请求，请忽略此电邮，您的密码将保持不变。',
  loginLinkSent: '如果此地址有账户，我们已将登录链接发送到该电邮。链接只能使用一次，15 分钟内有效。',
  loginLinkSubject: '您的 {{product}} 登录链接',
  loginLinkBody:
    '由于您的 {{product}} 账户有多次登录尝试，有人为此账户申请了登录链接。请在您要登录的设备上打开此链接。',
  loginLinkAction: '登录',
  loginLinkAfter:
    '此链接只能使用一次，15 分钟后失效。如果这不是您的请求，请忽略此电邮：没有此链接或您的密码，任何人都无法登录。',
  registeredAgainSubject: '有人尝试用您的电邮注册 {{product}}',
  registeredAgainBody:
    '有人（可能是您）尝试用此电邮地址注册新的 {{product}} 账户。此地址已有账户，因此没有创建新账户。',
  registeredAgainAction: '登录',
  registeredAgainAfter: '忘记密码？请在 {{resetLink}} 重设。如果不是您本人操作，请忽略此电邮：您的账户不会有任何改变。',
  detailsSaved: '您的资料已保存。',
  taxDetailsSaved: '您的税务资料已保存。今后开具的发票将显示这些资料。',
  passwordChanged: '您的密码已更改。您已在其他设备上退出登录。',
  emailChangeSent: '我们已将链接发送至 {{email}}。打开链接后（24 小时内）您的电邮地址才会更改。',
  emailChanged: '您的电邮地址现在是 {{email}}。今后请用它登录。',
  emailChangeSubject: '确认您在 {{product}} 的新电邮地址',
  emailChangeBody: '您要求将此地址用于您的 {{product}} 账户。请打开链接确认；在此之前，您的账户保留原来的地址。',
  emailChangeAction: '确认我的新地址',
  emailChangeAfter: '此链接只能使用一次，24 小时后失效。如果您没有提出此要求，请忽略此电邮：一切不变。',
  emailChangedSubject: '您的 {{product}} 账户电邮地址已更改',
  emailChangedBody:
    '您的 {{product}} 账户电邮地址已更改为另一个地址。此地址不能再用于登录，我们之前发到此地址的所有链接也已失效。',
  emailChangedAction: '登录',
  emailChangedAfter: '如果这不是您本人的操作，请立即发电邮至 {{support}}，以便我们保护您的账户。',
};
