import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** `openssl ca`'s smallest configuration: no policy on the name (`-preserveDN` keeps it as given). */
const CA_CONFIG = `[ca]
default_ca = self
[self]
database = index.txt
new_certs_dir = .
serial = serial
default_md = sha256
policy = any
[any]
commonName = supplied
`;

const made: string[] = [];

/** For a test file's after hook: the directories `signingCertificate` made, removed. */
export function removeSigningCertificates() {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

const stamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:T]/g, '')}Z`;

/**
 * A self-signed RSA certificate made with the machine's `openssl` (node:crypto makes keys but no certificates), as
 * PEM files in a directory of its own: `cert.pem`, its key `key.pem`, and `other-key.pem`, a key that is not its.
 * `openssl ca` rather than `req -x509`: it takes any validity, so an expired certificate can be made too.
 */
export function signingCertificate(options: { subject?: string; validFrom?: Date; validTo?: Date } = {}): {
  dir: string;
  cert: string;
  key: string;
  otherKey: string;
} {
  const dir = mkdtempSync(path.join(tmpdir(), 'signing-'));
  made.push(dir);
  const file = (name: string) => path.join(dir, name);
  const pem = () =>
    generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
  writeFileSync(file('key.pem'), pem());
  writeFileSync(file('other-key.pem'), pem());
  writeFileSync(file('ca.cnf'), CA_CONFIG);
  writeFileSync(file('index.txt'), '');
  writeFileSync(file('serial'), '7A8999A2B3BED00C\n');
  const subject =
    options.subject ??
    '/C=MY/O=CarSemak Sdn. Bhd./organizationIdentifier=C2584563200/serialNumber=202401012345/CN=CarSemak Sdn. Bhd.';
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  openssl('req', '-new', '-key', 'key.pem', '-subj', subject, '-out', 'request.csr');
  const day = 24 * 3600 * 1000;
  openssl(
    'ca',
    '-config',
    'ca.cnf',
    '-selfsign',
    '-keyfile',
    'key.pem',
    '-in',
    'request.csr',
    '-preserveDN',
    '-startdate',
    stamp(options.validFrom ?? new Date(Date.now() - day)),
    '-enddate',
    stamp(options.validTo ?? new Date(Date.now() + 365 * day)),
    '-batch',
    '-notext',
    '-out',
    'cert.pem',
  );
  return { dir, cert: file('cert.pem'), key: file('key.pem'), otherKey: file('other-key.pem') };
}
