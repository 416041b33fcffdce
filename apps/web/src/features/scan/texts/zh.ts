import type { Translation } from '@portal/contract';
import type { en } from './en';

export const zh: Translation<typeof en> = {
  plateTitle: '扫描车牌号码',
  chassisTitle: '扫描底盘号码',
  plateAim: '将车牌放入框内并保持稳定。',
  chassisAim: '将底盘号码铭牌或其条形码放入框内并保持稳定。',
  cameraView: '相机画面',
  starting: '正在启动相机…',
  gettingReady: '正在准备识别程序（{{received}} / {{total}} MB）',
  keptAfterFirst: '只有第一次扫描需要下载识别程序，之后会保存在此设备上供下次使用。',
  reading: '正在识别…',
  readLabel: '识别结果',
  readHint: '请对照车辆核对，如有需要请更正。',
  use: '使用此号码',
  again: '重新扫描',
  couldNotRead: '无法识别，请手动输入。',
  noCamera: '无法打开相机，请手动输入号码。',
  typeInstead: '手动输入',
  staysOnPhone: '照片只留在您的设备上：只使用您确认的号码。',
};
