import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';

/** The OpenAPI document, generated from the contract's route table: JSON at /api/docs/openapi.json, a reader at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Trueline API',
        version: '1.0.0',
        description:
          'The console API and the public API for dialers and customers\' systems. Every success answers `{ "data": … }`; every failure `{ "message", "code", "errors"? }`. ' +
          'Console calls use a bearer access token from /api/auth; public calls use a workspace API key in `X-Api-Key` (or `Authorization: Bearer`, or `?api-key=`).',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // No badge from the public validator: the reader loads nothing from elsewhere.
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    // The reader's own content policy (its pages are not the console's): its scripts and styles are its own files, and
    // its React components style inline; its icons are data: images.
    staticCSP: "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
