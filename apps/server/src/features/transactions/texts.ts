import { defineTexts, messages, transactionItemName, transactionMessages } from '@portal/contract';

/** The transactions spreadsheet (its sheet's name and column headers) and the answers that say a change went well. */
const en = {
  adjustmentSaved: transactionMessages.adjustmentSaved,
  descriptionSaved: transactionMessages.descriptionSaved,
  deleted: messages.deleteDone(transactionItemName) as 'The transaction item deleted successfully.',
  sheet: 'Transactions',
  date: 'Date',
  documentNo: 'Document No',
  type: 'Type',
  description: 'Description',
  username: 'Username',
  company: 'Company Name',
  referralCode: 'Referral Code',
  vehicleKey: 'Vehicle Key',
  paymentStatus: 'Payment Status',
  amount: 'Amount (RM)',
  credit: 'Credit',
  balance: 'Credit Balance',
  dealer: 'Car Dealer',
  Pending: 'Pending',
  Completed: 'Completed',
  Failed: 'Failed',
  Cancelled: 'Cancelled',
} as const;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    transactionsServer: typeof en;
  }
}

export const transactionsTexts = defineTexts('transactionsServer', {
  en,
  ms: {
    adjustmentSaved: 'Pelarasan kredit telah disimpan.',
    descriptionSaved: 'Item transaksi telah disimpan.',
    deleted: 'Item transaksi berjaya dipadam.',
    sheet: 'Transaksi',
    date: 'Tarikh',
    documentNo: 'No. Dokumen',
    type: 'Jenis',
    description: 'Keterangan',
    username: 'Nama Pengguna',
    company: 'Nama Syarikat',
    referralCode: 'Kod Rujukan',
    vehicleKey: 'Kod Semakan Kenderaan',
    paymentStatus: 'Status Bayaran',
    amount: 'Amaun (RM)',
    credit: 'Kredit',
    balance: 'Baki Kredit',
    dealer: 'Peniaga Kereta',
    Pending: 'Belum selesai',
    Completed: 'Selesai',
    Failed: 'Gagal',
    Cancelled: 'Dibatalkan',
  },
  zh: {
    adjustmentSaved: '点数调整已保存。',
    descriptionSaved: '交易已保存。',
    deleted: '交易已成功删除。',
    sheet: '交易',
    date: '日期',
    documentNo: '单据编号',
    type: '类型',
    description: '说明',
    username: '用户名',
    company: '公司名称',
    referralCode: '推荐码',
    vehicleKey: '车辆查询代码',
    paymentStatus: '付款状态',
    amount: '金额（RM）',
    credit: '点数',
    balance: '点数余额',
    dealer: '车商',
    Pending: '待处理',
    Completed: '已完成',
    Failed: '失败',
    Cancelled: '已取消',
  },
});
