/**
 * The privacy policy tells a visitor what the software does with backups (docs/decisions/024): how
 * often, where the encrypted off-site copy lives (from the site configuration, like the
 * hoster), how long copies are kept, and that an erasure reaches them. The figures are pinned
 * to the deployment in server/privacy-claims.test.ts.
 */
import { expect, test } from '@playwright/test'

import { OPERATOR } from '../../app/config/site.ts'

test('the privacy policy says how backups are made, where the off-site copy lives and that erasure reaches them', async ({
  page,
}) => {
  await page.goto('/privacy')
  const heading = page.locator('#datenerfassung').getByRole('heading', { name: 'Kontaktformular: Sicherungskopien' })
  await expect(heading).toBeVisible()
  const section = heading.locator('xpath=..')
  const { backups } = OPERATOR
  await expect(section).toContainText(`alle ${backups.everyMinutes} Minuten`)
  await expect(section).toContainText(`bleiben ${backups.localDays} Tage auf dem Server`)
  await expect(section).toContainText(`verschlüsselt bei der ${backups.offsite.provider}, ${backups.offsite.address}`)
  await expect(section).toContainText(`Speicherort: ${backups.offsite.location}`)
  await expect(section).toContainText(`nach ${backups.offsiteDays} Tagen gelöscht`)
  await expect(section).toContainText(
    `mit PostgreSQL, mit dem Protokoll ihrer Änderungen bis zu ${backups.postgresLocalDays} Tage`,
  )
  await expect(section).toContainText(`spätestens nach ${backups.longestDays} Tagen`)
  await expect(section).toContainText('löscht der Server die seither gelöschten Anfragen darin sofort wieder')
  await expect(section).toContainText(
    `Kennung, Zeitpunkt und Anlass der Löschung und löscht den Vermerk nach ${OPERATOR.retention.erasureJournalDays} Tagen`,
  )
})
