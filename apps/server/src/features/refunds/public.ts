export { countDueRefunds } from './queries.ts';
