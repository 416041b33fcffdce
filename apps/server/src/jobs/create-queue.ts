import type { DatabaseTarget } from '../db/connection.ts';
import { createMailSender } from '../platform/mail.ts';
import { createPgBossQueue, type JobServices } from './pg-boss.ts';
import type { JobQueue } from './queue.ts';
import { registry } from './registry.ts';

/** The registry's jobs on pg-boss, with the process's services. */
export const createJobQueue = (services: Omit<JobServices, 'sendMail'>, target: DatabaseTarget): Promise<JobQueue> =>
  createPgBossQueue(target, registry, { ...services, sendMail: createMailSender(services.config) });
