import { defineTexts } from '@portal/contract';

/** The bulk result workbook: its sheet, headers and each row's status. */
const en = {
  sheet: 'Bulk checks',
  searchKey: 'Plate or chassis number',
  status: 'Status',
  reference: 'Reference ID',
  claims: 'Number of claims',
  worstSeverity: 'Worst severity',
  link: 'Report',
  statusCharged: 'Checked',
  statusOwned: 'Already owned',
  statusNotFound: 'Not found',
  statusInvalid: 'Invalid',
  statusDuplicate: 'Duplicate',
  statusRefused: 'Credit insufficient!',
} as const;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    bulkServer: typeof en;
  }
}

export const bulkTexts = defineTexts('bulkServer', {
  en,
  ms: {
    sheet: 'Semakan pukal',
    searchKey: 'Nombor plat atau casis',
    status: 'Status',
    reference: 'ID Rujukan',
    claims: 'Bilangan tuntutan',
    worstSeverity: 'Tahap kerosakan paling teruk',
    link: 'Laporan',
    statusCharged: 'Disemak',
    statusOwned: 'Sudah dimiliki',
    statusNotFound: 'Tidak dijumpai',
    statusInvalid: 'Tidak sah',
    statusDuplicate: 'Berulang',
    statusRefused: 'Kredit tidak mencukupi!',
  },
  zh: {
    sheet: '批量查询',
    searchKey: '车牌或底盘号码',
    status: '状态',
    reference: '参考编号',
    claims: '索赔数量',
    worstSeverity: '最高严重程度',
    link: '报告',
    statusCharged: '已查询',
    statusOwned: '已拥有',
    statusNotFound: '未找到',
    statusInvalid: '无效',
    statusDuplicate: '重复',
    statusRefused: '点数不足！',
  },
});
