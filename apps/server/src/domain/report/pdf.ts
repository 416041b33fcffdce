import {
  type Claim,
  COMPANY_NAME,
  claimsNewestFirst,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRinggit,
  inspectAdvice,
  inspectAreaName,
  inspectGroups,
  inspectLine,
  kilometres,
  type Language,
  MALAYSIAN_AVERAGE_KM_PER_YEAR,
  ownClaims,
  PRODUCT_NAME,
  type ReportStory,
  recordedWords,
  reportSummary,
  reportTexts,
  shortFingerprint,
  storyTexts,
  worstSeverity,
} from '@portal/contract';
import { newPdfDocument, type PdfFonts, pdfFonts } from '../../platform/pdf-fonts.ts';
import { drawQr, type QrModules, qrModules } from './qr.ts';
import type { Report } from './report.ts';
import { checksTexts } from './texts.ts';

const severityColours: Record<Claim['Severity'], string> = {
  LOW: '#2b8a3e',
  MEDIUM: '#e67700',
  HIGH: '#d9480f',
  SEVERE: '#c92a2a',
};

type Doc = PDFKit.PDFDocument;
const MARGIN = 40;

/** One report being written: the document, its language's words and numbers, and the fonts that can write them. */
interface Writer {
  doc: Doc;
  language: Language;
  t: ReturnType<typeof checksTexts.of>;
  /** The labels the PDF shares with the report on screen. */
  labels: ReturnType<typeof reportTexts.of>;
  fonts: PdfFonts;
}

function heading({ doc, fonts }: Writer, text: string) {
  doc.moveDown(0.8).font(fonts.bold).fontSize(12).fillColor('#0b4f6c').text(text, MARGIN).moveDown(0.3);
  doc.font(fonts.regular).fontSize(9).fillColor('#000');
}

