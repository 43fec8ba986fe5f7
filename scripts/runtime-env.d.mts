/** `{ MALLOC_ARENA_MAX, NODE_OPTIONS }` as the Dockerfile's runtime stage sets them. */
export function runtimeEnv(): Record<'MALLOC_ARENA_MAX' | 'NODE_OPTIONS', string>
