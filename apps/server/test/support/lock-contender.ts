// One of many processes starting on one data folder at once (data-lock.test.ts): says "ready", waits for "go" on
// stdin, tries the lock, says "won" or "refused", and keeps running (a winner stays a live holder) until stdin ends.
import { lockDataDir } from '../../src/db/data-lock.ts';

const dataDir = process.argv[2] ?? '';
process.stdin.setEncoding('utf8');
process.stdin.once('data', () => {
  try {
    lockDataDir(dataDir);
    process.stdout.write('won\n');
  } catch (error) {
    process.stdout.write(/Another portal process/.test(String(error)) ? 'refused\n' : `failed ${String(error)}\n`);
  }
});
process.stdin.on('end', () => process.exit(0));
process.stdout.write('ready\n');
