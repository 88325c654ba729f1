import { z } from 'zod'

/**
 * Server configuration from the environment, validated once at start-up so a typo fails
 * loudly instead of at the first request. Every variable is listed in `.env.example`.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin; canonical URLs are baked in at build time from the same variable. */
  SITE_URL: z.url().default('http://localhost:3000'),
  /** Set when a TLS-terminating proxy sits in front: X-Forwarded-Proto is trusted and HSTS is sent. */
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  /** Directory of the prerendered client build. */
  CLIENT_DIR: z.string().default('build/client'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
})

export type Env = z.infer<typeof EnvSchema>

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')
    throw new Error(`Invalid environment:\n${problems}`)
  }
  return parsed.data
}
