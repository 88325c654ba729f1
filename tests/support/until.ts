/** Polls `check` every 25 ms until it holds; fails after `timeoutMs`, naming `what` it waited for. */
export async function until(
  check: () => Promise<boolean> | boolean,
  { timeoutMs = 20_000, what = 'the condition holds' } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
