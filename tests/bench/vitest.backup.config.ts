/** `npm run bench:backup`: the backup and restore benchmark alone, through Vitest (it starts the contact server, whose templates are .tsx). */
import { defineConfig } from 'vitest/config'

import base from '../../vitest.config.ts'

export default defineConfig({ ...base, test: { ...base.test, include: ['tests/bench/backup-run.ts'] } })
