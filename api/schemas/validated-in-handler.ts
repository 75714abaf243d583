/**
 * Route option `validatorCompiler` for a body the handler validates itself: the route's schema still
 * documents it (OpenAPI), but Fastify passes it through as it came, so the handler can name the
 * field at fault precisely (activities[i].field) or merge it with multipart form fields first.
 */
export const validatedInHandler = () => (data: unknown) => ({ value: data });
