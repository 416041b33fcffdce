import {
  type Claim,
  COMPANY_NAME,
  claimsNewestFirst,
  formatDate,
  formatDateTime,
  formatRinggit,
  messages,
  PRODUCT_NAME,
} from '@portal/contract';
import PDFDocument from 'pdfkit';
import type { Report } from './report.ts';

const severityColours: Record<Claim['Severity'], string> = {
  LOW: '#2b8a3e',
  MEDIUM: '#e67700',
  HIGH: '#d9480f',
  SEVERE: '#c92a2a',
};

type Doc = PDFKit.PDFDocument;
const MARGIN = 40;

function heading(doc: Doc, text: string) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#0b4f6c').text(text, MARGIN).moveDown(0.3);
  doc.font('Helvetica').fontSize(9).fillColor('#000');
}

function fields(doc: Doc, pairs: [string, string][]) {
  const labelWidth = 140;
  for (const [label, value] of pairs) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, MARGIN, y, { width: labelWidth });
    doc
      .font('Helvetica')
      .text(value || '-', MARGIN + labelWidth, y, { width: doc.page.width - 2 * MARGIN - labelWidth });
    doc.moveDown(0.15);
  }
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '-' : String(value);

function vehicleDetails(doc: Doc, report: Report) {
  const basic = report.BasicInfo;
  heading(doc, 'Vehicle details');
  fields(doc, [
    ['Registration number', text(basic.VehicleRegistrationNo)],
    ['Make', text(basic.Make)],
    ['Family', text(basic.Family)],
    ['Variant', text(basic.Variant)],
    ['Year of manufacture', text(basic.YearOfManufacture)],
    ['Vehicle age', basic.YearOfManufacture ? `${new Date().getFullYear() - basic.YearOfManufacture} years` : '-'],
    ['Transmission', text(basic.Transmission)],
    ['VIN / chassis number', text(basic.VehChassis)],
    ['Engine', text(basic.Engine)],
    ['Market value', formatRinggit(basic.MarketValue)],
    ['New net selling price', formatRinggit(basic.NewNetSellingPrice)],
    ['New car price', formatRinggit(basic.NewCarPrice)],
  ]);
}

function claimBlock(doc: Doc, claim: Claim, index: number) {
  if (doc.y > doc.page.height - 200) doc.addPage();
  doc
    .moveDown(0.4)
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#000')
    .text(`${index + 1}. ${formatDate(claim.AccidentLossDate)} · ${claim.ClaimTypeDesc}  `, MARGIN, doc.y, {
      continued: true,
    })
    .fillColor(severityColours[claim.Severity])
    .text(claim.Severity);
  doc.font('Helvetica').fontSize(9).fillColor('#000');
  fields(doc, [
    ['Estimate authorised', formatRinggit(claim.EstimateAuthorized)],
    ['Accident / loss type', text(claim.AccidentLossType)],
    ['Type of loss', text(claim.TypeOfLoss)],
    ['Mileage', claim.VehMileage === null ? '-' : `${claim.VehMileage.toLocaleString('en-MY')} km`],
    ['Parts', `${text(claim.NoOfParts)}${claim.Parts ? `: ${claim.Parts}` : ''}`],
    ['Same accidents count', text(claim.SameAccidentsCount)],
    [
      'Vehicle at the time',
      [claim.VehMakeDesc, claim.VehModelDesc, claim.VehicleTrim, claim.YearOfManufacture].filter(Boolean).join(' ') ||
        '-',
    ],
    ['Registration at the time', claim.VehicleRegistrationNo],
    ['Policy status', text(claim.PolicyStatus)],
    ['Insurer', claim.Insurer],
  ]);
}

function claims(doc: Doc, report: Report) {
  heading(doc, 'Accident history');
  if (report.Notices.NoAccidentRecorded)
    doc.text(`${messages.noAccidentRecorded} ${messages.absenceDisclaimer}`).moveDown(0.3);
  if (report.Notices.SameRegistrationOtherVin) doc.text(messages.sameRegistrationOtherVin).moveDown(0.3);
  if (report.Notices.ClaimsUnderOtherRegistration) doc.text(messages.claimsUnderOtherRegistration).moveDown(0.3);
  const ownChassis = report.BasicInfo.VehChassis;
  for (const group of report.ClaimLists) {
    if (group.Key !== ownChassis) {
      doc.moveDown(0.4).font('Helvetica-Bold').fontSize(10).text(`Recorded on another VIN: ${group.Key}`, MARGIN);
    }
    for (const [index, claim] of claimsNewestFirst(group.Value).entries()) claimBlock(doc, claim, index);
  }
}

function standardEquipment(doc: Doc, report: Report) {
  heading(doc, 'Standard equipment');
  const features = report.ABIInfo.StandardFeature.map((feature) => feature.Description);
  doc.text(features.length ? features.join(' · ') : 'Not available for this variant.');
}

/** The paid report as an A4 PDF: the same content as the page, with reference, date and disclaimer. */
export function reportPdf(report: Report): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${PRODUCT_NAME} report ${report.BasicInfo.ReferenceID ?? ''}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#0b4f6c').text(`${PRODUCT_NAME} vehicle accident history report`);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#444')
    .text(
      `Reference ID: ${text(report.BasicInfo.ReferenceID)}    Searched: ${formatDateTime(report.BasicInfo.CreatedDate)}    Printed: ${formatDateTime(new Date())}`,
    );
  vehicleDetails(doc, report);
  claims(doc, report);
  standardEquipment(doc, report);
  heading(doc, 'Disclaimer');
  doc.text(
    `Records come from insurance claims held by ${COMPANY_NAME}: mainly from 2017 onwards, with accidents recorded from 2003 onward. The data may be incomplete. ${messages.absenceDisclaimer}`,
  );
  doc.end();
  return done;
}
