/**
 * The contact form's retry: a 503 ("could not be saved just now, try again") stored nothing – the
 * transaction was rolled back, say on a database lock or a connection a busy host could not get in
 * time – so the form sends the same request again with the same Idempotency-Key, after a pause that
 * grows with each attempt. Returns the first answer that is not a 503, or the last 503 after
 * `tries` attempts; the caller asserts what it expects of it.
 */
export async function sendAgainOn503<Answer extends { status: number }>(
  send: () => Promise<Answer>,
  { tries = 10, pauseMs = 200 } = {},
): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    const answer = await send()
    if (answer.status !== 503 || attempt >= tries) return answer
    await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt))
  }
}
