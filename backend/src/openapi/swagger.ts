import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('API du blog')
    .setDescription(
      'API du blog de l’hébergeur : articles, catégories, contributeurs, soumissions et récompenses. ' +
        'Toutes les réponses suivent l’enveloppe `{ success, ... }` ; en cas d’erreur `{ success: false, error, message }` avec un texte en français.',
    )
    .setVersion('1.0')
    .addServer('/')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}`,
  });
  documentServerErrors(document);
  return document;
}

/** Any route can fail unexpectedly or lose its database; both answers keep the error envelope. */
function documentServerErrors(document: OpenAPIObject): void {
  const envelope = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponseDto' } } };
  for (const item of Object.values(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method];
      if (!operation) continue;
      operation.responses['500'] ??= { description: 'Erreur interne du serveur', content: envelope };
      operation.responses['503'] ??= { description: 'Base de données indisponible, réessayez plus tard', content: envelope };
    }
  }
}

/** Swagger UI at /blog/api/docs (with a working Authorize button), JSON at /blog/api/docs-json. */
export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('blog/api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'blog/api/docs-json',
    yamlDocumentUrl: 'blog/api/docs-yaml',
    customSiteTitle: 'API du blog — documentation',
    swaggerOptions: { persistAuthorization: true },
  });
}

/** Deep copy with object keys sorted, so the committed file only changes when the API does. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
