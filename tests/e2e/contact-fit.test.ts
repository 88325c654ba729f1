/**
 * On the narrowest phones we test (375 px) and a common one (390 px), every label of
 * the contact form and every placeholder fits its field whole – none is cut off, as the
 * organization's placeholder was ("Party, association or voter alliance (op…"). The placeholder
 * is measured with the field's own font in the page, against the width the field leaves for text.
 */
import { expect, test } from '@playwright/test'

import { CONTACT } from '../../app/content/contact.ts'
import { PHONE, waitForHydration } from '../support/playwright-utils.ts'

type Fit = { name: string; text: string; textWidth: number; room: number }

for (const width of [PHONE.width, 390]) {
  test(`at ${width} px every placeholder and label of the contact form fits whole`, async ({ page }) => {
    await page.setViewportSize({ width, height: PHONE.height })
    await page.goto('/contact')
    await waitForHydration(page)
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: CONTACT.form.submit.idle }) })
    await expect(form).toBeVisible()

    const fits: Fit[] = await form.evaluate((element) => {
      const canvas = document.createElement('canvas').getContext('2d')!
      const px = (value: string) => Number.parseFloat(value) || 0
      const measure = (field: HTMLElement, text: string) => {
        const style = getComputedStyle(field)
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        return canvas.measureText(text).width + px(style.letterSpacing) * text.length
      }
      const room = (field: HTMLElement) => {
        const style = getComputedStyle(field)
        return field.clientWidth - px(style.paddingLeft) - px(style.paddingRight)
      }
      const results: Fit[] = []
      // One-line fields: inputs show their placeholder on one line, a select its empty option.
      for (const input of element.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
        if (input.offsetParent === null) continue // the hidden spam trap
        results.push({
          name: input.name,
          text: input.placeholder,
          textWidth: measure(input, input.placeholder),
          room: room(input),
        })
      }
      for (const select of element.querySelectorAll<HTMLSelectElement>('select')) {
        const shown = select.options[select.selectedIndex]?.text ?? ''
        results.push({ name: select.name, text: shown, textWidth: measure(select, shown), room: room(select) })
      }
      // Labels wrap; one that cannot (a long word, no wrapping) would overflow its box.
      for (const label of element.querySelectorAll<HTMLLabelElement>('label')) {
        if (label.offsetParent === null) continue
        results.push({
          name: `label ${label.htmlFor}`,
          text: label.innerText,
          textWidth: label.scrollWidth,
          room: label.clientWidth,
        })
      }
      return results
    })

    const placeholders = Object.values(CONTACT.form.fields)
      .map((field) => field.placeholder)
      .filter((text) => text && !text.includes('.'))
    // Every one-line placeholder of the copy was measured (the message box's wraps in its five rows).
    for (const text of placeholders) expect(fits.map((fit) => fit.text)).toContain(text)
    expect(fits.filter((fit) => fit.name.startsWith('label')).length).toBeGreaterThanOrEqual(7)
    for (const fit of fits) {
      expect(
        fit.textWidth,
        `${fit.name}: "${fit.text}" is ${Math.ceil(fit.textWidth)} px in ${fit.room} px`,
      ).toBeLessThanOrEqual(fit.room)
    }
  })
}
