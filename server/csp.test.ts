import { createHash } from 'node:crypto'

import { describe, expect, test } from 'vitest'

import { inlineScriptHashes, pageCsp } from './csp.ts'

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`

describe('inline script hashes', () => {
  test('hash every executable inline script and nothing else', () => {
    const html = [
      '<script>window.a=1</script>',
      '<script type="module" async="">import "/x.js"</script>',
      '<script src="/assets/app.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>window.a=1</script>',
      '<script type="speculationrules">{"prefetch":[]}</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([sha('window.a=1'), sha('import "/x.js"'), sha('{"prefetch":[]}')])
  })

  test('the policy allows those hashes but never unsafe-inline or unsafe-eval for scripts', () => {
    const policy = pageCsp([sha('x')], { https: false })
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src'))
    expect(scriptSrc).toBe(`script-src 'self' ${sha('x')}`)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toContain('upgrade-insecure-requests')
    expect(pageCsp([], { https: true })).toContain('upgrade-insecure-requests')
  })
})
