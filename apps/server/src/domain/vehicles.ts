import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { findVehicleByChassis, newestVehicleByRegistration } from './vehicles/queries.ts';

/** Bulk checks look up a whole list of vehicles at once. */
export { vehiclesByKeys } from './vehicles/queries.ts';

/** The vehicle a search finds: the newest of its plate, or the one of its chassis number. */
export const searchedVehicle = (db: Kysely<DB>, byRegistration: boolean, key: string) =>
  byRegistration ? newestVehicleByRegistration(db, key) : findVehicleByChassis(db, key);
