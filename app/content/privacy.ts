import { type DataProtectionOfficer, EXTERNAL, HR_CONTACT, OPERATOR, SITE } from '../config/site.ts'
import { PRIVACY_SUMMARY_EN } from './privacy-summary.ts'
import type { SeoContent } from './types.ts'

/**
 * Privacy policy (Datenschutzerklärung) for /privacy, in German, sections in the order of SPEC 2.7.
 *
 * It describes what this site really does and nothing else: no cookies, no analytics, no third-party
 * requests, logs without IP addresses, the contact form and its e-mails, two sessionStorage flags.
 * Every operator fact (hoster, mail provider, data-protection officer, retention periods) comes from
 * OPERATOR in app/config/site.ts. When the site changes (new service, new storage key, database moved
 * to a managed provider, …) this text must change with it, and so must `lastUpdated` (SPEC 10).
 * The page must arrive in the first round trip (tests/e2e/first-paint.test.ts, ~1,000 B of brotli
 * to spare in November 2026): say each fact once and refer to it, rather than repeat it.
 */

/**
 * The legal bases of the contact form as this policy cites them. The consent checkbox
 * (app/content/contact.ts) cites the same consent; app/content/consent.test.ts holds them together.
 */
export const CONTACT_FORM_LEGAL_BASES = {
  /** Handling the request itself: steps prior to a contract. */
  request: 'Art. 6 Abs. 1 lit. b DSGVO',
  /** Political opinions a request reveals (Art. 9 Abs. 1): explicit consent, given with the checkbox. */
  politicalOpinions: 'Art. 9 Abs. 2 lit. a DSGVO',
} as const

const { retention } = OPERATOR
const { hosting, mail } = OPERATOR
const BASES = CONTACT_FORM_LEGAL_BASES
const months = (days: number) => Math.round(days / 30.4)

/** The data-protection officer's block: name and how to reach them, or why there is none. */
export function dataProtectionOfficerParagraphs(officer: DataProtectionOfficer | null): string[] {
  if (!officer) {
    return [
      'Wir sind gesetzlich nicht verpflichtet, eine Datenschutzbeauftragte oder einen Datenschutzbeauftragten zu benennen (Art. 37 DSGVO, § 38 BDSG). Fragen zum Datenschutz richten Sie bitte an die oben genannte verantwortliche Stelle.',
    ]
  }
  return [
    `${officer.role}: ${[officer.name, officer.organisation].filter(Boolean).join(', ')}`,
    officer.address,
    `E-Mail: ${officer.email}`,
    'Mit allen Fragen zum Datenschutz und zu Ihren Rechten können Sie sich auch direkt dorthin wenden.',
  ]
}

/** One titled block inside a section. */
export type PrivacySubsection = {
  /** Subsection heading (rendered one level below the section heading). */
  heading: string
  /** Running text, one string per paragraph. */
  paragraphs: readonly string[]
  /** Bullet list, rendered after the paragraphs. */
  list?: readonly string[]
}

/** One numbered section of the privacy policy. */
export type PrivacySection = {
  /** Stable anchor id (kebab-case, unique on the page). */
  id: string
  /** Language, when not the page's German (the English summary). */
  lang?: string
  /** Section heading including its number, e.g. '2. Hosting'. */
  heading: string
  /** Text directly under the section heading, rendered before the subsections. */
  paragraphs?: readonly string[]
  /** Titled blocks in display order. */
  subsections?: readonly PrivacySubsection[]
}

/** The whole privacy policy page. */
export type PrivacyPage = {
  /** Head data. */
  seo: SeoContent
  /** The page's h1. */
  headline: string
  /** Month and year the text last changed, shown as "Stand: …" (SPEC 2.7, 10); change it with the text. */
  lastUpdated: string
  /** Sections in display order. */
  sections: readonly PrivacySection[]
}

const { address } = SITE
const CONTROLLER_ADDRESS = `${SITE.legalName}, ${address.street}, ${address.postalCode} ${address.city}, ${address.country}`

