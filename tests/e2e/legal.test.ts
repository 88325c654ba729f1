import { expect, test } from '@playwright/test'

import { EXTERNAL, OPERATOR, SITE } from '../../app/config/site.ts'
import { CONTACT_FORM_LEGAL_BASES } from '../../app/content/legal-texts.ts'
import { contentModule } from '../support/content.ts'
import { waitForHydration } from '../support/playwright-utils.ts'

const { PRIVACY } = await contentModule('virtual:content/legal')

test.describe('legal notice', () => {
  test('is German, noindex, with the § 5 DDG data from the site configuration', async ({ page }) => {
    await page.goto('/legal')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Angaben gemäß § 5 DDG',
      'Vertreten durch',
      'Kontakt',
      'Registereintrag',
      'Umsatzsteuer-ID',
      'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      'EU-Streitschlichtung und Verbraucherstreitbeilegung',
      'Nutzungsbedingungen und Haftungsausschluss',
    ])
    const { address, company } = SITE
    for (const text of [SITE.legalName, address.street, `${address.postalCode} ${address.city}`, company.vatId])
      await expect(main).toContainText(text)
    for (const name of company.representatives) await expect(main.locator('#vertretung')).toContainText(name)
    await expect(main.locator('#kontakt').getByRole('link', { name: SITE.email })).toHaveAttribute(
      'href',
      `mailto:${SITE.email}`,
    )
    await expect(main.locator('#kontakt').getByRole('link', { name: SITE.phone })).toHaveAttribute(
      'href',
      SITE.phoneHref,
    )
  })

  test('terms of use hold liability for content, copyright and privacy, and link to the privacy policy', async ({
    page,
  }) => {
    await page.goto('/legal')
    await waitForHydration(page)
    const terms = page.locator('#nutzungsbedingungen')
    await expect(terms.getByRole('heading', { level: 3 })).toHaveText([
      'Haftung für Inhalte',
      'Haftung für Links',
      'Urheberrecht',
      'Datenschutz',
    ])
    // Every picture on the site is the company's own artwork; the icons are Lucide's.
    await expect(terms).toContainText(
      `Bildnachweise: Alle Illustrationen und Grafiken auf dieser Website hat die ${SITE.legalName} selbst erstellt.`,
    )
    await terms.getByRole('link', { name: 'Zur Datenschutzerklärung' }).click()
    await expect(page).toHaveURL('/privacy')
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible()
  })

  test('the English header and footer are marked English on the German page', async ({ page }) => {
    await page.goto('/legal')
    await expect(page.locator('[data-slot="site-header"]')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('contentinfo')).toHaveAttribute('lang', 'en')
  })
})

