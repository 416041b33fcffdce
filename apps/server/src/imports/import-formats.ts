import { z } from 'zod';
import type { Db } from '../db/connection.ts';
import { normaliseKey } from '../db/normalise.ts';
import {
  deleteStandardFeatures,
  upsertClaims,
  upsertIsmabiRows,
  upsertStandardFeatures,
  upsertVehicles,
} from '../db/vehicle-data.ts';
import type { NewClaim, NewIsmabiRow, NewStandardFeature, NewVehicle } from '../db/vehicle-records.ts';
import { field } from './import-fields.ts';

export const importKinds = ['vehicles', 'claims', 'ismdata', 'ismfeatures'] as const;
export type ImportKind = (typeof importKinds)[number];

/** A column: its name in the header row (the first of `headers`; the rest are accepted too). */
export interface ColumnSpec {
  key: string;
  headers: readonly string[];
  required: boolean;
}

export interface ImportFormat<T> {
  columns: readonly ColumnSpec[];
  schema: z.ZodType<T, Record<string, unknown>>;
  /** What makes a row the same as another: a file may not hold it twice. */
  naturalKey: (row: T) => string;
  keyLabel: string;
  /** A writer for one import: it may keep state from batch to batch. */
  createWriter: () => (db: Db, rows: T[]) => Promise<void>;
}

const column = (key: string, headers: readonly string[], required = false): ColumnSpec => ({ key, headers, required });

const vehicles: ImportFormat<NewVehicle> = {
  columns: [
    column('registrationNo', ['RegistrationNo', 'VehicleRegistrationNo', 'VehRegNo', 'RegNo'], true),
    column('chassisNo', ['ChassisNo', 'VehChassis', 'VIN', 'ChassisNumber'], true),
    column('nvic', ['NVIC']),
    column('make', ['Make', 'VehMakeDesc'], true),
    column('family', ['Family', 'Model', 'VehModelDesc'], true),
    column('variant', ['Variant', 'VehicleTrim']),
    column('yearOfManufacture', ['YearOfManufacture', 'Year', 'YearMake'], true),
    column('transmission', ['Transmission']),
    column('engineCc', ['EngineCC', 'CC', 'CapacityCC']),
    column('engine', ['Engine', 'EngineDesc']),
    column('sumInsuredSen', ['SumInsured']),
  ],
  schema: z.object({
    registrationNo: field.registration(),
    chassisNo: field.chassis(),
    nvic: field.optionalNvic(),
    make: field.text('make', 60),
    family: field.text('family', 60),
    variant: field.optionalText('variant', 120),
    yearOfManufacture: field.year(),
    transmission: field.optionalText('transmission', 20),
    engineCc: field.engineCc(),
    engine: field.optionalText('engine', 60),
    sumInsuredSen: field.optionalMoney('sum insured'),
  }),
  naturalKey: (row) => normaliseKey(row.chassisNo),
  keyLabel: 'chassis number',
  createWriter: () => upsertVehicles,
};

