import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generatedSchema, writtenSchema } from '../src/db/schema-source.ts';

describe("the database's types", () => {
  it('are what kysely-codegen reads from the migrated database: a migration without `npm run db:schema` fails', async () => {
    assert.equal(
      await writtenSchema(),
      await generatedSchema(),
      'run `npm run db:schema` and commit apps/server/src/db/schema.ts',
    );
  });
});