export const PRIVACY = {
  seo: {
    title: `Datenschutzerklärung | ${SITE.brand}`,
    description: `Datenschutzerklärung der ${SITE.legalName}: welche Daten diese Website verarbeitet, zu welchem Zweck, wie lange – und welche Rechte Sie haben.`,
  },
  headline: 'Datenschutzerklärung',
  lastUpdated: 'November 2026',
  sections: [
    PRIVACY_SUMMARY_EN,
    {
      id: 'auf-einen-blick',
      heading: '1. Datenschutz auf einen Blick',
      subsections: [
        {
          heading: 'Allgemeine Hinweise',
          paragraphs: [
            'Dieser Abschnitt gibt einen kurzen Überblick darüber, was mit Ihren personenbezogenen Daten – allen Daten, mit denen Sie persönlich identifiziert werden können – geschieht, wenn Sie diese Website besuchen. Einzelheiten folgen in den Abschnitten 2 bis 8.',
          ],
        },
        {
          heading: 'Wer ist verantwortlich?',
          paragraphs: [
            `Verantwortlich ist die ${SITE.legalName}; die Kontaktdaten stehen in Abschnitt 3 („Hinweis zur verantwortlichen Stelle“) und im Impressum.`,
          ],
        },
        {
          heading: 'Wie erfassen wir Ihre Daten?',
          paragraphs: [
            'Zum einen teilen Sie uns Daten selbst mit, etwa über das Kontaktformular, per E-Mail oder am Telefon. Zum anderen verarbeitet unser Server beim Aufruf der Website technisch notwendige Angaben, ohne Ihre IP-Adresse zu protokollieren. Nur wenn Sie das Kontaktformular absenden, speichern wir mit Ihrer Anfrage auch deren Zeitpunkt, Ihre IP-Adresse, über welche Seiten Sie zu uns gekommen sind und welcher Fassung unseres Einwilligungstextes Sie zugestimmt haben (Abschnitt 4).',
          ],
        },
        {
          heading: 'Wofür nutzen wir Ihre Daten?',
          paragraphs: [
            'Technische Daten nutzen wir, um die Website fehlerfrei bereitzustellen und das Formular vor Missbrauch zu schützen, Angaben aus Ihrer Anfrage nur, um sie zu beantworten. Politische Meinungen, die aus einer Anfrage hervorgehen, verarbeiten wir nur mit Ihrer ausdrücklichen, jederzeit widerruflichen Einwilligung (Abschnitt 4).',
          ],
        },
        {
          heading: 'Was wir nicht tun',
          paragraphs: ['Auf dieser Website gilt:'],
          list: [
            'Wir setzen keine Cookies.',
            'Wir verwenden keine Analyse- oder Tracking-Dienste und keine Tracking-Pixel.',
            'Wir binden keine Social-Media-Plugins und keine sonstigen Inhalte Dritter ein.',
            'Schriftarten und Bilder kommen von unserem eigenen Server; Ihr Browser verbindet sich beim Besuch mit keinem Server Dritter.',
          ],
        },
        {
          heading: 'Welche Rechte haben Sie?',
          paragraphs: [
            'Sie haben das Recht auf unentgeltliche Auskunft über Herkunft, Empfänger und Zweck Ihrer gespeicherten Daten, auf Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie auf Beschwerde bei einer Aufsichtsbehörde (Abschnitt 8).',
          ],
        },
      ],
    },
    {
      id: 'hosting',
      heading: '2. Hosting',
      subsections: [
        {
          heading: 'Hosting dieser Website',
          paragraphs: [
            `Diese Website läuft auf einem Server, den die ${hosting.provider}, ${hosting.address}, für uns bereitstellt („Hoster“). Der Server steht in ${hosting.serverLocation}. Auf ihm laufen die Anwendung, die die Seiten ausliefert und Anfragen aus dem Kontaktformular entgegennimmt, und ein vorgeschalteter Webserver, der die verschlüsselte Verbindung zu Ihrem Browser herstellt.`,
            'Dort werden die Daten verarbeitet, die beim Besuch der Website anfallen; Anfragen aus dem Kontaktformular speichern wir in unserer eigenen Datenbank auf diesem Server (Einzelheiten in Abschnitt 4).',
            'Wir setzen den Hoster im Interesse einer sicheren, schnellen und zuverlässigen Bereitstellung unseres Angebots ein (Art. 6 Abs. 1 lit. f DSGVO), für Anfragen, die auf einen Vertragsschluss gerichtet sind, zusätzlich nach Art. 6 Abs. 1 lit. b DSGVO.',
          ],
        },
        {
          heading: 'Auftragsverarbeitung',
          paragraphs: [
            'Mit dem Hoster haben wir einen Vertrag über Auftragsverarbeitung nach Art. 28 DSGVO geschlossen; er verarbeitet die Daten unserer Besucherinnen und Besucher nur nach unseren Weisungen und unter Einhaltung der DSGVO.',
          ],
        },
        {
          heading: 'Keine Inhalte von Servern Dritter',
          paragraphs: [
            'Schriftarten und sämtliche Bilder liefern wir von unserem eigenen Server aus. Wir nutzen weder externe Schriftdienste wie Google Fonts noch Content-Delivery-Networks noch Analysedienste; beim Aufruf der Website werden daher keine Daten an Dritte übermittelt.',
          ],
        },
      ],
    },
    {
      id: 'allgemeine-hinweise',
      heading: '3. Allgemeine Hinweise und Pflichtinformationen',
      subsections: [
        {
          heading: 'Datenschutz',
          paragraphs: [
            'Wir behandeln Ihre personenbezogenen Daten vertraulich und nach den gesetzlichen Vorschriften – insbesondere der Datenschutz-Grundverordnung (DSGVO), dem Bundesdatenschutzgesetz (BDSG) und dem Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz (TDDDG) – sowie dieser Datenschutzerklärung.',
            'Die Datenübertragung im Internet, etwa per E-Mail, kann Sicherheitslücken aufweisen; einen lückenlosen Schutz vor dem Zugriff Dritter gibt es nicht.',
          ],
        },
        {
          heading: 'Hinweis zur verantwortlichen Stelle',
          paragraphs: [
            'Verantwortliche Stelle für die Datenverarbeitung auf dieser Website ist:',
            CONTROLLER_ADDRESS,
            `Vertreten durch die Geschäftsführung: ${SITE.company.representatives.join(', ')}`,
            `Telefon: ${SITE.phone}`,
            `E-Mail: ${SITE.email}`,
          ],
        },
        {
          heading: 'Datenschutzbeauftragte',
          paragraphs: dataProtectionOfficerParagraphs(OPERATOR.dataProtectionOfficer),
        },
        {
          heading: 'Speicherdauer',
          paragraphs: [
            'Ist keine speziellere Speicherdauer genannt, speichern wir personenbezogene Daten nur, solange es der jeweilige Zweck erfordert. Verlangen Sie berechtigt die Löschung oder widerrufen Sie eine Einwilligung, löschen wir Ihre Daten, sofern keine anderen rechtlich zulässigen Gründe für ihre Speicherung bestehen – etwa Aufbewahrungsfristen nach § 257 HGB und § 147 AO (in der Regel sechs bis zehn Jahre); bis diese entfallen, schränken wir die Verarbeitung ein und löschen die Daten dann.',
          ],
        },
        {
          heading: 'Rechtsgrundlagen',
          paragraphs: [
            'Wir verarbeiten personenbezogene Daten nur auf einer dieser Rechtsgrundlagen; welche jeweils gilt, steht in den einzelnen Abschnitten:',
          ],
          list: [
            `${BASES.request}: Erfüllung eines Vertrags oder vorvertragliche Maßnahmen, etwa bei Anfragen zu unseren Leistungen;`,
            'Art. 6 Abs. 1 lit. c DSGVO: rechtliche Verpflichtungen, etwa gesetzliche Aufbewahrungspflichten;',
            'Art. 6 Abs. 1 lit. f DSGVO: unsere berechtigten Interessen, etwa am sicheren Betrieb der Website, an der Beantwortung von Anfragen und am Nachweis einer Einwilligung, sofern nicht Ihre Interessen oder Grundrechte und Grundfreiheiten überwiegen;',
            `${BASES.politicalOpinions}: Ihre ausdrückliche Einwilligung in die Verarbeitung besonderer Kategorien personenbezogener Daten – bei uns politischer Meinungen aus einer Anfrage über das Kontaktformular, per E-Mail oder Telefon (Abschnitt 4);`,
            '§ 25 Abs. 2 Nr. 2 TDDDG: Speicherung auf Ihrem Endgerät ohne Einwilligung, soweit unbedingt erforderlich für einen von Ihnen ausdrücklich gewünschten Dienst (Abschnitt 7).',
          ],
        },
        {
          heading: 'Empfänger personenbezogener Daten',
          paragraphs: [
            `Wir verkaufen Ihre Daten nicht und geben sie nicht an Dritte weiter. Empfänger sind nur unsere Auftragsverarbeiter, die sie nach unseren Weisungen verarbeiten: der Hoster (Abschnitt 2), unser E-Mail-Anbieter, die ${mail.provider} (Abschnitt 6), und die ${OPERATOR.backups.offsite.provider} für unsere verschlüsselten Sicherungskopien (Abschnitt 4). An öffentliche Stellen übermitteln wir Daten nur, wenn wir gesetzlich dazu verpflichtet sind. In Länder außerhalb der Europäischen Union bzw. des Europäischen Wirtschaftsraums übermitteln wir keine Daten.`,
          ],
        },
        {
          heading: 'Keine automatisierte Entscheidungsfindung',
          paragraphs: [
            'Eine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art. 22 DSGVO findet nicht statt.',
          ],
        },
        {
          heading: 'TLS-Verschlüsselung',
          paragraphs: [
            'Zum Schutz vertraulicher Inhalte, etwa Ihrer Anfragen über das Kontaktformular, nutzt diese Website TLS-Verschlüsselung: erkennbar an „https://“ in der Adresszeile und am Schloss-Symbol. Die Daten, die Sie an uns übermitteln, können dann nicht von Dritten mitgelesen werden.',
          ],
        },
      ],
    },
    {
      id: 'datenerfassung',
      heading: '4. Datenerfassung auf dieser Website',
      subsections: [
        {
          heading: 'Server-Log-Dateien',
          paragraphs: [
            'Bei jedem Aufruf einer Seite oder Datei schreibt unser Server einen Protokolleintrag (Server-Log-Datei) mit ausschließlich diesen Angaben: Zeitpunkt, HTTP-Methode (z. B. GET), aufgerufener Pfad ohne Parameter, Statuscode, Antwortzeit und eine technische Kennung der Anfrage (Request-ID); beim Absenden des Kontaktformulars außerdem, ob die Anfrage gespeichert oder abgewiesen wurde, und ihre interne Vorgangsnummer – nie ihren Inhalt.',
            'Der vorgeschaltete Webserver protokolliert jeden Aufruf ebenfalls: Zeitpunkt, Methode, aufgerufene Adresse, Statuscode, Größe und Dauer der Antwort sowie technische Angaben zur Verschlüsselung.',
            'Weder unser Server noch der vorgeschaltete Webserver schreibt Ihre IP-Adresse oder Angaben zu Ihrem Browser und Betriebssystem (User-Agent) in sein Protokoll; Ihre IP-Adresse wird zum Ausliefern der Website zwar verarbeitet, aber nicht protokolliert. Zur Speicherung beim Absenden des Kontaktformulars siehe unten.',
            `Wir nutzen die Log-Dateien nur für den fehlerfreien und sicheren Betrieb der Website und zur Fehleranalyse und führen sie nicht mit anderen Datenquellen zusammen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO (berechtigtes Interesse: stabiler und sicherer Betrieb). Die Log-Dateien beider Server werden nach ${retention.logDays} Tagen automatisch gelöscht.`,
          ],
        },
        {
          heading: 'Kontaktformular',
          paragraphs: ['Über das Kontaktformular übermittelt Ihr Browser diese Angaben an unseren Server:'],
          list: [
            'Name (Pflichtangabe)',
            'E-Mail-Adresse (Pflichtangabe)',
            'Telefonnummer (freiwillig)',
            'Organisation (freiwillig)',
            'Art des Wahlkampfs: Kommunalwahl, Landtagswahl, Bundestagswahl, Europawahl, Bürgermeisterwahl oder Sonstiges (Pflichtangabe)',
            'Ihre Nachricht (Pflichtangabe)',
            'ob Sie einen telefonischen Rückruf bevorzugen (freiwillig; ohne Auswahl: nein)',
          ],
        },
        {
          heading: 'Kontaktformular: Ihre Einwilligung',
          paragraphs: [
            'Aus Anfragen an eine Kampagnenberatung gehen meist politische Meinungen hervor, etwa eine Partei, eine Kandidatur oder ein politisches Anliegen. Sie gehören zu den besonderen Kategorien personenbezogener Daten (Art. 9 Abs. 1 DSGVO); wir verarbeiten sie nur mit Ihrer ausdrücklichen Einwilligung (Art. 9 Abs. 2 lit. a DSGVO) und nur, um Ihre Anfrage zu bearbeiten.',
            'Diese Einwilligung erteilen Sie mit dem Häkchen unter dem Formular; ohne Häkchen lässt es sich nicht absenden – erreichen können Sie uns dann per E-Mail oder Telefon (siehe unten). Das Häkchen selbst wird nicht übermittelt.',
            'Zum Nachweis Ihrer Einwilligung (Art. 7 Abs. 1 DSGVO) speichert unser Server mit Ihrer Anfrage den Zeitpunkt ihres Eingangs und, welche Fassung des Einwilligungstextes das Formular dabei zeigte – als Kennung, die aus dem Wortlaut berechnet wird und sich mit jeder Änderung des Textes ändert. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO in Verbindung mit Art. 7 Abs. 1 DSGVO (berechtigtes Interesse am Nachweis); der Nachweis wird mit Ihrer Anfrage gelöscht.',
            `Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen, am einfachsten per E-Mail an ${SITE.email}. Wir löschen Ihre Anfrage dann, soweit wir sie nicht aus einem anderen Grund aufbewahren müssen (siehe unten); die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt unberührt.`,
          ],
        },
        {
          heading: 'Kontaktformular: Zeitpunkt und IP-Adresse',
          paragraphs: [
            'Mit jeder Anfrage speichert unser Server zusätzlich den Zeitpunkt der Anfrage und Ihre IP-Adresse und löscht sie mit ihr. So können wir den Eingang nachvollziehen und Missbrauch des Formulars erkennen und abwehren.',
            `Gegen massenhafte automatisierte Anfragen begrenzt der Server außerdem die Zahl der Anfragen je Absender und hält Ihre IP-Adresse dafür höchstens ${retention.rateLimitMinutes} Minuten im Arbeitsspeicher.`,
            'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist der Schutz des Formulars und unserer Systeme vor Missbrauch.',
          ],
        },
        {
          heading: 'Kontaktformular: Über welche Seiten Sie zu uns gekommen sind',
          paragraphs: ['Mit Ihrer Anfrage übermittelt Ihr Browser außerdem:'],
          list: [
            'die erste Seite Ihres Besuchs auf unserer Website (z. B. einen unserer Ratgeber);',
            'die Seite unmittelbar vor dem Kontaktformular;',
            'wenn Sie über einen Link auf einer anderen Website kamen, nur deren Namen (z. B. www.google.com) – nicht die genaue Adresse und nicht Ihre Suchbegriffe;',
            'Kampagnenangaben im Link, über den Sie kamen (die Parameter utm_source, utm_medium und utm_campaign, etwa „newsletter“).',
          ],
        },
        {
          heading: 'Kontaktformular: Herkunft und Zweck dieser Angaben',
          paragraphs: [
            'Die geöffnete Seite merkt sich diese Angaben nur in ihrem Arbeitsspeicher, solange Sie zwischen unseren Seiten wechseln; auf Ihrem Endgerät wird dafür nichts gespeichert oder ausgelesen – kein Cookie, kein lokaler Speicher, kein Sitzungsspeicher. Nach dem Neuladen oder in einem neuen Tab beginnt sie von vorn und nutzt nur die Adresse der vorherigen Seite, die Ihr Browser bei jedem Aufruf mitteilt. Übermittelt werden die Angaben nur mit dem Kontaktformular; ohne Anfrage erfahren wir nichts davon.',
            'Wir nutzen sie nur, um zu erkennen, welche Inhalte und Links zu Anfragen führen, und um Website und Ratgeber danach zu verbessern – ohne Profile, ohne Verfolgung über andere Websites und ohne Zusammenführung mit anderen Daten. Sie erscheinen in der Benachrichtigung an unser Postfach und in unseren Auswertungen der Anfragen.',
            'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist zu verstehen, wie Interessierte uns finden, ohne Analysedienste oder Cookies. Die Angaben werden mit Ihrer Anfrage gespeichert und gelöscht (Fristen siehe unten).',
          ],
        },
        {
          heading: 'Kontaktformular: Verwendung, Rechtsgrundlage und Speicherdauer',
          paragraphs: [
            'Ihre Anfrage speichern wir in unserer eigenen Datenbank auf unserem Server (Abschnitt 2); zugleich sendet er eine Benachrichtigung an unser Postfach und eine Eingangsbestätigung an die angegebene E-Mail-Adresse (Abschnitt 6) – bitte geben Sie nur Ihre eigene an. Wir verwenden Ihre Angaben nur, um Ihre Anfrage und etwaige Anschlussfragen zu bearbeiten, nicht für Werbung, und geben sie nicht an Dritte weiter.',
            `Rechtsgrundlage ist ${BASES.request}, soweit Ihre Anfrage mit der Erfüllung eines Vertrags zusammenhängt oder vorvertraglichen Maßnahmen dient, sonst unser berechtigtes Interesse an der Bearbeitung von Anfragen (Art. 6 Abs. 1 lit. f DSGVO); für politische Meinungen kommt Ihre ausdrückliche Einwilligung nach ${BASES.politicalOpinions} hinzu (siehe oben). Bitte teilen Sie uns nur mit, was für Ihre Anfrage erforderlich ist.`,
            `Unser Server löscht Anfragen automatisch ${months(retention.contactRequestDays)} Monate nach ihrem Eingang, mit allen dazu gespeicherten Angaben (Zeitpunkt, IP-Adresse, über welche Seiten Sie kamen, Nachweis der Einwilligung) und den zugehörigen E-Mails in seiner Versandwarteschlange. Die Benachrichtigungen in unserem Postfach löschen wir nach unserer internen Löschregel nach derselben Frist. Für Bewerbungen gilt eine kürzere Frist (siehe „Bewerbungen“). Geht aus der Anfrage ein Vertrag hervor oder bestehen gesetzliche Aufbewahrungspflichten, bewahren wir sie für die Dauer des Vertragsverhältnisses und dieser Fristen auf (etwa sechs Jahre für Geschäftsbriefe nach § 257 HGB). Soweit keine Aufbewahrungspflicht besteht, können Sie die Löschung jederzeit verlangen.`,
            `Anfragen, die unser Server für Spam hält – etwa weil das Formular schneller ausgefüllt wurde, als ein Mensch es kann –, speichert er gesondert, damit keine echte Anfrage verloren geht; statt der beiden E-Mails geht dann nur ein Hinweis an unser Postfach (Abschnitt 6). Ist eine solche Anfrage echt, bearbeiten wir sie wie jede andere; andernfalls löscht der Server sie automatisch ${retention.suspectedSpamDays} Tage nach ihrem Eingang.`,
            'Die Angabe Ihrer Daten ist weder gesetzlich noch vertraglich vorgeschrieben; ohne die Pflichtangaben können wir Ihre Anfrage aber nicht bearbeiten.',
          ],
        },
        {
          heading: 'Kontaktformular: Sicherungskopien',
          paragraphs: [
            `Damit keine Anfrage durch einen Defekt verloren geht, sichert unser Server die Datenbank alle ${OPERATOR.backups.everyMinutes} Minuten. Die Kopien bleiben ${OPERATOR.backups.localDays} Tage auf dem Server; jede wird außerdem verschlüsselt bei der ${OPERATOR.backups.offsite.provider}, ${OPERATOR.backups.offsite.address}, abgelegt (Speicherort: ${OPERATOR.backups.offsite.location}), die dafür als unser Auftragsverarbeiter tätig ist (Art. 28 DSGVO) und die Daten nicht entschlüsseln kann; dort wird sie nach ${OPERATOR.backups.offsiteDays} Tagen gelöscht. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f in Verbindung mit Art. 32 DSGVO; unser berechtigtes Interesse ist, Ihre Anfrage auch nach einem Ausfall beantworten zu können.`,
            `Eine gelöschte Anfrage – auf Ihren Wunsch oder nach Ablauf ihrer Frist – fehlt in jeder späteren Sicherung; aus den älteren verschwindet sie, wenn diese nach spätestens ${OPERATOR.backups.offsiteDays} Tagen gelöscht werden. Spielen wir bis dahin eine ältere Sicherung zurück, löscht der Server die seither gelöschten Anfragen darin sofort wieder.`,
          ],
        },
        {
          heading: 'Kontaktformular: Protokoll unserer Bearbeitung',
          paragraphs: [
            `Was wir mit gespeicherten Anfragen tun – etwa freigeben, eine E-Mail erneut senden, Auskunft erteilen oder löschen –, hält unser Server in einem Protokoll fest: wer von uns was wann getan hat und die internen Vorgangsnummern der Anfragen, nie aber deren Inhalt oder Ihre E-Mail-Adresse. So können wir nachweisen, dass wir Ihre Daten ordnungsgemäß verarbeitet und etwa Ihr Löschverlangen erfüllt haben (Rechenschaftspflicht, Art. 5 Abs. 2 DSGVO). Rechtsgrundlage ist Art. 6 Abs. 1 lit. c in Verbindung mit Art. 5 Abs. 2 DSGVO sowie Art. 6 Abs. 1 lit. f DSGVO (berechtigtes Interesse, uns gegen Ansprüche verteidigen zu können); deshalb bleibt ein Eintrag bestehen, wenn die Anfrage gelöscht ist. Der Server löscht jeden Eintrag automatisch ${retention.auditLogYears} Jahre nach dem Ende des Jahres, in dem er entstanden ist – so lange, wie Ansprüche regelmäßig verjähren können (§ 195 in Verbindung mit § 199 Abs. 1 BGB).`,
          ],
        },
        {
          heading: 'Anfrage per E-Mail oder Telefon',
          paragraphs: [
            `Schreiben Sie uns oder rufen Sie an, verarbeiten wir Ihre Anfrage mit den daraus hervorgehenden Daten (Name, Kontaktdaten, Inhalt), um Ihr Anliegen zu bearbeiten, und geben sie nicht an Dritte weiter. Rechtsgrundlage und Speicherdauer sind dieselben wie beim Kontaktformular (${BASES.request} bzw. Art. 6 Abs. 1 lit. f DSGVO).`,
            `Politische Meinungen aus Ihrer E-Mail oder Ihrem Anruf (Art. 9 Abs. 1 DSGVO) verarbeiten wir wie beim Formular nur mit Ihrer ausdrücklichen Einwilligung nach ${BASES.politicalOpinions} und nur, um Ihre Anfrage zu bearbeiten. Per E-Mail erteilen Sie sie, indem Sie schreiben, dass Sie einwilligen; fehlt das, bitten wir in unserer Antwort darum und nutzen Ihre Nachricht bis dahin für nichts anderes. Am Telefon fragen wir zu Beginn danach und vermerken Ihre Antwort mit Datum. Widerrufen können Sie wie oben beschrieben.`,
          ],
        },
        {
          heading: 'Bewerbungen',
          paragraphs: [
            `Auf unserer Karriereseite bitten wir um Bewerbungen per E-Mail (an ${HR_CONTACT.email} oder ${HR_CONTACT.legacyApplicationEmail}); sie versendet Ihr eigenes E-Mail-Programm, die Website speichert dabei nichts. Die Schaltflächen „Apply Now“ bei den Stellenanzeigen führen zu unserem Kontaktformular; was Sie dort eingeben, speichert unser Server wie jede Anfrage (siehe oben).`,
            'Ihre Unterlagen und Kontaktdaten verarbeiten wir nur für das Bewerbungsverfahren, auf Grundlage von Art. 6 Abs. 1 lit. b DSGVO (Anbahnung eines Beschäftigungs- oder Praktikumsverhältnisses).',
            `Kommt kein solches Verhältnis zustande, löschen wir Ihre Daten ${OPERATOR.applicationRetentionMonths} Monate nach ihrem Eingang, gleich auf welchem Weg sie kamen: Anfragen von der Karriereseite über das Kontaktformular (etwa mit „Apply Now“) löscht der Server nach dieser Frist automatisch – er erkennt sie an der mitgesendeten vorherigen Seite (siehe „Über welche Seiten Sie zu uns gekommen sind“); fehlt diese, gilt die allgemeine Frist – schreiben Sie uns, dann die kürzere. Per E-Mail eingegangene Unterlagen löschen wir nach derselben Frist selbst. Kommt ein Verhältnis zustande, nehmen wir die Unterlagen in die Personalakte auf. Länger bewahren wir sie nur zur Verteidigung gegen erhobene Rechtsansprüche auf, etwa nach dem Allgemeinen Gleichbehandlungsgesetz (AGG), und nur bis zu deren Erledigung (Art. 6 Abs. 1 lit. f DSGVO).`,
          ],
        },
      ],
    },
    {
      id: 'social-media',
      heading: '5. Social-Media-Plugins',
      subsections: [
        {
          heading: 'Keine Plugins – nur Links',
          paragraphs: [
            'Wir setzen keine Social-Media-Plugins ein und betten keine Inhalte sozialer Netzwerke ein (etwa Beiträge, Videos oder „Gefällt mir“-Schaltflächen).',
            `Im Fußbereich stehen nur gewöhnliche Links zu unseren Profilen bei ${EXTERNAL.professionalNetwork.label} und ${EXTERNAL.photoNetwork.label}, die sich in einem neuen Tab öffnen. Erst wenn Sie einem folgen, ruft Ihr Browser die Seite des Netzwerks auf; dessen Betreiber erhält dann wie bei jeder Website insbesondere Ihre IP-Adresse und Angaben zu Ihrem Browser, nicht aber, von welcher unserer Seiten Sie kommen. Für die Verarbeitung dort ist allein der Betreiber verantwortlich, nach seinen Datenschutzbestimmungen:`,
          ],
          list: [
            'LinkedIn: LinkedIn Ireland Unlimited Company, Wilton Plaza, Wilton Place, Dublin 2, Irland',
            'Instagram: Meta Platforms Ireland Limited, Merrion Road, Dublin 4, D04 X2K5, Irland',
          ],
        },
        {
          heading: 'Links auf andere Websites',
          paragraphs: [
            'Das gilt entsprechend für Links zu anderen Websites, etwa zu unseren Produkt-, Demo- und Schulungsangeboten: Sie öffnen sich in einem neuen Tab, und es gelten deren Datenschutzhinweise.',
          ],
        },
      ],
    },
    {
      id: 'e-mail-versand',
      heading: '6. E-Mail-Versand',
      subsections: [
        {
          heading: 'Benachrichtigung und Eingangsbestätigung',
          paragraphs: [
            'Für jede Anfrage über das Kontaktformular versendet unser Server zwei E-Mails: eine Benachrichtigung mit Ihrer Anfrage und den Angaben, über welche Seiten Sie kamen (Abschnitt 4), an unser Postfach und eine Eingangsbestätigung an Ihre E-Mail-Adresse. Diese nennt die Vorgangsnummer und aus Ihrer Anfrage nur die gewählte Art des Wahlkampfs, nicht Ihre Nachricht. Newsletter oder Werbe-E-Mails versenden wir über diese Website nicht.',
            `Der Versand erfolgt über die ${mail.provider}, ${mail.address}, deren Mailserver in ${mail.serverLocation} stehen. Dort liegt auch unser Postfach. Mit ihr haben wir einen Vertrag über Auftragsverarbeitung nach Art. 28 DSGVO geschlossen; sie verarbeitet die Daten nur nach unseren Weisungen.`,
            `Hält unser Server eine Anfrage für Spam (Abschnitt 4), sendet er statt dieser E-Mails einen Hinweis mit „Spamverdacht“ im Betreff und allen Angaben der Anfrage an unser Postfach, damit wir eine echte Anfrage erkennen und freigeben können (Art. 6 Abs. 1 lit. f DSGVO: berechtigtes Interesse, keine echte Anfrage zu verlieren); Sie erhalten dann keine E-Mail. Geben wir sie frei, folgen Benachrichtigung und Eingangsbestätigung; andernfalls löschen wir den Hinweis nach unserer internen Löschregel ${retention.suspectedSpamDays} Tage nach Eingang der Anfrage aus unserem Postfach.`,
            `Rechtsgrundlage ist wie für die Anfrage selbst ${BASES.request} bzw. Art. 6 Abs. 1 lit. f DSGVO (berechtigtes Interesse, Anfragen zügig zu bearbeiten und ihren Eingang zu bestätigen), für politische Meinungen zusätzlich Ihre Einwilligung nach ${BASES.politicalOpinions}.`,
          ],
        },
        {
          heading: 'Transportverschlüsselung',
          paragraphs: [
            'Unser Server übergibt die E-Mails TLS-verschlüsselt an den Mailserver; auf dem weiteren Weg wird TLS eingesetzt, soweit der empfangende Mailserver es unterstützt. Eine Ende-zu-Ende-Verschlüsselung findet nicht statt; senden Sie uns daher keine besonders schutzbedürftigen Informationen per Kontaktformular oder E-Mail.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: '7. Cookies',
      subsections: [
        {
          heading: 'Keine Cookies',
          paragraphs: [
            'Diese Website setzt keine Cookies – weder eigene noch solche von Drittanbietern. Ein Cookie-Banner ist deshalb nicht erforderlich.',
          ],
        },
        {
          heading: 'Technisch notwendige Speicherung im Sitzungsspeicher',
          paragraphs: ['Im Sitzungsspeicher Ihres Browsers (sessionStorage) merkt sich die Website nur zweierlei:'],
          list: [
            'dass Sie das Hinweisbanner zur KI-Schulung geschlossen haben, damit es beim Seitenwechsel nicht erneut erscheint;',
            'dass Sie die digitale Kontaktkarte unseres Gründers mit dem Passwort freigeschaltet haben, damit Sie es nicht erneut eingeben müssen.',
          ],
        },
        {
          heading: 'Speicherdauer und Rechtsgrundlage',
          paragraphs: [
            'Die Einträge bleiben auf Ihrem Endgerät, werden nicht an unseren Server übermittelt und enthalten keine Angaben zu Ihrer Person; auch das Passwort der Kontaktkarte prüft nur Ihr Browser und übermittelt es nicht. Er löscht die Einträge, wenn Sie den Tab bzw. das Fenster schließen; Sie können sie auch jederzeit in den Browsereinstellungen löschen.',
            'Die Speicherung ist unbedingt erforderlich, um die von Ihnen ausdrücklich gewünschte Funktion – das ausgeblendete Banner bzw. die freigeschaltete Kontaktkarte für die Dauer Ihres Besuchs – bereitzustellen, und erfolgt daher ohne Einwilligung nach § 25 Abs. 2 Nr. 2 TDDDG.',
            'Andere Techniken, die Informationen auf Ihrem Endgerät speichern oder auslesen – etwa localStorage, Fingerprinting oder Tracking-Pixel –, setzen wir nicht ein (zur Herkunft einer Anfrage siehe Abschnitt 4).',
          ],
        },
      ],
    },
    {
      id: 'ihre-rechte',
      heading: '8. Ihre Rechte',
      subsections: [
        {
          heading: 'Überblick',
          paragraphs: [
            `Ihnen stehen nach der DSGVO die folgenden Rechte zu, grundsätzlich unentgeltlich. Um sie auszuüben – auch Widerspruch und Widerruf –, genügt eine formlose Nachricht an die verantwortliche Stelle (Abschnitt 3), etwa per E-Mail an ${SITE.email}.`,
          ],
        },
        {
          heading: 'Auskunft (Art. 15 DSGVO)',
          paragraphs: [
            'Sie können eine Bestätigung verlangen, ob wir Daten über Sie verarbeiten, und wenn ja, Auskunft über diese Daten, insbesondere über Verarbeitungszwecke, Empfänger, geplante Speicherdauer und Herkunft, sowie eine Kopie der Daten.',
          ],
        },
        {
          heading: 'Berichtigung (Art. 16 DSGVO)',
          paragraphs: [
            'Sind Ihre gespeicherten Daten unrichtig oder unvollständig, können Sie verlangen, dass wir sie unverzüglich berichtigen bzw. vervollständigen.',
          ],
        },
        {
          heading: 'Löschung (Art. 17 DSGVO)',
          paragraphs: [
            'Sie können die Löschung Ihrer Daten verlangen, insbesondere wenn sie für ihre Zwecke nicht mehr notwendig sind oder Sie der Verarbeitung wirksam widersprochen haben – nicht aber, soweit wir sie zur Erfüllung einer rechtlichen Verpflichtung, etwa einer Aufbewahrungspflicht, oder zur Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen benötigen.',
          ],
        },
        {
          heading: 'Einschränkung der Verarbeitung (Art. 18 DSGVO)',
          paragraphs: [
            'Sie können verlangen, dass wir Ihre Daten nur noch speichern und im Übrigen nur mit Ihrer Einwilligung oder aus den gesetzlich genannten Gründen verarbeiten, wenn',
          ],
          list: [
            'Sie die Richtigkeit Ihrer Daten bestreiten, für die Dauer unserer Überprüfung;',
            'die Verarbeitung unrechtmäßig ist und Sie statt der Löschung die Einschränkung verlangen;',
            'wir die Daten nicht mehr benötigen, Sie sie aber zur Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen brauchen;',
            'Sie Widerspruch nach Art. 21 Abs. 1 DSGVO eingelegt haben und noch nicht feststeht, ob unsere berechtigten Gründe überwiegen.',
          ],
        },
        {
          heading: 'Datenübertragbarkeit (Art. 20 DSGVO)',
          paragraphs: [
            'Daten, die Sie uns bereitgestellt haben und die wir aufgrund Ihrer Einwilligung oder eines Vertrags automatisiert verarbeiten, erhalten Sie auf Wunsch in einem strukturierten, gängigen und maschinenlesbaren Format, soweit technisch machbar auch direkt übermittelt an einen anderen Verantwortlichen.',
          ],
        },
        {
          heading: 'Widerspruchsrecht (Art. 21 DSGVO)',
          paragraphs: [
            'Beruht eine Verarbeitung auf Art. 6 Abs. 1 lit. e oder f DSGVO, können Sie ihr jederzeit aus Gründen, die sich aus Ihrer besonderen Situation ergeben, widersprechen; das gilt auch für darauf gestütztes Profiling. Auf welcher Rechtsgrundlage eine Verarbeitung beruht, steht in dieser Datenschutzerklärung. Nach einem Widerspruch verarbeiten wir die betroffenen Daten nicht mehr, es sei denn, wir weisen zwingende schutzwürdige Gründe nach, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen (Art. 21 Abs. 1 DSGVO).',
            'Einer Verarbeitung zum Zwecke der Direktwerbung, einschließlich damit verbundenen Profilings, können Sie jederzeit widersprechen; Ihre Daten werden dann nicht mehr dafür verwendet (Art. 21 Abs. 2 DSGVO). Über diese Website verarbeiten wir derzeit keine Daten zur Direktwerbung.',
          ],
        },
        {
          heading: 'Widerruf Ihrer Einwilligung (Art. 7 Abs. 3 DSGVO)',
          paragraphs: [
            `Eine Einwilligung – bei uns die in die Verarbeitung politischer Meinungen (${BASES.politicalOpinions}, Abschnitt 4) – können Sie jederzeit mit Wirkung für die Zukunft widerrufen; die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt unberührt.`,
          ],
        },
        {
          heading: 'Beschwerde bei einer Aufsichtsbehörde (Art. 77 DSGVO)',
          paragraphs: [
            'Unbeschadet anderer Rechtsbehelfe können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren, insbesondere im Mitgliedstaat Ihres gewöhnlichen Aufenthalts, Ihres Arbeitsplatzes oder des mutmaßlichen Verstoßes. Für uns zuständig ist die Berliner Beauftragte für Datenschutz und Informationsfreiheit, Alt-Moabit 59–61, 10555 Berlin, www.datenschutz-berlin.de.',
          ],
        },
      ],
    },
  ],
} as const satisfies PrivacyPage
