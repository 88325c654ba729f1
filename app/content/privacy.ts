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
            'Die folgenden Hinweise geben einen einfachen Überblick darüber, was mit Ihren personenbezogenen Daten geschieht, wenn Sie diese Website besuchen. Personenbezogene Daten sind alle Daten, mit denen Sie persönlich identifiziert werden können. Ausführliche Informationen finden Sie in den folgenden Abschnitten.',
          ],
        },
        {
          heading: 'Wer ist verantwortlich für die Datenerfassung auf dieser Website?',
          paragraphs: [
            `Verantwortlich ist die ${SITE.legalName}. Die Kontaktdaten finden Sie in Abschnitt 3 unter „Hinweis zur verantwortlichen Stelle“ sowie im Impressum.`,
          ],
        },
        {
          heading: 'Wie erfassen wir Ihre Daten?',
          paragraphs: [
            'Zum einen erhalten wir Daten, die Sie uns selbst mitteilen, etwa wenn Sie unser Kontaktformular ausfüllen, uns eine E-Mail schreiben oder uns anrufen.',
            'Zum anderen verarbeitet unser Server beim Aufruf der Website technisch notwendige Angaben. Ihre IP-Adresse schreibt er dabei nicht in seine Protokolldateien. Nur wenn Sie das Kontaktformular absenden, speichern wir mit Ihrer Anfrage auch deren Zeitpunkt, Ihre IP-Adresse, über welche Seiten Sie zu uns gekommen sind und welcher Fassung unseres Einwilligungstextes Sie zugestimmt haben (siehe Abschnitt 4).',
          ],
        },
        {
          heading: 'Wofür nutzen wir Ihre Daten?',
          paragraphs: [
            'Technische Daten nutzen wir, um die Website fehlerfrei bereitzustellen und das Kontaktformular vor Missbrauch zu schützen. Angaben aus Ihrer Anfrage nutzen wir ausschließlich, um Ihre Anfrage zu beantworten. Politische Meinungen, die aus einer Anfrage hervorgehen, verarbeiten wir nur mit Ihrer ausdrücklichen Einwilligung, die Sie im Kontaktformular erteilen und jederzeit widerrufen können (siehe Abschnitt 4).',
          ],
        },
        {
          heading: 'Was wir nicht tun',
          paragraphs: ['Auf dieser Website gilt:'],
          list: [
            'Wir setzen keine Cookies.',
            'Wir verwenden keine Analyse- oder Tracking-Dienste und keine Tracking-Pixel.',
            'Wir binden keine Social-Media-Plugins und keine sonstigen Inhalte Dritter ein.',
            'Schriftarten und Bilder werden ausschließlich von unserem eigenen Server geladen. Beim Besuch der Website stellt Ihr Browser keine Verbindungen zu Servern Dritter her.',
          ],
        },
        {
          heading: 'Welche Rechte haben Sie bezüglich Ihrer Daten?',
          paragraphs: [
            'Sie haben jederzeit das Recht, unentgeltlich Auskunft über Herkunft, Empfänger und Zweck Ihrer gespeicherten personenbezogenen Daten zu erhalten. Sie haben außerdem das Recht auf Berichtigung, Löschung und Einschränkung der Verarbeitung, auf Datenübertragbarkeit und auf Widerspruch gegen die Verarbeitung sowie ein Beschwerderecht bei einer Aufsichtsbehörde. Einzelheiten finden Sie in Abschnitt 8 („Ihre Rechte“).',
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
            `Diese Website wird auf einem Server betrieben, den die ${hosting.provider}, ${hosting.address}, für uns bereitstellt (im Folgenden „Hoster“). Der Server steht in ${hosting.serverLocation}. Auf ihm laufen die Anwendung, die die Seiten dieser Website ausliefert und Anfragen aus dem Kontaktformular entgegennimmt, und ein vorgeschalteter Webserver, der die verschlüsselte Verbindung zu Ihrem Browser herstellt.`,
            'Die personenbezogenen Daten, die beim Besuch dieser Website anfallen, werden auf diesem Server verarbeitet; Anfragen aus dem Kontaktformular speichern wir in unserer eigenen Datenbank auf diesem Server. Welche Daten das im Einzelnen sind, beschreiben wir in Abschnitt 4.',
            'Wir setzen den Hoster im Interesse einer sicheren, schnellen und zuverlässigen Bereitstellung unseres Online-Angebots ein (Art. 6 Abs. 1 lit. f DSGVO). Soweit die Verarbeitung der Bearbeitung von Anfragen dient, die auf einen Vertragsschluss gerichtet sind, ist Rechtsgrundlage zusätzlich Art. 6 Abs. 1 lit. b DSGVO.',
          ],
        },
        {
          heading: 'Auftragsverarbeitung',
          paragraphs: [
            'Wir haben mit dem Hoster einen Vertrag über Auftragsverarbeitung (AV-Vertrag) nach Art. 28 DSGVO geschlossen. Darin verpflichtet sich der Hoster, die personenbezogenen Daten unserer Websitebesucher nur nach unseren Weisungen und unter Einhaltung der DSGVO zu verarbeiten.',
          ],
        },
        {
          heading: 'Keine Inhalte von Servern Dritter',
          paragraphs: [
            'Schriftarten und sämtliche Bilder liefern wir von unserem eigenen Server aus. Wir nutzen weder externe Schriftdienste wie Google Fonts noch Content-Delivery-Networks (CDN) noch Analysedienste. Beim Aufruf dieser Website werden daher keine Daten an Dritte übermittelt.',
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
            'Wir nehmen den Schutz Ihrer personenbezogenen Daten ernst. Wir behandeln sie vertraulich und entsprechend den gesetzlichen Datenschutzvorschriften – insbesondere der Datenschutz-Grundverordnung (DSGVO), dem Bundesdatenschutzgesetz (BDSG) und dem Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz (TDDDG) – sowie dieser Datenschutzerklärung.',
            'Wir weisen darauf hin, dass die Datenübertragung im Internet, etwa bei der Kommunikation per E-Mail, Sicherheitslücken aufweisen kann. Ein lückenloser Schutz der Daten vor dem Zugriff durch Dritte ist nicht möglich.',
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
            'Verantwortliche Stelle ist die natürliche oder juristische Person, die allein oder gemeinsam mit anderen über die Zwecke und Mittel der Verarbeitung personenbezogener Daten entscheidet.',
          ],
        },
        {
          heading: 'Datenschutzbeauftragte',
          paragraphs: dataProtectionOfficerParagraphs(OPERATOR.dataProtectionOfficer),
        },
        {
          heading: 'Speicherdauer',
          paragraphs: [
            'Soweit in dieser Datenschutzerklärung keine speziellere Speicherdauer genannt ist, speichern wir personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist.',
            'Machen Sie ein berechtigtes Löschersuchen geltend oder widerrufen Sie eine Einwilligung, löschen wir Ihre Daten, sofern wir keine anderen rechtlich zulässigen Gründe für ihre Speicherung haben – etwa handels- oder steuerrechtliche Aufbewahrungsfristen nach § 257 HGB und § 147 AO (in der Regel sechs bis zehn Jahre). In diesem Fall schränken wir die Verarbeitung bis zum Fortfall dieser Gründe ein und löschen die Daten anschließend.',
          ],
        },
        {
          heading: 'Allgemeine Hinweise zu den Rechtsgrundlagen',
          paragraphs: [
            'Wir verarbeiten personenbezogene Daten nur, wenn eine der folgenden Rechtsgrundlagen vorliegt. Welche im Einzelfall maßgeblich ist, geben wir in den jeweiligen Abschnitten dieser Datenschutzerklärung an:',
          ],
          list: [
            `${BASES.request}: Erfüllung eines Vertrags oder Durchführung vorvertraglicher Maßnahmen, etwa bei Anfragen zu unseren Leistungen;`,
            'Art. 6 Abs. 1 lit. c DSGVO: Erfüllung rechtlicher Verpflichtungen, etwa gesetzlicher Aufbewahrungspflichten;',
            'Art. 6 Abs. 1 lit. f DSGVO: Wahrung unserer berechtigten Interessen, etwa am sicheren Betrieb der Website, an der Beantwortung von Anfragen und am Nachweis einer Einwilligung, sofern nicht Ihre Interessen oder Grundrechte und Grundfreiheiten überwiegen;',
            `${BASES.politicalOpinions}: Ihre ausdrückliche Einwilligung in die Verarbeitung besonderer Kategorien personenbezogener Daten – bei uns politischer Meinungen, die aus einer Anfrage über das Kontaktformular, per E-Mail oder per Telefon hervorgehen (siehe Abschnitt 4);`,
            '§ 25 Abs. 2 Nr. 2 TDDDG: Speicherung von Informationen auf Ihrem Endgerät ohne Einwilligung, soweit dies unbedingt erforderlich ist, um einen von Ihnen ausdrücklich gewünschten Dienst bereitzustellen (siehe Abschnitt 7).',
          ],
        },
        {
          heading: 'Empfänger personenbezogener Daten',
          paragraphs: [
            `Wir verkaufen Ihre Daten nicht und geben sie nicht an Dritte weiter. Empfänger sind ausschließlich unsere Auftragsverarbeiter – der Hoster (Abschnitt 2) und unser E-Mail-Anbieter, die ${mail.provider} (Abschnitt 6). Sie verarbeiten Ihre Daten nur nach unseren Weisungen. An öffentliche Stellen übermitteln wir Daten nur, wenn wir gesetzlich dazu verpflichtet sind.`,
            'Eine Übermittlung Ihrer Daten in Länder außerhalb der Europäischen Union bzw. des Europäischen Wirtschaftsraums nehmen wir nicht vor.',
          ],
        },
        {
          heading: 'Keine automatisierte Entscheidungsfindung',
          paragraphs: [
            'Eine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art. 22 DSGVO findet nicht statt.',
          ],
        },
        {
          heading: 'SSL- bzw. TLS-Verschlüsselung',
          paragraphs: [
            'Diese Website nutzt aus Sicherheitsgründen und zum Schutz der Übertragung vertraulicher Inhalte – etwa der Anfragen, die Sie uns über das Kontaktformular senden – eine SSL- bzw. TLS-Verschlüsselung. Eine verschlüsselte Verbindung erkennen Sie daran, dass die Adresszeile des Browsers mit „https://“ beginnt, und am Schloss-Symbol in der Browserzeile.',
            'Ist die Verschlüsselung aktiviert, können die Daten, die Sie an uns übermitteln, nicht von Dritten mitgelesen werden.',
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
            'Bei jedem Aufruf einer Seite oder Datei dieser Website schreibt unser Server einen technischen Protokolleintrag (Server-Log-Datei). Er enthält ausschließlich den Zeitpunkt der Anfrage, die HTTP-Methode (z. B. GET oder POST), den aufgerufenen Pfad ohne angehängte Parameter, den HTTP-Statuscode der Antwort, die Antwortzeit des Servers und eine technische Kennung der Anfrage (Request-ID); beim Absenden des Kontaktformulars außerdem, ob die Anfrage gespeichert oder abgewiesen wurde, und ihre interne Vorgangsnummer – nie ihren Inhalt.',
            'Der vorgeschaltete Webserver, der die verschlüsselte Verbindung herstellt, protokolliert jeden Aufruf ebenfalls: Zeitpunkt, Methode, aufgerufene Adresse, Statuscode, Größe und Dauer der Antwort sowie technische Angaben zur Verschlüsselung.',
            'Weder unser Server noch der vorgeschaltete Webserver schreibt Ihre IP-Adresse oder Angaben zu Ihrem Browser und Betriebssystem (User-Agent) in sein Protokoll. Ihre IP-Adresse muss zwar technisch verarbeitet werden, damit Ihnen die Website ausgeliefert werden kann; sie wird dabei aber nicht protokolliert. Zur Speicherung beim Absenden des Kontaktformulars siehe unten.',
            'Wir nutzen die Log-Dateien ausschließlich, um den technisch fehlerfreien und sicheren Betrieb der Website zu gewährleisten und Fehler zu analysieren. Wir führen sie nicht mit anderen Datenquellen zusammen, um einzelne Besucherinnen oder Besucher zu identifizieren.',
            `Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im stabilen und sicheren Betrieb der Website. Die Log-Dateien beider Server werden nach ${retention.logDays} Tagen automatisch gelöscht.`,
          ],
        },
        {
          heading: 'Kontaktformular',
          paragraphs: [
            'Wenn Sie uns über das Kontaktformular eine Anfrage senden, übermittelt Ihr Browser die folgenden Angaben an unseren Server:',
          ],
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
          heading: 'Kontaktformular: Ihre Einwilligung und wie Sie sie widerrufen',
          paragraphs: [
            'Aus einer Anfrage an eine Kampagnenberatung gehen meist politische Meinungen hervor, etwa wenn Sie eine Partei, eine Kandidatur oder ein politisches Anliegen nennen. Solche Angaben gehören zu den besonderen Kategorien personenbezogener Daten (Art. 9 Abs. 1 DSGVO). Wir verarbeiten sie deshalb nur mit Ihrer ausdrücklichen Einwilligung (Art. 9 Abs. 2 lit. a DSGVO), und zwar ausschließlich, um Ihre Anfrage zu bearbeiten.',
            'Diese Einwilligung erteilen Sie, indem Sie vor dem Absenden das Häkchen unter dem Formular setzen; ohne Häkchen lässt sich das Formular nicht absenden. Das Häkchen selbst wird nicht gesondert übermittelt.',
            'Damit wir Ihre Einwilligung nachweisen können (Art. 7 Abs. 1 DSGVO), speichert unser Server mit Ihrer Anfrage, welche Fassung des Einwilligungstextes unser Formular beim Eingang Ihrer Anfrage zeigte – als Kennung, die aus dem Wortlaut selbst berechnet wird und sich mit jeder Änderung des Textes ändert –, und den Zeitpunkt des Eingangs. Rechtsgrundlage ist unser berechtigtes Interesse, die Einwilligung nachweisen zu können (Art. 6 Abs. 1 lit. f DSGVO in Verbindung mit Art. 7 Abs. 1 DSGVO); der Nachweis wird mit Ihrer Anfrage gelöscht.',
            `Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen, am einfachsten per E-Mail an ${SITE.email}. Wir löschen Ihre Anfrage dann, soweit wir sie nicht aus einem anderen Grund aufbewahren müssen (siehe unten). Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt davon unberührt.`,
            'Ohne Ihre Einwilligung können Sie uns das Formular nicht senden; Sie erreichen uns dann aber jederzeit per E-Mail oder Telefon (siehe unten und Abschnitt 3).',
          ],
        },
        {
          heading: 'Kontaktformular: Zeitpunkt und IP-Adresse',
          paragraphs: [
            'Mit jeder Anfrage speichert unser Server zusätzlich den Zeitpunkt der Anfrage und Ihre IP-Adresse. Diese Angaben werden zusammen mit Ihrer Anfrage gespeichert und mit ihr gelöscht. Sie dienen dazu, den Eingang Ihrer Anfrage nachvollziehen und einen Missbrauch des Formulars erkennen und abwehren zu können.',
            `Um das Formular außerdem vor massenhaften automatisierten Anfragen zu schützen, begrenzt der Server die Zahl der Anfragen je Absender. Dafür hält er Ihre IP-Adresse höchstens ${retention.rateLimitMinutes} Minuten im Arbeitsspeicher vor und verwirft sie danach.`,
            'Rechtsgrundlage für diese Verarbeitung ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im Schutz des Formulars und unserer Systeme vor Missbrauch.',
          ],
        },
        {
          heading: 'Kontaktformular: Über welche Seiten Sie zu uns gekommen sind',
          paragraphs: [
            'Mit Ihrer Anfrage übermittelt Ihr Browser außerdem, über welche Seiten Sie zu uns gekommen sind:',
          ],
          list: [
            'die erste Seite, die Sie bei Ihrem Besuch auf unserer Website aufgerufen haben (z. B. einen unserer Ratgeber);',
            'die Seite, die Sie unmittelbar vor dem Kontaktformular aufgerufen haben;',
            'wenn Sie über einen Link auf einer anderen Website zu uns gekommen sind, nur den Namen dieser Website (z. B. www.google.com) – nicht die genaue Adresse der Seite und nicht Ihre Suchbegriffe;',
            'wenn der Link, über den Sie zu uns gekommen sind, Kampagnenangaben enthielt (die Parameter utm_source, utm_medium und utm_campaign, etwa „newsletter“), diese Angaben.',
          ],
        },
        {
          heading: 'Kontaktformular: Wie diese Angaben entstehen und wozu wir sie nutzen',
          paragraphs: [
            'Die geöffnete Seite merkt sich diese Angaben nur in ihrem Arbeitsspeicher, solange Sie zwischen unseren Seiten wechseln. Dafür wird nichts auf Ihrem Endgerät gespeichert oder von dort ausgelesen – kein Cookie, kein lokaler Speicher und kein Sitzungsspeicher. Laden Sie eine Seite neu oder öffnen Sie sie in einem neuen Tab, beginnt die Seite von vorn; sie nutzt dann nur die Adresse der vorherigen Seite, die Ihr Browser beim Aufruf jeder Seite mitteilt. Übermittelt werden die Angaben nur, wenn Sie das Kontaktformular absenden; ohne Anfrage erfahren wir nichts davon.',
            'Wir nutzen die Angaben ausschließlich, um zu erkennen, welche unserer Inhalte und welche Links zu Anfragen führen, und um unsere Website und unsere Ratgeber danach zu verbessern. Wir erstellen daraus keine Profile, verfolgen Sie nicht über andere Websites hinweg und führen die Angaben nicht mit anderen Daten zusammen. Sie erscheinen in der Benachrichtigung an unser Postfach und in unseren Auswertungen der Anfragen.',
            'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt darin, zu verstehen, wie Interessentinnen und Interessenten uns finden, ohne dafür Analysedienste oder Cookies einzusetzen. Gespeichert werden die Angaben zusammen mit Ihrer Anfrage und mit ihr gelöscht; es gelten dieselben Fristen (siehe unten).',
          ],
        },
        {
          heading: 'Kontaktformular: Verwendung, Rechtsgrundlage und Speicherdauer',
          paragraphs: [
            'Ihre Anfrage speichern wir in unserer eigenen Datenbank auf unserem Server (siehe Abschnitt 2). Zugleich sendet unser Server eine Benachrichtigung mit Ihrer Anfrage an unser Postfach und eine Eingangsbestätigung an die von Ihnen angegebene E-Mail-Adresse (siehe Abschnitt 6). Bitte geben Sie daher nur Ihre eigene E-Mail-Adresse an.',
            'Wir verwenden Ihre Angaben ausschließlich, um Ihre Anfrage und etwaige Anschlussfragen zu bearbeiten. Wir nutzen sie nicht für Werbung und geben sie nicht an Dritte weiter.',
            `Rechtsgrundlage ist ${BASES.request}, soweit Ihre Anfrage mit der Erfüllung eines Vertrags zusammenhängt oder zur Durchführung vorvertraglicher Maßnahmen erforderlich ist, in allen übrigen Fällen unser berechtigtes Interesse an der Bearbeitung der an uns gerichteten Anfragen (Art. 6 Abs. 1 lit. f DSGVO). Für politische Meinungen, die aus Ihrer Anfrage hervorgehen, kommt Ihre ausdrückliche Einwilligung nach ${BASES.politicalOpinions} hinzu (siehe oben). Bitte teilen Sie uns nur die Angaben mit, die für Ihre Anfrage erforderlich sind.`,
            `Unser Server löscht Anfragen automatisch ${months(retention.contactRequestDays)} Monate nach ihrem Eingang, zusammen mit allen dazu gespeicherten Angaben (Zeitpunkt, IP-Adresse, über welche Seiten Sie zu uns gekommen sind, Nachweis Ihrer Einwilligung) und den zugehörigen E-Mails in seiner Versandwarteschlange. Die Benachrichtigungen in unserem Postfach löscht nicht der Server; nach unserer internen Löschregel löschen wir sie dort nach derselben Frist. Für Anfragen von Bewerberinnen und Bewerbern gilt eine kürzere Frist (siehe „Bewerbungen“). Das gilt nicht, wenn aus der Anfrage ein Vertrag hervorgeht oder gesetzliche Aufbewahrungspflichten entgegenstehen; dann bewahren wir die Anfrage für die Dauer des Vertragsverhältnisses und der gesetzlichen Aufbewahrungsfristen auf (etwa sechs Jahre für Geschäftsbriefe nach § 257 HGB). Sie können die Löschung Ihrer Anfrage jederzeit verlangen, soweit keine gesetzliche Aufbewahrungspflicht besteht.`,
            `Anfragen, die unser Server für Spam hält – etwa weil das Formular schneller ausgefüllt wurde, als ein Mensch es kann –, verwirft er nicht, sondern speichert sie gesondert, damit keine echte Anfrage verloren geht; eine Eingangsbestätigung versendet er dafür nicht, wohl aber einen Hinweis an unser Postfach (siehe Abschnitt 6). Stellt sich eine solche Anfrage als echt heraus, bearbeiten wir sie wie jede andere; andernfalls löscht der Server sie automatisch ${retention.suspectedSpamDays} Tage nach ihrem Eingang.`,
            'Die Angabe Ihrer Daten ist weder gesetzlich noch vertraglich vorgeschrieben. Ohne die Pflichtangaben können wir Ihre Anfrage jedoch nicht bearbeiten.',
          ],
        },
        {
          heading: 'Kontaktformular: Sicherungskopien',
          paragraphs: [
            `Damit keine Anfrage durch einen Defekt des Servers verloren geht, sichert unser Server die Datenbank mit den Anfragen alle ${OPERATOR.backups.everyMinutes} Minuten. Die Sicherungskopien bleiben ${OPERATOR.backups.localDays} Tage auf dem Server. Jede Kopie wird außerdem verschlüsselt bei der ${OPERATOR.backups.offsite.provider}, ${OPERATOR.backups.offsite.address}, abgelegt (Speicherort: ${OPERATOR.backups.offsite.location}), die dafür als unser Auftragsverarbeiter tätig ist (Art. 28 DSGVO) und die Daten nicht entschlüsseln kann; dort wird sie nach ${OPERATOR.backups.offsiteDays} Tagen gelöscht. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO in Verbindung mit Art. 32 DSGVO; unser berechtigtes Interesse liegt darin, Ihre Anfrage auch nach einem Ausfall beantworten zu können.`,
            `Löschen wir eine Anfrage – auf Ihren Wunsch oder weil ihre Frist abgelaufen ist –, fehlt sie in jeder danach angelegten Sicherung; aus den älteren verschwindet sie, wenn diese nach spätestens ${OPERATOR.backups.offsiteDays} Tagen gelöscht werden. Müssen wir bis dahin eine ältere Sicherung zurückspielen, löscht der Server die seither gelöschten Anfragen darin sofort wieder.`,
          ],
        },
        {
          heading: 'Kontaktformular: Protokoll unserer Bearbeitung',
          paragraphs: [
            `Was wir mit gespeicherten Anfragen tun – etwa eine Anfrage freigeben, eine E-Mail erneut senden, eine Auskunft erteilen oder Anfragen löschen –, hält unser Server in einem Protokoll fest: wer von uns gehandelt hat, was, wann und die internen Vorgangsnummern der betroffenen Anfragen, nie aber deren Inhalt oder Ihre E-Mail-Adresse. So können wir nachweisen, dass wir Ihre Daten ordnungsgemäß verarbeitet und etwa Ihr Löschverlangen erfüllt haben (Rechenschaftspflicht, Art. 5 Abs. 2 DSGVO); Rechtsgrundlage ist Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit Art. 5 Abs. 2 DSGVO sowie Art. 6 Abs. 1 lit. f DSGVO, unser berechtigtes Interesse, uns gegen Ansprüche verteidigen zu können. Deshalb bleibt ein Eintrag bestehen, wenn die Anfrage selbst gelöscht ist. Der Server löscht jeden Eintrag automatisch ${retention.auditLogYears} Jahre nach dem Ende des Jahres, in dem er entstanden ist – so lange, wie Ansprüche regelmäßig verjähren können (§ 195 in Verbindung mit § 199 Abs. 1 BGB).`,
          ],
        },
        {
          heading: 'Anfrage per E-Mail oder Telefon',
          paragraphs: [
            'Wenn Sie uns per E-Mail oder Telefon kontaktieren, verarbeiten wir Ihre Anfrage einschließlich aller daraus hervorgehenden personenbezogenen Daten (Name, Kontaktdaten, Inhalt der Anfrage), um Ihr Anliegen zu bearbeiten. Wir geben diese Daten nicht an Dritte weiter.',
            `Rechtsgrundlage ist ${BASES.request}, soweit Ihre Anfrage mit der Erfüllung eines Vertrags zusammenhängt oder zur Durchführung vorvertraglicher Maßnahmen erforderlich ist, im Übrigen Art. 6 Abs. 1 lit. f DSGVO.`,
            `Gehen aus Ihrer E-Mail oder Ihrem Anruf politische Meinungen hervor (Art. 9 Abs. 1 DSGVO), verarbeiten wir sie – wie beim Kontaktformular – nur mit Ihrer ausdrücklichen Einwilligung nach ${BASES.politicalOpinions}, und zwar ausschließlich, um Ihre Anfrage zu bearbeiten. Per E-Mail erteilen Sie sie, indem Sie in Ihrer Nachricht schreiben, dass Sie in diese Verarbeitung einwilligen; fehlt das, bitten wir Sie in unserer Antwort darum und nutzen Ihre Nachricht bis dahin für nichts anderes. Am Telefon fragen wir Sie zu Beginn des Gesprächs danach und vermerken Ihre Antwort mit Datum. Sie können die Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen, etwa per E-Mail an ${SITE.email}.`,
            'Für die Speicherdauer gilt das zum Kontaktformular Gesagte entsprechend.',
          ],
        },
        {
          heading: 'Bewerbungen',
          paragraphs: [
            `Auf unserer Karriereseite bitten wir Bewerberinnen und Bewerber, ihre Unterlagen per E-Mail zu senden (an ${HR_CONTACT.email} oder ${HR_CONTACT.legacyApplicationEmail}). Die Website selbst speichert dabei keine Daten; die E-Mail wird von Ihrem eigenen E-Mail-Programm versendet.`,
            'Die Schaltflächen „Apply Now“ bei den Stellenanzeigen führen zu unserem Kontaktformular. Was Sie dort eingeben, speichert unser Server wie jede Anfrage über das Formular (siehe oben).',
            'Ihre Bewerbungsunterlagen und Kontaktdaten verarbeiten wir ausschließlich zur Durchführung des Bewerbungsverfahrens. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (Anbahnung eines Beschäftigungs- oder Praktikumsverhältnisses).',
            `Für Bewerbungen gilt eine Frist, gleich auf welchem Weg sie uns erreichen: Kommt kein Beschäftigungs- oder Praktikumsverhältnis zustande, löschen wir Ihre Daten ${OPERATOR.applicationRetentionMonths} Monate nach ihrem Eingang. Anfragen, die Sie von unserer Karriereseite aus über das Kontaktformular senden (etwa mit „Apply Now“), löscht unser Server nach dieser Frist automatisch; er erkennt sie an der mitgesendeten vorherigen Seite (siehe oben, „Über welche Seiten Sie zu uns gekommen sind“). Übermittelt Ihr Browser diese nicht, gilt die allgemeine Frist für Anfragen – schreiben Sie uns, dann gilt auch für Ihre Anfrage die kürzere. Per E-Mail eingegangene Unterlagen löschen wir nach derselben Frist selbst. Kommt ein Beschäftigungs- oder Praktikumsverhältnis zustande, nehmen wir Ihre Unterlagen in die Personalakte auf. Länger bewahren wir sie nur auf, wenn wir sie zur Verteidigung gegen erhobene Rechtsansprüche benötigen, etwa nach dem Allgemeinen Gleichbehandlungsgesetz (AGG), und nur bis zu deren Erledigung (Art. 6 Abs. 1 lit. f DSGVO).`,
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
            'Auf dieser Website setzen wir keine Social-Media-Plugins ein. Wir betten keine Inhalte sozialer Netzwerke ein (etwa Beiträge, Videos oder „Gefällt mir“-Schaltflächen) und verwenden keine Tracking-Pixel.',
            `Im Fußbereich der Website finden Sie lediglich gewöhnliche Links zu unseren Profilen bei ${EXTERNAL.professionalNetwork.label} und ${EXTERNAL.photoNetwork.label}, die sich in einem neuen Tab öffnen. Solange Sie keinen dieser Links anklicken, werden keine Daten an das jeweilige Netzwerk übertragen.`,
            'Erst wenn Sie einem Link folgen, ruft Ihr Browser die Seite des Netzwerks auf. Dabei erhält dessen Betreiber – wie beim Aufruf jeder anderen Website – insbesondere Ihre IP-Adresse und Angaben zu Ihrem Browser; unsere Links sind so eingerichtet, dass Ihr Browser dabei nicht übermittelt, von welcher unserer Seiten Sie kommen. Für die Verarbeitung auf der Plattform ist allein deren Betreiber verantwortlich, und es gelten dessen Datenschutzbestimmungen:',
          ],
          list: [
            'LinkedIn: LinkedIn Ireland Unlimited Company, Wilton Plaza, Wilton Place, Dublin 2, Irland',
            'Instagram: Meta Platforms Ireland Limited, Merrion Road, Dublin 4, D04 X2K5, Irland',
          ],
        },
        {
          heading: 'Links auf andere Websites',
          paragraphs: [
            'Entsprechendes gilt für Links zu anderen Websites, etwa zu unseren Produkt-, Demo- und Schulungsangeboten. Auch sie öffnen sich in einem neuen Tab; für die Datenverarbeitung auf diesen Websites gelten deren eigene Datenschutzhinweise.',
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
            'Wenn Sie eine Anfrage über das Kontaktformular senden, versendet unser Server zwei E-Mails: eine Benachrichtigung mit dem Inhalt Ihrer Anfrage und den Angaben, über welche Seiten Sie zu uns gekommen sind (siehe Abschnitt 4), an unser Postfach und eine Eingangsbestätigung an die E-Mail-Adresse, die Sie im Formular angegeben haben. Newsletter oder Werbe-E-Mails versenden wir über diese Website nicht.',
            `Der Versand erfolgt über die ${mail.provider}, ${mail.address}, deren Mailserver in ${mail.serverLocation} stehen. Dort liegt auch unser Postfach, in dem die Benachrichtigungen eingehen. Mit der ${mail.provider} haben wir einen Vertrag über Auftragsverarbeitung nach Art. 28 DSGVO geschlossen; sie verarbeitet die Daten nur nach unseren Weisungen.`,
            'Die Eingangsbestätigung wiederholt aus Ihrer Anfrage nur die Art des Wahlkampfs, die Sie ausgewählt haben, und nennt die Vorgangsnummer; Ihre Nachricht enthält sie nicht.',
            `Hält unser Server eine Anfrage für Spam (siehe Abschnitt 4), sendet er statt dieser beiden E-Mails einen Hinweis mit „Spamverdacht“ im Betreff an unser Postfach – mit allen Angaben der Anfrage, damit wir eine echte Anfrage erkennen und freigeben können (Art. 6 Abs. 1 lit. f DSGVO: unser berechtigtes Interesse, keine echte Anfrage zu verlieren). Sie selbst erhalten dann keine E-Mail. Geben wir die Anfrage frei, folgen die Benachrichtigung und Ihre Eingangsbestätigung, und es gilt das oben Gesagte. Andernfalls löschen wir den Hinweis nach unserer internen Löschregel ${retention.suspectedSpamDays} Tage nach Eingang der Anfrage aus unserem Postfach, so wie der Server die Anfrage selbst löscht.`,
            `Rechtsgrundlage ist – wie für die Anfrage selbst – ${BASES.request} bzw. Art. 6 Abs. 1 lit. f DSGVO, für politische Meinungen zusätzlich Ihre Einwilligung nach ${BASES.politicalOpinions}; unser berechtigtes Interesse liegt darin, Anfragen zügig zu bearbeiten und Ihnen den Eingang Ihrer Anfrage zu bestätigen.`,
          ],
        },
        {
          heading: 'Transportverschlüsselung',
          paragraphs: [
            'Unser Server übergibt die E-Mails TLS-verschlüsselt an den Mailserver. Auf dem weiteren Weg wird TLS eingesetzt, soweit der empfangende Mailserver dies unterstützt. Eine Ende-zu-Ende-Verschlüsselung findet nicht statt; bitte senden Sie uns daher keine besonders schutzbedürftigen Informationen per Kontaktformular oder E-Mail.',
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
          paragraphs: [
            'Für zwei rein technische Zwecke nutzt die Website den Sitzungsspeicher Ihres Browsers (sessionStorage):',
          ],
          list: [
            'um sich zu merken, dass Sie das Hinweisbanner zur KI-Schulung geschlossen haben, damit es Ihnen beim Wechsel zwischen den Seiten nicht erneut angezeigt wird;',
            'um sich zu merken, dass Sie die digitale Kontaktkarte unseres Gründers mit dem Passwort freigeschaltet haben, damit Sie es nicht erneut eingeben müssen.',
          ],
        },
        {
          heading: 'Speicherdauer und Rechtsgrundlage',
          paragraphs: [
            'Diese Einträge bleiben auf Ihrem Endgerät, werden nicht an unseren Server übermittelt und enthalten keine Angaben zu Ihrer Person. Auch das Passwort der Kontaktkarte wird ausschließlich in Ihrem Browser geprüft und nicht an uns übermittelt. Ihr Browser löscht die Einträge, sobald Sie den Tab bzw. das Browserfenster schließen und die Sitzung damit endet; Sie können sie außerdem jederzeit über die Einstellungen Ihres Browsers löschen.',
            'Die Speicherung ist unbedingt erforderlich, um die von Ihnen ausdrücklich gewünschte Funktion bereitzustellen – das Ausblenden des Banners bzw. den freigeschalteten Zugang zur Kontaktkarte für die Dauer Ihres Besuchs. Sie erfolgt daher ohne Einwilligung auf Grundlage von § 25 Abs. 2 Nr. 2 TDDDG.',
            'Andere Techniken, die Informationen auf Ihrem Endgerät speichern oder auslesen – etwa dauerhafter lokaler Speicher (localStorage), Fingerprinting oder Tracking-Pixel –, setzen wir nicht ein. Auch welche unserer Seiten Sie vor dem Absenden des Kontaktformulars aufgerufen haben, merkt sich die geöffnete Seite nur in ihrem Arbeitsspeicher, nicht auf Ihrem Endgerät (siehe Abschnitt 4).',
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
            `Ihnen stehen nach der DSGVO die nachfolgend beschriebenen Rechte zu. Um sie auszuüben, genügt eine formlose Nachricht an die in Abschnitt 3 genannte verantwortliche Stelle, etwa per E-Mail an ${SITE.email}. Die Ausübung Ihrer Rechte ist für Sie grundsätzlich unentgeltlich.`,
          ],
        },
        {
          heading: 'Recht auf Auskunft (Art. 15 DSGVO)',
          paragraphs: [
            'Sie haben das Recht, eine Bestätigung darüber zu verlangen, ob wir personenbezogene Daten über Sie verarbeiten. Ist das der Fall, haben Sie Anspruch auf Auskunft über diese Daten, insbesondere über die Verarbeitungszwecke, die Empfänger, die geplante Speicherdauer und die Herkunft der Daten, sowie auf eine Kopie der Daten.',
          ],
        },
        {
          heading: 'Recht auf Berichtigung (Art. 16 DSGVO)',
          paragraphs: [
            'Sind Ihre bei uns gespeicherten Daten unrichtig oder unvollständig, können Sie verlangen, dass wir sie unverzüglich berichtigen bzw. vervollständigen.',
          ],
        },
        {
          heading: 'Recht auf Löschung (Art. 17 DSGVO)',
          paragraphs: [
            'Sie können verlangen, dass wir Ihre Daten löschen, insbesondere wenn sie für die Zwecke, für die wir sie erhoben haben, nicht mehr notwendig sind oder wenn Sie der Verarbeitung wirksam widersprochen haben. Das Recht besteht nicht, soweit wir die Daten zur Erfüllung einer rechtlichen Verpflichtung, etwa einer gesetzlichen Aufbewahrungspflicht, oder zur Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen benötigen.',
          ],
        },
        {
          heading: 'Recht auf Einschränkung der Verarbeitung (Art. 18 DSGVO)',
          paragraphs: [
            'Sie können verlangen, dass wir die Verarbeitung Ihrer Daten einschränken, also die Daten nur noch speichern und im Übrigen nur mit Ihrer Einwilligung oder aus den gesetzlich genannten Gründen verarbeiten. Dieses Recht besteht, wenn',
          ],
          list: [
            'Sie die Richtigkeit Ihrer Daten bestreiten, für die Dauer unserer Überprüfung;',
            'die Verarbeitung unrechtmäßig ist und Sie statt der Löschung die Einschränkung verlangen;',
            'wir die Daten nicht mehr benötigen, Sie sie aber zur Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen brauchen;',
            'Sie Widerspruch nach Art. 21 Abs. 1 DSGVO eingelegt haben und noch nicht feststeht, ob unsere berechtigten Gründe gegenüber Ihren Gründen überwiegen.',
          ],
        },
        {
          heading: 'Recht auf Datenübertragbarkeit (Art. 20 DSGVO)',
          paragraphs: [
            'Daten, die Sie uns bereitgestellt haben und die wir auf Grundlage Ihrer Einwilligung oder zur Erfüllung eines Vertrags automatisiert verarbeiten, können Sie in einem strukturierten, gängigen und maschinenlesbaren Format erhalten. Soweit technisch machbar, können Sie auch verlangen, dass wir diese Daten direkt an einen anderen Verantwortlichen übermitteln.',
          ],
        },
        {
          heading: 'Widerspruchsrecht gegen die Datenverarbeitung in besonderen Fällen (Art. 21 DSGVO)',
          paragraphs: [
            'Wenn die Datenverarbeitung auf Grundlage von Art. 6 Abs. 1 lit. e oder f DSGVO erfolgt, haben Sie jederzeit das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, gegen die Verarbeitung Ihrer personenbezogenen Daten Widerspruch einzulegen; dies gilt auch für ein auf diese Bestimmungen gestütztes Profiling. Auf welcher Rechtsgrundlage eine Verarbeitung beruht, entnehmen Sie dieser Datenschutzerklärung. Wenn Sie Widerspruch einlegen, werden wir Ihre betroffenen personenbezogenen Daten nicht mehr verarbeiten, es sei denn, wir können zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen (Widerspruch nach Art. 21 Abs. 1 DSGVO).',
            'Werden Ihre personenbezogenen Daten verarbeitet, um Direktwerbung zu betreiben, so haben Sie das Recht, jederzeit Widerspruch gegen die Verarbeitung Sie betreffender personenbezogener Daten zum Zwecke derartiger Werbung einzulegen; dies gilt auch für das Profiling, soweit es mit solcher Direktwerbung in Verbindung steht. Wenn Sie widersprechen, werden Ihre personenbezogenen Daten anschließend nicht mehr zum Zwecke der Direktwerbung verwendet (Widerspruch nach Art. 21 Abs. 2 DSGVO). Über diese Website verarbeiten wir derzeit keine Daten zum Zwecke der Direktwerbung.',
            `Ihren Widerspruch können Sie formlos an die in Abschnitt 3 genannte verantwortliche Stelle richten, etwa per E-Mail an ${SITE.email}.`,
          ],
        },
        {
          heading: 'Widerruf Ihrer Einwilligung zur Datenverarbeitung (Art. 7 Abs. 3 DSGVO)',
          paragraphs: [
            'Soweit eine Verarbeitung auf Ihrer Einwilligung beruht, können Sie diese jederzeit mit Wirkung für die Zukunft widerrufen. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt davon unberührt.',
            `Das betrifft Ihre Einwilligung in die Verarbeitung politischer Meinungen im Kontaktformular oder bei einer Anfrage per E-Mail oder Telefon (${BASES.politicalOpinions}, siehe Abschnitt 4). Den Widerruf richten Sie formlos an die in Abschnitt 3 genannte verantwortliche Stelle, etwa per E-Mail an ${SITE.email}.`,
          ],
        },
        {
          heading: 'Beschwerderecht bei einer Aufsichtsbehörde (Art. 77 DSGVO)',
          paragraphs: [
            'Unbeschadet anderweitiger Rechtsbehelfe haben Sie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, insbesondere in dem Mitgliedstaat Ihres gewöhnlichen Aufenthalts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes.',
            'Für uns zuständig ist die Berliner Beauftragte für Datenschutz und Informationsfreiheit, Alt-Moabit 59–61, 10555 Berlin, www.datenschutz-berlin.de.',
          ],
        },
      ],
    },
  ],
} as const satisfies PrivacyPage
