import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Probes and scrapes come every few seconds all day: logged at debug so they do not drown the requests. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

const pathOf = (request: FastifyRequest) => request.url.split('?')[0];

/**
 * Fastify's request log lines, one per request: "request completed" with the method, URL, status
 * and time, and (through the child logger authenticate.ts binds) the organisation and the key's
 * display prefix. "incoming request" is at debug: the completed line says it all.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (QUIET_PATHS.has(pathOf(request))) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
