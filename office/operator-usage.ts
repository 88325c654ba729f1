/** The help text of the operator commands (`npm run requests`, office/operator-cli.ts). */
import { OPERATOR } from '../app/config/site.ts'
import {
  APPLICANT_RETENTION_DAYS,
  DEFAULT_RETENTION_DAYS,
  QUARANTINE_RETENTION_DAYS,
} from '../server/contact/retention.ts'

/** The period `stats --by-source` counts without --days or --since. */
export const DEFAULT_SOURCE_DAYS = 30

export const USAGE = `Contact requests – operator commands (npm run requests -- <command>)

  list [--limit 20] [--offset 0]   newest requests with the state of their two emails
  quarantine [--limit 20]          suspected spam (stored, not confirmed), newest first,
                                   with the reason; deleted after ${QUARANTINE_RETENTION_DAYS} days
  release <id>                     a quarantined request joins the normal flow: its
                                   notification and (within the confirmation caps) its
                                   confirmation are queued; the server sends them at once
  show <id>                        one request with every field and its emails
  export [--out requests.csv]      every request as CSV (stdout unless --out)
  resend-failed                    put emails that gave up back in the queue; the running
                                   server sends them within seconds
  dismiss <email id>               acknowledge one failed email (its id from show): it
                                   stays recorded as dismissed, and /readyz stops counting it
  delete <email>                   GDPR erasure: every request from this address, its
                                   queued emails and .eml files
  purge [--days ${DEFAULT_RETENTION_DAYS}]                delete requests older than N days (privacy policy: 12 months),
                                   quarantined ones older than ${QUARANTINE_RETENTION_DAYS} and applications (with
                                   a job) older than ${APPLICANT_RETENTION_DAYS} days, and audit
                                   entries ${OPERATOR.retention.auditLogYears} years after the end of their year
  move-to-postgres                 copy every request and email from the SQLite file in
                                   DATA_DIR into DATABASE_URL, once (stop the server first)
  stats                            number of requests and emails by state
  audit [--limit 20]               the audit log, newest first: who did what when, with
                                   request ids only (kept when the requests are erased)
  stats --by-source [--days ${DEFAULT_SOURCE_DAYS} | --since YYYY-MM-DD]
                                   requests per first page of the visit and per source
                                   (utm_source, else the referring host) in the last N
                                   days or since that day (Berlin time); quarantine left out

The database is the one the server uses: DATABASE_URL, else SQLite in DATA_DIR (default ./data).`