function fields({ doc, fonts }: Writer, pairs: [string, string][]) {
  const labelWidth = 140;
  for (const [label, value] of pairs) {
    const y = doc.y;
    doc.font(fonts.bold).text(label, MARGIN, y, { width: labelWidth });
    const labelEnd = { page: doc.page, bottom: doc.y };
    doc
      .font(fonts.regular)
      .text(value || '-', MARGIN + labelWidth, y, { width: doc.page.width - 2 * MARGIN - labelWidth });
    // A label of two lines beside a value of one: the next row starts under the longer of the two.
    if (doc.page === labelEnd.page) doc.y = Math.max(doc.y, labelEnd.bottom);
    doc.moveDown(0.15);
  }
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '-' : String(value);

function vehicleDetails(w: Writer, report: Report) {
  const { t, labels, language } = w;
  const basic = report.BasicInfo;
  heading(w, labels('vehicleDetails'));
  fields(w, [
    [t('registrationNo'), text(basic.VehicleRegistrationNo)],
    [labels('make'), text(basic.Make)],
    [labels('family'), text(basic.Family)],
    [labels('variant'), text(basic.Variant)],
    [labels('yearOfManufacture'), text(basic.YearOfManufacture)],
    [
      labels('vehicleAge'),
      basic.YearOfManufacture ? labels('years', { count: new Date().getFullYear() - basic.YearOfManufacture }) : '-',
    ],
    [labels('transmission'), basic.Transmission ? recordedWords(basic.Transmission, language) : '-'],
    [labels('vinChassis'), text(basic.VehChassis)],
    [labels('engine'), text(basic.Engine)],
    [labels('marketValue'), formatRinggit(basic.MarketValue, language)],
    [labels('newNetSellingPrice'), formatRinggit(basic.NewNetSellingPrice, language)],
    [labels('newCarPrice'), formatRinggit(basic.NewCarPrice, language)],
  ]);
}

function claimBlock(w: Writer, claim: Claim, index: number) {
  const { doc, t, labels, language, fonts } = w;
  const recorded = (value: string | null) => (value ? recordedWords(value, language) : '-');
  if (doc.y > doc.page.height - 200) doc.addPage();
  doc
    .moveDown(0.4)
    .font(fonts.bold)
    .fontSize(10)
    .fillColor('#000')
    .text(
      `${index + 1}. ${formatDate(claim.AccidentLossDate, language)} · ${recorded(claim.ClaimTypeDesc)}  `,
      MARGIN,
      doc.y,
      {
        continued: true,
      },
    )
    .fillColor(severityColours[claim.Severity])
    .text(labels(`severity.${claim.Severity}`));
  doc.font(fonts.regular).fontSize(9).fillColor('#000');
  fields(w, [
    [labels('estimateAuthorised'), formatRinggit(claim.EstimateAuthorized, language)],
    [labels('accidentLossType'), recorded(claim.AccidentLossType)],
    [labels('typeOfLoss'), recorded(claim.TypeOfLoss)],
    [
      labels('mileage'),
      claim.VehMileage === null ? '-' : labels('kilometres', { km: formatNumber(claim.VehMileage, language) }),
    ],
    [labels('parts'), `${text(claim.NoOfParts)}${claim.Parts ? `: ${recorded(claim.Parts)}` : ''}`],
    [t('sameAccidentsCount'), text(claim.SameAccidentsCount)],
    [
      t('vehicleAtTheTime'),
      [claim.VehMakeDesc, claim.VehModelDesc, claim.VehicleTrim, claim.YearOfManufacture].filter(Boolean).join(' ') ||
        '-',
    ],
    [t('registrationAtTheTime'), claim.VehicleRegistrationNo],
    [labels('policyStatus'), recorded(claim.PolicyStatus)],
    [labels('insurer'), claim.Insurer],
  ]);
}

/**
 * The report's headline, as the page's claim summary says it: the claims recorded on this vehicle and the worst of
 * them ("3 accident claims recorded on this vehicle", "Worst severity: SEVERE"), or that none is recorded and what
 * that does not mean; claims on another VIN that held the plate are counted apart.
 */
function headline(w: Writer, report: Report) {
  const { doc, t, labels, fonts } = w;
  const own = ownClaims(report);
  const onOtherVin = report.ClaimLists.flatMap((group) => group.Value).length - own.length;
  const worst = worstSeverity(own);
  doc.moveDown(0.6).font(fonts.bold).fontSize(14).fillColor('#000');
  doc.text(own.length === 0 ? labels('noAccidentRecorded') : labels('claimsOnVehicle', { count: own.length }), MARGIN);
  doc.font(fonts.regular).fontSize(10).moveDown(0.15);
  if (worst) {
    doc
      .text(t('worstSeverity'), MARGIN, doc.y, { continued: true })
      .font(fonts.bold)
      .fillColor(severityColours[worst])
      .text(labels(`severity.${worst}`));
  } else {
    doc.text(labels('absenceDisclaimer'), MARGIN);
  }
  if (onOtherVin > 0)
    doc
      .fillColor('#000')
      .font(fonts.regular)
      .text(labels('claimsOnOtherVin', { count: onOtherVin }));
  doc.moveDown(0.2).font(fonts.bold).fontSize(10).fillColor('#000').text(reportSummary(report, w.language), MARGIN);
  if (report.Story?.WrittenOff) writtenOff(w, report.Story.WrittenOff);
  doc.font(fonts.regular).fontSize(9).fillColor('#000');
}

/** The write-off in red under the headline: the claim's date, why, and what to ask. */
function writtenOff({ doc, fonts, language }: Writer, writeOff: NonNullable<ReportStory['WrittenOff']>) {
  const story = storyTexts.of(language);
  doc.moveDown(0.2).font(fonts.bold).fontSize(10).fillColor(severityColours.SEVERE).text(story('writtenOffTitle'));
  doc
    .font(fonts.regular)
    .fontSize(9)
    .text(
      story('writtenOffText', {
        date: formatDate(writeOff.AccidentLossDate, language),
        reason: story(`reason.${writeOff.Reason}`),
        recorded: recordedWords(writeOff.Recorded, language),
      }),
    );
}

type Reading = ReportStory['Mileage']['Readings'][number] & { Km: number };

const CHART = {
  /** The plot's own height; the title, axis labels and legend around it take `CHART.height` in all. */
  plot: 110,
  height: 190,
  line: '#0b4f6c',
  grid: '#dde3e8',
  label: '#444',
  labelSize: 7,
  /** About this many steps of the mileage axis. */
  steps: 4,
};

/** A round step for an axis from 0 to `highest` or past it, in about `steps` steps: 1, 2, 2.5, 3 or 5 times a power of ten. */
function axisStep(highest: number, steps: number) {
  const rough = highest / steps;
  const power = 10 ** Math.floor(Math.log10(rough));
  return ([1, 2, 2.5, 3, 5, 10].find((multiple) => multiple * power >= rough) ?? 10) * power;
}

/**
 * The recorded readings as a line, drawn with the PDF's own vectors as the page's chart draws them: one point per
 * claim in date order, equally spaced, a fall drawn as it is. A reading the rollback warning names is marked in red
 * (the segment falling to it and a larger point), explained by the legend under the chart.
 */
function mileageChart({ doc, fonts, language }: Writer, story: ReportStory, readings: Reading[]) {
  const words = storyTexts.of(language);
  const fellTo = (reading: Reading) =>
    story.Mileage.Rollbacks.some((fall) => fall.ToDate === reading.AccidentLossDate && fall.ToKm === reading.Km);
  const top = doc.y + 4;
  doc.font(fonts.regular).fontSize(8).fillColor(CHART.label);
  doc.text(words('mileageChartLabel'), MARGIN, top, { lineBreak: false });
  doc.fontSize(CHART.labelSize);
  const most = Math.max(...readings.map((reading) => reading.Km), 1);
  const step = axisStep(most, CHART.steps);
  const ticks = Array.from({ length: Math.ceil(most / step) + 1 }, (_, index) => index * step);
  const tickWidth = Math.max(...ticks.map((km) => doc.widthOfString(kilometres(km, language))));
  const plot = { left: MARGIN + tickWidth + 6, right: MARGIN + contentWidth(doc), top: top + 28 };
  const bottom = plot.top + CHART.plot;
  const highest = ticks.at(-1) ?? step;
  const yOf = (km: number) => bottom - (km / highest) * CHART.plot;
  const band = (plot.right - plot.left) / readings.length;
  const xOf = (index: number) => plot.left + band * (index + 0.5);

  doc.text(words('mileageReading'), MARGIN, top + 13, { lineBreak: false });
  for (const km of ticks) {
    doc.moveTo(plot.left, yOf(km)).lineTo(plot.right, yOf(km)).lineWidth(0.5).strokeColor(CHART.grid).stroke();
    doc.text(kilometres(km, language), MARGIN, yOf(km) - 3, { width: tickWidth, align: 'right', lineBreak: false });
  }
  // Dates under their points, as many as fit side by side: the table under the chart has every one.
  const dates = readings.map((reading) => formatDate(reading.AccidentLossDate, language));
  const dateWidth = Math.max(...dates.map((day) => doc.widthOfString(day))) + 6;
  const every = Math.ceil(dateWidth / band);
  for (const [index, day] of dates.entries()) {
    if (index % every !== 0) continue;
    doc.text(day, xOf(index) - dateWidth / 2, bottom + 4, { width: dateWidth, align: 'center', lineBreak: false });
  }
  doc.text(words('accidentDate'), plot.left, bottom + 15, {
    width: plot.right - plot.left,
    align: 'center',
    lineBreak: false,
  });

  for (const [index, reading] of readings.entries()) {
    if (index === 0) continue;
    const before = readings[index - 1]?.Km ?? reading.Km;
    doc
      .moveTo(xOf(index - 1), yOf(before))
      .lineTo(xOf(index), yOf(reading.Km))
      .lineWidth(fellTo(reading) ? 2 : 1.5)
      .strokeColor(fellTo(reading) ? severityColours.SEVERE : CHART.line)
      .stroke();
  }
  for (const [index, reading] of readings.entries()) {
    const fell = fellTo(reading);
    doc
      .circle(xOf(index), yOf(reading.Km), fell ? 3.5 : 2.2)
      .fillColor(fell ? severityColours.SEVERE : CHART.line)
      .fill();
  }

  const legendY = bottom + 30;
  const legend: [string, string][] = [[CHART.line, words('mileageReading')]];
  if (readings.some(fellTo)) legend.push([severityColours.SEVERE, words('rollbackReading')]);
  let x = plot.left;
  for (const [colour, label] of legend) {
    doc
      .circle(x + 3, legendY + 3.5, 3)
      .fillColor(colour)
      .fill();
    doc.fillColor(CHART.label).text(label, x + 10, legendY, { lineBreak: false });
    x += 10 + doc.widthOfString(label) + 16;
  }
  doc.x = MARGIN;
  doc.y = top + CHART.height;
  doc.font(fonts.regular).fontSize(9).fillColor('#000');
}

/**
 * Mileage over time: the chart of the recorded readings (two or more, as on the page), one line per claim (missing
 * where none was recorded), then any rollback or unusual use. The chart starts a new page with its heading rather
 * than be cut.
 */
function mileage(w: Writer, story: ReportStory) {
  const { doc, fonts, language } = w;
  const words = storyTexts.of(language);
  const date = (day: string) => formatDate(day, language);
  const readings = story.Mileage.Readings;
  const recorded = readings.filter((reading): reading is Reading => reading.Km !== null);
  if (recorded.length > 1 && doc.y + headingHeight(w) + CHART.height > pageBottom(doc)) doc.addPage();
  heading(w, words('mileageTitle'));
  if (recorded.length > 1) mileageChart(w, story, recorded);
  if (recorded.length === 0) doc.text(words('mileageNoReadings'));
  else {
    fields(
      w,
      readings.map((reading) => [
        date(reading.AccidentLossDate),
        reading.Km === null ? words('mileageNotRecorded') : kilometres(reading.Km, language),
      ]),
    );
  }
  for (const rollback of story.Mileage.Rollbacks) {
    doc.moveDown(0.2).font(fonts.bold).fillColor(severityColours.SEVERE).text(words('rollbackTitle'), MARGIN);
    doc
      .font(fonts.regular)
      .fillColor('#000')
      .text(
        words('rollbackText', {
          fromDate: date(rollback.FromDate),
          fromKm: kilometres(rollback.FromKm, language),
          toDate: date(rollback.ToDate),
          toKm: kilometres(rollback.ToKm, language),
        }),
      );
  }
  const unusual = story.Mileage.UnusualUse;
  if (unusual) {
    doc.moveDown(0.2).font(fonts.bold).fillColor(severityColours.MEDIUM).text(words('unusualUseTitle'), MARGIN);
    doc
      .font(fonts.regular)
      .fillColor('#000')
      .text(
        words('unusualUseText', {
          km: kilometres(unusual.KmPerYear, language),
          fromDate: date(unusual.FromDate),
          toDate: date(unusual.ToDate),
          average: kilometres(MALAYSIAN_AVERAGE_KM_PER_YEAR, language),
        }),
      );
  }
}

/** The checklist's height below its heading, measured as `inspection` writes it (9 pt). */
function inspectionHeight({ doc, fonts, language }: Writer, groups: ReturnType<typeof inspectGroups>) {
  const indented = { width: contentWidth(doc) - 8 };
  let height = 0;
  for (const group of groups) {
    doc.font(fonts.bold).fontSize(9);
    height += doc.currentLineHeight(true) * 1.2;
    doc.font(fonts.regular);
    for (const line of group.lines) height += doc.heightOfString(`• ${inspectLine(line, language)}`, indented);
    height += doc.heightOfString(inspectAdvice(group.area, language), indented);
  }
  return height;
}

/** What to inspect, by area of the car: each area's lines (worst and newest first) and what to look for there. */
function inspection(w: Writer, story: ReportStory) {
  const { doc, fonts, language } = w;
  const words = storyTexts.of(language);
  const groups = inspectGroups(story.Inspect);
  // The checklist is taken to the lot on one sheet: it starts a new page when it would not end on this one.
  const needed = headingHeight(w) + inspectionHeight(w, groups);
  if (doc.y + needed > pageBottom(doc) && needed <= pageBottom(doc) - doc.page.margins.top) doc.addPage();
  heading(w, words('inspectTitle'));
  if (story.Inspect.length === 0) doc.text(words('inspectNone'));
  for (const group of groups) {
    doc.moveDown(0.2).font(fonts.bold).text(inspectAreaName(group.area, language), MARGIN);
    doc.font(fonts.regular);
    for (const line of group.lines) doc.text(`• ${inspectLine(line, language)}`, MARGIN + 8);
    doc
      .fillColor('#444')
      .text(inspectAdvice(group.area, language), MARGIN + 8)
      .fillColor('#000');
  }
}

function claims(w: Writer, report: Report) {
  const { doc, t, labels, fonts } = w;
  heading(w, t('accidentHistory'));
  if (report.Notices.SameRegistrationOtherVin) doc.text(labels('sameRegistrationOtherVin')).moveDown(0.3);
  if (report.Notices.ClaimsUnderOtherRegistration) doc.text(labels('claimsUnderOtherRegistration')).moveDown(0.3);
  const ownChassis = report.BasicInfo.VehChassis;
  for (const group of report.ClaimLists) {
    if (group.Key !== ownChassis) {
      doc
        .moveDown(0.4)
        .font(fonts.bold)
        .fontSize(10)
        .text(labels('recordedOnOtherVin', { chassis: group.Key }), MARGIN);
    }
    for (const [index, claim] of claimsNewestFirst(group.Value).entries()) claimBlock(w, claim, index);
  }
}

/** The standard equipment's list: the section's last block, which the disclaimer keeps company. */
function equipmentText(w: Writer, report: Report) {
  const features = report.ABIInfo.StandardFeature.map((feature) => feature.Description);
  return features.length ? features.join(' · ') : w.t('noStandardEquipment');
}

function standardEquipment(w: Writer, report: Report) {
  const { doc, labels } = w;
  // The equipment's heading and list start a new page together with the disclaimer when the disclaimer would not
  // fit after them: a disclaimer never sits alone on the last page.
  const needed =
    headingHeight(w) + doc.heightOfString(equipmentText(w, report), { width: contentWidth(doc) }) + disclaimerHeight(w);
  const fitsAll = doc.y + needed <= pageBottom(doc);
  const equipmentFits = doc.y + needed - disclaimerHeight(w) <= pageBottom(doc);
  if (!fitsAll && equipmentFits && needed <= pageBottom(doc) - doc.page.margins.top) doc.addPage();
  heading(w, labels('standardEquipment'));
  doc.text(equipmentText(w, report));
}

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
const pageBottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** A heading's height with the space around it (moveDown 0.8 and 0.3 lines at 12 pt), at the body size of 9 pt. */
function headingHeight({ doc, fonts }: Writer) {
  doc.font(fonts.bold).fontSize(12);
  const height = doc.currentLineHeight(true) * 2.1;
  doc.font(fonts.regular).fontSize(9);
  return height;
}

const disclaimerBody = ({ t, labels }: Writer) =>
  `${t('disclaimerText', { company: COMPANY_NAME })} ${labels('absenceDisclaimer')}`;

function disclaimerHeight(w: Writer) {
  return headingHeight(w) + w.doc.heightOfString(disclaimerBody(w), { width: contentWidth(w.doc) });
}

function disclaimer(w: Writer) {
  heading(w, w.labels('disclaimer'));
  w.doc.text(disclaimerBody(w));
}

/**
 * Where the report is verified: the address printed (the page without its token: whoever types it enters the
 * fingerprint), the QR code's address (with the token, which opens the figures) and the fingerprint.
 */
export interface Verification {
  url: string;
  qrUrl: string;
  fingerprint: string;
}

/** The reference's QR code to the public verification page, the page's address and the report's fingerprint. */
function verificationBlock(w: Writer, report: Report, verification: Verification, qr: QrModules) {
  const { doc, t, fonts } = w;
  const size = 76;
  const top = doc.y + 8;
  drawQr(doc, qr, MARGIN, top, size);
  const x = MARGIN + size + 12;
  const width = doc.page.width - MARGIN - x;
  doc.font(fonts.bold).fontSize(10).fillColor('#0b4f6c').text(t('verifyHeading'), x, top, { width });
  doc
    .font(fonts.regular)
    .fontSize(9)
    .fillColor('#000')
    .text(t('verifyText', { reference: text(report.BasicInfo.ReferenceID) }), x, doc.y + 2, { width });
  doc.fillColor('#0b4f6c').text(verification.url, x, doc.y + 2, { width, link: verification.url, underline: true });
  doc
    .fillColor('#000')
    .text(t('fingerprint', { fingerprint: shortFingerprint(verification.fingerprint) }), x, doc.y + 2, { width });
  doc
    .fontSize(7)
    .fillColor('#444')
    .text(verification.fingerprint, x, doc.y + 1, { width });
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, top + size) + 4;
  doc.font(fonts.regular).fontSize(9).fillColor('#000');
}

