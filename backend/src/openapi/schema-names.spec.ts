import { dirname, join } from 'node:path';
import { generateOpenApi } from './generate-openapi';

/**
 * @nestjs/swagger names a schema after its class. Two DTO classes with the same name get one entry in
 * `components.schemas`: the first one seen wins and every route using the other is documented with the
 * wrong fields (a generated client compiles and reads fields that are not there). Swagger only logs it,
 * and not at all for nested types, so the test records which classes the document build gives each name.
 */
type SchemaFactory = { getSchemaMetadata(type: unknown): { schemaName: string } };
const factoryModule = join(dirname(require.resolve('@nestjs/swagger')), 'services', 'schema-object-factory.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- not exported by the package; the same module instance the document build uses
const { SchemaObjectFactory } = require(factoryModule) as { SchemaObjectFactory: { prototype: SchemaFactory } };

describe('OpenAPI schema names', () => {
  it('gives every DTO class of the document a schema name of its own', async () => {
    const classesByName = new Map<string, Set<unknown>>();
    const original = SchemaObjectFactory.prototype.getSchemaMetadata;
    const spy = jest.spyOn(SchemaObjectFactory.prototype, 'getSchemaMetadata').mockImplementation(function (
      this: SchemaFactory,
      type,
    ) {
      const metadata = original.call(this, type);
      if (typeof type === 'function')
        classesByName.set(metadata.schemaName, (classesByName.get(metadata.schemaName) ?? new Set()).add(type));
      return metadata;
    });
    try {
      await generateOpenApi();
    } finally {
      spy.mockRestore();
    }

    // The hook must see the document being built: a swagger upgrade that no longer calls it fails here.
    expect(classesByName.get('ErrorResponseDto')?.size).toBe(1);
    expect(classesByName.size).toBeGreaterThan(40);
    const shared = [...classesByName]
      .filter(([, classes]) => classes.size > 1)
      .map(([name, classes]) => `${name} (${classes.size} classes)`);
    expect(shared).toEqual([]);
  }, 60_000);
});
