import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const CSV_MEDIA_TYPES = ['text/csv', 'application/csv'];

/** Whether the body is an upload (a form or CSV text), which the upload routes read and watch themselves (receive-csv.ts). */
export function isUploadBody(request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'multipart/form-data' || CSV_MEDIA_TYPES.includes(type);
}

/** What a CSV upload form may hold besides its file (the limits in docs/api-guide.md); busboy enforces them. */
export const FORM_LIMITS = { fields: 20, fieldSize: 10_000, parts: 30 } as const;

/** Raw text/csv bodies, kept aside rather than as request.body so nothing ever buffers or walks them. */
const csvBodies = new WeakMap<FastifyRequest, Readable>();

/** The unread text/csv body of a request, if it has one. */
export function csvBodyOf(request: FastifyRequest): Readable | undefined {
  return csvBodies.get(request);
}

/**
 * File intake for the routes of the scope that registers it: multipart/form-data (fields and one
 * file) and raw text/csv bodies, both left as streams for the handler to write to storage. The size
 * limit is enforced while storing (api/uploads/store-upload.ts), so busboy only needs to stop a byte
 * past it.
 */
export default fp(
  async function uploads(app: FastifyInstance) {
    await app.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: app.config.UPLOAD_LIMIT_BYTES + 1, files: 2, ...FORM_LIMITS },
    });
    app.addContentTypeParser(CSV_MEDIA_TYPES, (request, payload, done) => {
      csvBodies.set(request, payload);
      done(null);
    });
  },
  { name: 'uploads' },
);
