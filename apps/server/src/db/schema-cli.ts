import { writeFile } from 'node:fs/promises';
import { generatedSchema, SCHEMA_FILE } from './schema-source.ts';

await writeFile(SCHEMA_FILE, await generatedSchema());
console.log('apps/server/src/db/schema.ts written from the migrations.');
