import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { FastifyInstance, onRequestHookHandler, onSendHookHandler } from 'fastify';
import { SessionResolver } from '../auth/session-resolver';
import { errorBody } from '../common/http/api-error';
import { errorExample } from '../common/http/api-errors.decorator';
import { AppConfig } from '../config/app-config';
import { databaseErrors, httpErrors } from '../i18n/errors';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('API du blog')
    .setDescription(
      'API du blog de l’hébergeur : articles, catégories, contributeurs, soumissions et récompenses. ' +
        'Toutes les réponses suivent l’enveloppe `{ success, ... }` ; en cas d’erreur `{ success: false, error, code, message }` avec un texte en français et un code stable.',
    )
    .setVersion('1.0')
    .addServer('/')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}`,
  });
  for (const operation of operationsOf(document)) {
    documentServerErrors(operation);
    documentErrorExamples(operation);
    // Protected routes carry `@ApiBearerAuth()` (auth/decorators/access.decorator.ts); the others are public
    // and say so, rather than leaving a client to guess whether a token is needed.
    operation.security ??= [];
  }
  return document;
}

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;

function* operationsOf(document: OpenAPIObject): Generator<Operation> {
  for (const item of Object.values(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method];
      if (operation) yield operation;
    }
  }
}

const errorEnvelope = (status: number) => ({
  'application/json': { schema: { $ref: '#/components/schemas/ErrorResponseDto' }, example: errorExample(status) },
});

/** Any route can fail unexpectedly or lose its database; both answers keep the error envelope. */
function documentServerErrors(operation: Operation): void {
  operation.responses['500'] ??= { description: httpErrors.internal.text, content: errorEnvelope(500) };
  operation.responses['503'] ??= { description: databaseErrors.unavailable.text, content: errorEnvelope(503) };
}

/** Error answers documented without an example (401/403 of the access decorators) get their status's own. */
function documentErrorExamples(operation: Operation): void {
  for (const [code, response] of Object.entries(operation.responses)) {
    const json = response && 'content' in response ? response.content?.['application/json'] : undefined;
    if (/^[45]\d\d$/.test(code) && json && json.example === undefined && !json.examples)
      json.example = errorExample(Number(code));
  }
}

/** Swagger UI at /blog/api/docs (with a working Authorize button), JSON at /blog/api/docs-json. */
export function setupSwagger(app: INestApplication): void {
  // Registered before the documentation's routes, so that their own hooks are added as they are declared:
  // no other route (cached public pages above all) pays for them.
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  const adminsOnly = app.get(AppConfig).apiDocsPublic ? null : adminsOnlyHook(app.get(SessionResolver, { strict: false }));
  fastify.addHook('onRoute', (route) => {
    if (!route.url?.startsWith('/blog/api/docs')) return;
    if (adminsOnly) route.onRequest = [...hooksOf(route.onRequest), adminsOnly];
    route.onSend = [...hooksOf(route.onSend), frenchPage];
  });
  SwaggerModule.setup('blog/api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'blog/api/docs-json',
    yamlDocumentUrl: 'blog/api/docs-yaml',
    customSiteTitle: 'API du blog — documentation',
    swaggerOptions: { persistAuthorization: true },
  });
}

const hooksOf = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * Unless `API_DOCS_PUBLIC` is on (the default outside production), the documentation (the UI page, its
 * assets, the JSON and the YAML) is for admins: a request without an admin's bearer token gets the API's
 * plain 404, as if there were nothing there. A browser sends no bearer when it opens a page, so in
 * production admins read the document with their token (`curl -H "Authorization: Bearer …"
 * /blog/api/docs-json`, or an API client).
 */
function adminsOnlyHook(sessions: SessionResolver): onRequestHookHandler {
  const notFound = JSON.stringify(errorBody(httpErrors.notFound));
  return async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const bearer = SessionResolver.bearerOf(request.headers.authorization);
    const user = bearer ? await sessions.resolve(bearer) : null;
    if (user?.role === 'admin') return;
    return reply.code(404).type('application/json; charset=utf-8').send(notFound);
  };
}

/** Swagger UI's page template says `lang="en"`; the documentation is written in French. */
const frenchPage: onSendHookHandler = async (_request, reply, payload) => {
  const html = typeof payload === 'string' && String(reply.getHeader('content-type')).startsWith('text/html');
  return html ? payload.replace('<html lang="en">', '<html lang="fr">') : payload;
};

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
