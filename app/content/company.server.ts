/**
 * The company details as the site uses them, computed from the singletons under content/
 * (keystatic/company.ts, keystatic/careers.ts; read and validated by
 * app/content/reader/read-content.ts). Runs in Node only: the Vite plugin hands the finished values
 * to the pages and the server bundle as `virtual:content/company`, and scripts run by Node import
 * the same values through app/content/reader/node/company.ts. app/config/site.ts re-exports them.
 */
import { BUILD_YEAR } from '../config/build-year.ts'
import { telHref } from '../lib/tel.ts'
import { readSingleton } from './reader/read-content.ts'

/** Promised response time in hours; the contact page's copy states it too. Code, not content. */
const RESPONSE_HOURS = 24

/** The copyright line runs from 2022 to the year the site was built. */
const COPYRIGHT_FROM = 2022

/** Every company value the site uses, from the content files under `root`. */
export async function companyContent(root: string) {
  const [company, hours, operations, software, hrContact, internship] = await Promise.all([
    readSingleton(root, 'company'),
    readSingleton(root, 'contactHours'),
    readSingleton(root, 'operations'),
    readSingleton(root, 'software'),
    readSingleton(root, 'hrContact'),
    readSingleton(root, 'internship'),
  ])
  const processor = ({ provider, address, location }: { provider: string; address: string; location: string }) => ({
    provider,
    address,
    serverLocation: location,
  })
  const officer = operations.dataProtectionOfficer
  return {
    // One object literal in the order app/config/site.ts always had, so the pages' bundles keep their bytes.
    SITE: {
      brand: company.brand,
      legalName: company.legalName,
      tagline: company.tagline,
      email: company.email,
      phone: company.phone,
      phoneHref: telHref(company.phone),
      address: company.address,
      hours,
      responseHours: RESPONSE_HOURS,
      company: {
        representatives: company.representatives,
        register: company.register,
        registerNumber: company.registerNumber,
        vatId: company.vatId,
        contentResponsible: company.contentResponsible,
        seat: company.seat,
      },
      copyright: { from: COPYRIGHT_FROM, to: BUILD_YEAR },
    },
    // Each on its own, so OPERATOR (app/config/site.ts) leaves a bundle that does not use it.
    HOSTING: processor(operations.hosting),
    MAIL: processor(operations.mail),
    DATA_PROTECTION_OFFICER: officer.discriminant ? officer.value : null,
    BACKUP_STORAGE: operations.backupStorage,
    INTERNSHIP: {
      // Required fields (keystatic/careers.ts): Keystatic's type says `number`, not `number | null`.
      hourlyPayEur: internship.hourlyPayEur,
      fullTimeHoursPerWeek: internship.fullTimeHoursPerWeek,
    },
    SOFTWARE: {
      hosting: { provider: software.hostingProvider, serverLocation: software.serverLocation },
      dataProcessingAgreement: software.dataProcessingAgreement,
      aiModels: software.aiModels,
      terms: {
        minimumTermMonths: software.minimumTermMonths,
        notice: software.notice,
        withCampaignSupport: software.withCampaignSupport,
      },
    },
    HR_CONTACT: {
      name: hrContact.name,
      position: hrContact.position,
      email: hrContact.email,
      phone: hrContact.phone,
      phoneHref: telHref(hrContact.phone),
      image: hrContact.image,
      legacyApplicationEmail: hrContact.legacyApplicationEmail,
    },
  }
}