test.describe('privacy policy', () => {
  test('is German, noindex, with the month its text last changed and its sections in order', async ({ page }) => {
    await page.goto('/privacy')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    // The month the text last changed, kept in the content next to the text.
    await expect(page.getByText(`Stand: ${PRIVACY.lastUpdated}`)).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Inhalt',
      'Summary in English',
      '1. Datenschutz auf einen Blick',
      '2. Hosting',
      '3. Allgemeine Hinweise und Pflichtinformationen',
      '4. Datenerfassung auf dieser Website',
      '5. Social-Media-Plugins',
      '6. E-Mail-Versand',
      '7. Cookies',
      '8. Ihre Rechte',
    ])
  })

  test('describes what the site does: logs, form fields, timestamp and IP, retention, no cookies', async ({ page }) => {
    await page.goto('/privacy')
    const collection = page.locator('#datenerfassung')
    await expect(collection.getByRole('heading', { name: 'Server-Log-Dateien' })).toBeVisible()
    await expect(collection).toContainText('nach 14 Tagen automatisch gelöscht')
    const fields = collection.getByRole('heading', { name: 'Kontaktformular', exact: true }).locator('xpath=..')
    await expect(fields.getByRole('listitem')).toHaveText([
      'Name (Pflichtangabe)',
      'E-Mail-Adresse (Pflichtangabe)',
      'Telefonnummer (freiwillig)',
      'Organisation (freiwillig)',
      /^Art des Wahlkampfs: Kommunalwahl, Landtagswahl, Bundestagswahl, Europawahl, Bürgermeisterwahl oder Sonstiges/,
      'Ihre Nachricht (Pflichtangabe)',
      /telefonischen Rückruf/,
    ])
    await expect(collection).toContainText(
      'speichert unser Server zusätzlich den Zeitpunkt der Anfrage und Ihre IP-Adresse',
    )
    await expect(collection).toContainText('höchstens 10 Minuten nach Ihrer letzten Anfrage im Arbeitsspeicher')
    await expect(collection).toContainText('Unser Server löscht Anfragen automatisch 12 Monate nach ihrem Eingang')
    await expect(page.locator('#cookies')).toContainText('Diese Website setzt keine Cookies')
    await expect(page.locator('#cookies')).toContainText('sessionStorage')
    // The site loads no web font (docs/decisions/018), so the policy says so.
    await expect(page.locator('#auf-einen-blick')).toContainText('Wir laden keine Schriftarten')
    await expect(page.locator('main')).not.toContainText('Schriftarten und sämtliche Bilder')
    await expect(collection).toContainText(
      `Die IP-Adresse löscht er ${OPERATOR.retention.ipAddressDays} Tage nach Eingang automatisch`,
    )
    // Art. 26 GDPR: the providers' agreements on the profile statistics, as links.
    const profiles = page.locator('#social-media')
    await expect(profiles).toContainText('bei jedem von uns geltend machen können (Art. 26 Abs. 3 DSGVO)')
    for (const href of [
      'https://legal.linkedin.com/pages-joint-controller-addendum',
      'https://www.facebook.com/legal/terms/page_controller_addendum',
    ]) {
      await expect(profiles.getByRole('link', { name: new RegExp(`^${href}`) })).toHaveAttribute('href', href)
    }
  })

  test('names the operator facts from the site configuration', async ({ page }) => {
    await page.goto('/privacy')
    const { hosting, mail, dataProtectionOfficer: officer, retention } = OPERATOR
    await expect(page.locator('#hosting')).toContainText(
      `den die ${hosting.provider}, ${hosting.address}, für uns bereitstellt`,
    )
    await expect(page.locator('#hosting')).toContainText(`Der Server steht in ${hosting.serverLocation}.`)
    await expect(page.locator('#e-mail-versand')).toContainText(
      `Der Versand erfolgt über die ${mail.provider}, ${mail.address}, deren Mailserver in ${mail.serverLocation} stehen. Dort liegt auch unser Postfach`,
    )
    if (officer) {
      await expect(page.locator('#allgemeine-hinweise')).toContainText(`${officer.role}: ${officer.name}`)
      await expect(page.locator('#allgemeine-hinweise').getByRole('link', { name: officer.email })).toBeVisible()
    }
    const collection = page.locator('#datenerfassung')
    await expect(collection).toContainText(`Die Log-Dateien beider Server werden nach ${retention.logDays} Tagen`)
    await expect(collection).toContainText(
      'Weder unser Server noch der vorgeschaltete Webserver schreibt Ihre IP-Adresse oder Angaben zu Ihrem Browser',
    )
    // Apply Now opens an application form; the server knows an application by its job (docs/decisions/035).
    await expect(collection).toContainText(
      'Sie bewerben sich über das Bewerbungsformular hinter „Apply Now“ bei jeder Stellenanzeige',
    )
    await expect(collection).toContainText('er erkennt sie an der gespeicherten Stelle')
    await expect(collection).toContainText(`${OPERATOR.applicationRetentionMonths} Monate nach ihrem Eingang`)
    await expect(collection).toContainText(`automatisch ${retention.suspectedSpamDays} Tage nach ihrem Eingang`)
    await expect(collection).toContainText(
      `${CONTACT_FORM_LEGAL_BASES.request}, soweit Ihre Anfrage mit der Erfüllung eines Vertrags zusammenhängt`,
    )
    await expect(collection).toContainText(`Einwilligung nach ${CONTACT_FORM_LEGAL_BASES.politicalOpinions}`)
    await expect(page.locator('#social-media')).toContainText(
      `${EXTERNAL.professionalNetwork.label} und ${EXTERNAL.photoNetwork.label}`,
    )
  })

  test('opens with a summary in English, marked as English, for readers of the English contact form', async ({
    page,
  }) => {
    await page.goto('/privacy')
    const summary = page.locator('#summary')
    await expect(summary).toHaveAttribute('lang', 'en')
    await expect(summary.getByRole('heading', { level: 2 })).toHaveText('Summary in English')
    await expect(summary).toContainText('The full privacy policy below is in German.')
    await expect(summary).toContainText(
      `deletes requests ${Math.round(OPERATOR.retention.contactRequestDays / 30.4)} months`,
    )
    await expect(summary).toContainText(`after ${OPERATOR.applicationRetentionMonths} months`)
  })

  test('the table of contents jumps to its section', async ({ page }) => {
    await page.goto('/privacy')
    await waitForHydration(page)
    await page.getByRole('navigation', { name: 'Inhalt' }).getByRole('link', { name: '7. Cookies' }).click()
    await expect(page).toHaveURL(/\/privacy#cookies$/)
    await expect(page.getByRole('heading', { level: 2, name: '7. Cookies' })).toBeInViewport()
  })
})
