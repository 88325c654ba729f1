import { type AddressInfo, connect, createServer, type Socket } from 'node:net'

/**
 * What a faulty mail server does to the next delivery:
 * - `refuse`: greets with 554 and hangs up (no service);
 * - `hang`: accepts the connection and never says a word (the client's timeout must end it);
 * - `drop-mid-message`: cuts the connection halfway through the message data;
 * - `stall-mid-message`: stops reading halfway through the message data;
 * - `drop-after-accept`: passes the whole message to the real server, which accepts it, and
 *   cuts the connection before the client hears so – the one fault no sender can tell from
 *   a lost message.
 */
export type SmtpFault = 'none' | 'refuse' | 'hang' | 'drop-mid-message' | 'stall-mid-message' | 'drop-after-accept'

export type FaultySmtp = {
  url: string
  /** The fault applied from now on; `none` passes everything through. */
  fault: SmtpFault
  /** How many times a fault was actually applied. */
  readonly injected: number
  close(): Promise<void>
}

/** A TCP proxy in front of a real SMTP server that breaks deliveries on demand. */
export async function startFaultySmtp(upstreamPort: number): Promise<FaultySmtp> {
  const sockets = new Set<Socket>()
  const state = { fault: 'none' as SmtpFault, injected: 0 }
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
    return socket
  }
  const server = createServer((client) => {
    track(client)
    if (state.fault === 'refuse') {
      state.injected++
      client.end('554 5.3.2 Service not available\r\n')
      return
    }
    if (state.fault === 'hang') {
      state.injected++
      return // the client gives up by itself
    }
    const upstream = track(connect(upstreamPort, '127.0.0.1'))
    let inData = false
    let awaitingVerdict = false
    let stalled = false
    const cut = () => {
      client.destroy()
      upstream.destroy()
    }
    upstream.on('data', (chunk: Buffer) => {
      const reply = chunk.toString('latin1')
      if (awaitingVerdict) {
        awaitingVerdict = false
        if (state.fault === 'drop-after-accept' && reply.startsWith('250')) {
          state.injected++
          return cut()
        }
      }
      if (/^354/m.test(reply)) inData = true
      client.write(chunk)
    })
    client.on('data', (chunk: Buffer) => {
      if (stalled) return
      if (inData && (state.fault === 'drop-mid-message' || state.fault === 'stall-mid-message')) {
        state.injected++
        upstream.write(chunk.subarray(0, Math.floor(chunk.length / 2)))
        if (state.fault === 'stall-mid-message') stalled = true
        else cut()
        return
      }
      if (inData && chunk.toString('latin1').endsWith('\r\n.\r\n')) {
        inData = false
        awaitingVerdict = true
      }
      upstream.write(chunk)
    })
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    get fault() {
      return state.fault
    },
    set fault(fault) {
      state.fault = fault
    },
    get injected() {
      return state.injected
    },
    close() {
      for (const socket of sockets) socket.destroy()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