/**
 * The paid report as an A4 PDF in the reader's language: the same content as the page, with reference, date and
 * disclaimer, and the QR code that verifies it. The records' own values (claim types, insurers, equipment) stay as ISM ABI wrote them.
 */
export async function reportPdf(report: Report, language: Language, verification: Verification): Promise<Buffer> {
  const t = checksTexts.of(language);
  const qr = await qrModules(verification.qrUrl);
  const doc = await newPdfDocument({
    size: 'A4',
    margin: MARGIN,
    lang: language,
    info: { Title: t('documentTitle', { product: PRODUCT_NAME, reference: report.BasicInfo.ReferenceID ?? '' }) },
  });
  const fonts = pdfFonts(doc, language);
  const w: Writer = { doc, language, t, labels: reportTexts.of(language), fonts };
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc
    .font(fonts.bold)
    .fontSize(18)
    .fillColor('#0b4f6c')
    .text(t('title', { product: PRODUCT_NAME }));
  doc
    .font(fonts.regular)
    .fontSize(9)
    .fillColor('#444')
    .text(
      t('referenceLine', {
        reference: text(report.BasicInfo.ReferenceID),
        searched: formatDateTime(report.BasicInfo.CreatedDate, language),
        printed: formatDateTime(new Date(), language),
      }),
    );
  headline(w, report);
  verificationBlock(w, report, verification, qr);
  vehicleDetails(w, report);
  if (report.Story) {
    mileage(w, report.Story);
    inspection(w, report.Story);
  }
  claims(w, report);
  standardEquipment(w, report);
  disclaimer(w);
  doc.end();
  return done;
}
