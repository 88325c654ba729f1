/**
 * The company details as the site uses them, computed from the singletons under content/
 * (keystatic/company.ts, keystatic/careers.ts; read and validated by
 * scripts/content/read-content.ts). Runs in Node only: the Vite plugin hands the finished values
 * to the pages and the server bundle as `virtual:content/company`, and scripts run by Node import
 * the same values through scripts/content/node/company.ts. app/config/site.ts re-exports them.
 */
import { readSingleton } from '../../scripts/content/read-content.ts'

/** The dialling link of a phone number as the site shows it: '+49 30 1234567-0' → 'tel:+493012345670'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`

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
    COMPANY: {
      brand: company.brand,
      legalName: company.legalName,
      tagline: company.tagline,
      email: company.email,
      phone: company.phone,
      phoneHref: telHref(company.phone),
      address: company.address,
      company: {
        representatives: company.representatives,
        register: company.register,
        registerNumber: company.registerNumber,
        vatId: company.vatId,
        contentResponsible: company.contentResponsible,
        seat: company.seat,
      },
    },
    CONTACT_HOURS: hours,
    OPERATIONS: {
      hosting: processor(operations.hosting),
      mail: processor(operations.mail),
      dataProtectionOfficer: officer.discriminant ? officer.value : null,
      backupStorage: operations.backupStorage,
    },
    INTERNSHIP: {
      // Required fields (keystatic/careers.ts): the reader has refused a file without them.
      hourlyPayEur: internship.hourlyPayEur!,
      fullTimeHoursPerWeek: internship.fullTimeHoursPerWeek!,
    },
    SOFTWARE: {
      hosting: { provider: software.hostingProvider, serverLocation: software.serverLocation },
      dataProcessingAgreement: software.dataProcessingAgreement,
      aiModels: software.aiModels,
      terms: {
        minimumTermMonths: software.minimumTermMonths!,
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

export type CompanyContent = Awaited<ReturnType<typeof companyContent>>