const claims: ImportFormat<NewClaim> = {
  columns: [
    column('insurer', ['Insurer', 'InsurerName'], true),
    column('claimNo', ['ClaimNo', 'ClaimNumber', 'ClaimRef'], true),
    column('chassisNo', ['ChassisNo', 'VehChassis', 'VIN'], true),
    column('registrationNo', ['RegistrationNo', 'VehicleRegistrationNo', 'VehRegNo'], true),
    column('accidentLossDate', ['AccidentLossDate', 'AccidentDate', 'LossDate'], true),
    column('estimateAuthorisedSen', ['EstimateAuthorized', 'EstimateAuthorised'], true),
    column('sumInsuredSen', ['SumInsured'], true),
    column('claimTypeDesc', ['ClaimTypeDesc', 'ClaimType'], true),
    column('accidentLossType', ['AccidentLossType']),
    column('typeOfLoss', ['TypeOfLoss']),
    column('policyStatus', ['PolicyStatus']),
    column('vehMileage', ['VehMileage', 'Mileage']),
    column('noOfParts', ['NoOfParts']),
    column('sameAccidentsCount', ['SameAccidentsCount']),
    column('parts', ['Parts']),
    column('yearOfManufacture', ['YearOfManufacture', 'Year']),
    column('make', ['VehMakeDesc', 'Make']),
    column('model', ['VehModelDesc', 'Model', 'Family']),
    column('trim', ['VehicleTrim', 'Variant']),
  ],
  schema: z.object({
    insurer: field.text('insurer', 100),
    claimNo: field.text('claim number', 40),
    chassisNo: field.chassis(),
    registrationNo: field.registration(),
    accidentLossDate: field.date('accident date'),
    estimateAuthorisedSen: field.money('estimate authorised'),
    sumInsuredSen: field.money('sum insured').refine((sen) => sen > 0, 'sum insured must be more than RM 0'),
    claimTypeDesc: field.text('claim type', 60),
    accidentLossType: field.optionalText('accident loss type', 60),
    typeOfLoss: field.optionalText('type of loss', 60),
    policyStatus: field.optionalText('policy status', 30),
    vehMileage: field.count('mileage', 2_000_000),
    noOfParts: field.count('number of parts', 1000),
    sameAccidentsCount: field.count('same accidents count', 1000),
    parts: field.optionalText('parts', 4000),
    yearOfManufacture: field.optionalYear(),
    make: field.optionalText('make', 60),
    model: field.optionalText('model', 60),
    trim: field.optionalText('trim', 120),
  }),
  naturalKey: (row) => `${row.insurer}\u0000${row.claimNo}`,
  keyLabel: 'insurer and claim number',
  createWriter: () => upsertClaims,
};

const ismdata: ImportFormat<NewIsmabiRow> = {
  columns: [
    column('nvic', ['NVIC'], true),
    column('make', ['MAKE'], true),
    column('family', ['FAMILY'], true),
    column('variant', ['VARIANT']),
    column('yearOfManufacture', ['YEAR', 'YearOfManufacture']),
    column('transmission', ['TRANSMISSION']),
    column('engineCc', ['CC', 'EngineCC']),
    column('emNewPriceSen', ['EMNEWPR']),
    column('wmNewPriceSen', ['WMNEWPR']),
    column('marketValueSen', ['MARKETVALUE', 'MarketValue', 'MKTVALUE']),
  ],
  schema: z.object({
    nvic: field.nvic(),
    make: field.text('make', 60),
    family: field.text('family', 60),
    variant: field.optionalText('variant', 120),
    yearOfManufacture: field.optionalYear(),
    transmission: field.optionalText('transmission', 20),
    engineCc: field.engineCc(),
    emNewPriceSen: field.optionalMoney('East Malaysia new price (EMNEWPR)'),
    wmNewPriceSen: field.optionalMoney('West Malaysia new price (WMNEWPR)'),
    marketValueSen: field.optionalMoney('market value'),
  }),
  naturalKey: (row) => row.nvic,
  keyLabel: 'NVIC',
  createWriter: () => upsertIsmabiRows,
};

type FeatureRow = Omit<NewStandardFeature, 'position'>;

const ismfeatures: ImportFormat<FeatureRow> = {
  columns: [column('nvic', ['NVIC'], true), column('description', ['Description', 'StandardFeature', 'Feature'], true)],
  schema: z.object({ nvic: field.nvic(), description: field.prose('description', 200) }),
  naturalKey: (row) => `${row.nvic}\u0000${row.description.toLowerCase()}`,
  keyLabel: 'NVIC and description',
  /**
   * The file holds each named NVIC's whole list, in order: its old list goes the first time
   * the NVIC is met, and positions follow the file.
   */
  createWriter: () => {
    const positions = new Map<string, number>();
    return async (db, rows) => {
      const newNvics = [...new Set(rows.map((row) => row.nvic))].filter((nvic) => !positions.has(nvic));
      await deleteStandardFeatures(db, newNvics);
      const numbered = rows.map((row) => {
        const position = (positions.get(row.nvic) ?? 0) + 1;
        positions.set(row.nvic, position);
        return { ...row, position };
      });
      await upsertStandardFeatures(db, numbered);
    };
  },
};

export const importFormats = { vehicles, claims, ismdata, ismfeatures } as const;
