import { byId, byUnikey } from './common.ts';
import { endpointGroup } from './endpoint.ts';
import { z } from './zod.ts';

/** A watched vehicle: what it is, since when, and whether an import has recorded new claims for it since. */
export const watchRow = z.object({
  Id: z.number().int(),
  Unikey: z.string(),
  VehicleRegistrationNo: z.string().nullable(),
  VehChassis: z.string(),
  Make: z.string().nullable(),
  Model: z.string().nullable(),
  WatchedSince: z.string(),
  /** New claims recorded since the watch began (or since the report it was renewed from); 0 when nothing changed. */
  NewClaims: z.number().int(),
  ChangedAt: z.string().nullable(),
});
export type WatchRow = z.infer<typeof watchRow>;
export const watchList = z.array(watchRow);

/** Whether the caller watches the vehicle of this report of theirs (others are answered 404). */
export const watchStatus = z.object({ Watching: z.boolean(), Id: z.number().int().nullable() });
export type WatchStatus = z.infer<typeof watchStatus>;

/** The answer of watching and of stopping: the watch's id. */
export const watchId = z.object({ Id: z.number().int() });

const { get, post } = endpointGroup('watches');

/** The watchlist: watch the vehicle of one's own paid report, list the watched vehicles, stop watching. */
export const watchEndpoints = {
  watch: post('/api/Watch', { query: byUnikey, answer: watchId }),
  stop: post('/api/Watch/Stop', { query: byId, answer: watchId }),
  list: get('/api/Watch', { answer: watchList }),
  status: get('/api/Watch/Status', { query: byUnikey, answer: watchStatus }),
};
